import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/lib/toast.ts';
import { signUpProblem } from '../signup-rules.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The invited address (read-only) and a new password, checked as sign-up checks it. */
export function InvitationNewAccountForm({
  email,
  pending,
  onAccept,
}: {
  email: string;
  pending: boolean;
  onAccept: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = signUpProblem(password, confirm);
    if (problem) toast({ ...problem, variant: 'destructive' });
    else onAccept(password);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Accept invitation">
      <TextField label="Email" type="email" value={email} readOnly />
      <NewPasswordFields
        labels={['New password', 'Confirm password']}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        disabled={pending}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Accepting...' : 'Accept Invitation'}
      </Button>
    </form>
  );
}
