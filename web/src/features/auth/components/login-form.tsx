import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/lib/toast.ts';
import { supabase } from '@/lib/supabase.ts';
import { loginFailureText } from '../signup-rules.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResendForm } from './resend-form.tsx';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [forgot, setForgot] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const { error } = await supabase().auth.signInWithPassword({ email, password });
      if (error) {
        toast({ title: 'Login Failed', description: loginFailureText(error), variant: 'destructive' });
        return;
      }
      toast({ title: 'Login Successful', description: 'Welcome back!' });
      setEmail('');
      setPassword('');
      onDone();
    } catch {
      toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  if (resending) return <ResendForm initialEmail={email} onClose={() => setResending(false)} />;
  if (forgot) return <ForgotPasswordForm initialEmail={email} onClose={() => setForgot(false)} />;
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
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        value={password}
        disabled={pending}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button variant="link" className="h-auto p-0" onClick={() => setForgot(true)}>
        Forgot your password?
      </Button>
      <Button variant="link" className="h-auto p-0" onClick={() => setResending(true)}>
        Didn&apos;t receive confirmation email?
      </Button>
    </form>
  );
}
