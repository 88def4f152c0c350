import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/lib/toast.ts';
import { authRedirectUrl, supabase } from '@/lib/supabase.ts';
import { signUpProblem } from '../signup-rules.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export function SignUpForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
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
      const { error } = await supabase().auth.signUp({
        email,
        password,
        options: { emailRedirectTo: authRedirectUrl() },
      });
      if (error) {
        toast({ title: 'Signup Failed', description: error.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Signup Successful', description: 'Please check your email to confirm your account' });
      setEmail('');
      setPassword('');
      setConfirm('');
      onDone();
    } catch {
      toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={email}
        disabled={pending}
        onChange={(e) => setEmail(e.target.value)}
      />
      <NewPasswordFields
        labels={['Password', 'Confirm Password']}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        disabled={pending}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
