import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { supabase } from '@/lib/supabase.ts';
import { signUpProblem } from '../signup-rules.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export type UpdatePassword = (password: string) => Promise<{ error: { message: string } | null }>;

const updatePassword: UpdatePassword = (password) => supabase().auth.updateUser({ password });

/**
 * "Choose a new password", shown on /auth/callback once a reset link has signed the person in (or
 * "Choose a password", with `intro`, once confirming a contested sign-up has: no password was kept):
 * the same checks as sign-up (match first, then length), then updateUser, which ends their other
 * sessions.
 */
export function NewPasswordForm({
  onDone,
  update = updatePassword,
  title = 'Choose a new password',
  intro,
}: {
  onDone: () => void;
  update?: UpdatePassword;
  title?: string;
  intro?: string;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = signUpProblem(password, confirm);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const { error } = await update(password);
      if (error) {
        toast({ title: 'Password Not Changed', description: error.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Password Updated', description: 'Your new password is set.' });
      onDone();
    } catch {
      toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 text-left" aria-labelledby="new-password-title">
      <h1 id="new-password-title" className="text-center text-2xl font-bold">
        {title}
      </h1>
      {intro && <p className="text-muted-foreground">{intro}</p>}
      <NewPasswordFields
        labels={['New Password', 'Confirm New Password']}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        disabled={pending}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
