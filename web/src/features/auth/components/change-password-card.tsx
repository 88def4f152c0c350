import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { supabase } from '@/lib/supabase.ts';
import { toast } from '@/lib/toast.ts';
import { signUpProblem } from '../signup-rules.ts';

export type ChangePassword = (
  password: string,
  currentPassword: string,
) => Promise<{ error: { message: string; code?: string } | null }>;

// The host (and GoTrue) check current_password, and end the user's other sessions.
const changePassword: ChangePassword = (password, currentPassword) =>
  supabase().auth.updateUser({ password, current_password: currentPassword });

const empty = { current: '', password: '', confirm: '' };

/** Change password: the current one, then the new one twice, checked as on sign-up. */
export function ChangePasswordCard({ update = changePassword }: { update?: ChangePassword }) {
  const [values, setValues] = useState(empty);
  const [pending, setPending] = useState(false);
  const field = (key: keyof typeof empty) => ({
    value: values[key],
    disabled: pending,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.current) {
      toast({
        title: 'Current password required',
        description: 'Enter your current password',
        variant: 'destructive',
      });
      return;
    }
    const problem = signUpProblem(values.password, values.confirm);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const { error } = await update(values.password, values.current);
      if (error) {
        const description =
          error.code === 'current_password_invalid' ? 'Your current password is not correct' : error.message;
        toast({ title: 'Password Not Changed', description, variant: 'destructive' });
        return;
      }
      setValues(empty);
      toast({ title: 'Password Updated', description: 'Your new password is set.' });
    } catch {
      toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Your other devices are signed out when the password changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Change password">
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            {...field('current')}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            {...field('confirm')}
          />
          <Button type="submit" className="justify-self-start" disabled={pending}>
            {pending ? 'Saving...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
