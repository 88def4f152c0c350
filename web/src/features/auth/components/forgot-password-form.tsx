import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/lib/toast.ts';
import { authRedirectUrl, supabase } from '@/lib/supabase.ts';
import { RESET_LINK_SENT_TEXT } from '../signup-rules.ts';

export type RequestReset = (email: string) => Promise<{ error: { message: string } | null }>;

const requestReset: RequestReset = (email) =>
  supabase().auth.resetPasswordForEmail(email, { redirectTo: authRedirectUrl() });

/**
 * "Forgot your password?": asks for the address and says the same thing whether it has an account
 * or not; only a refusal (asked again too soon) is shown differently, and alike for every address.
 */
export function ForgotPasswordForm({
  initialEmail,
  onClose,
  request = requestReset,
}: {
  initialEmail: string;
  onClose: () => void;
  request?: RequestReset;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const { error } = await request(email);
      if (error) {
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
        return;
      }
      setSent(true);
    } catch {
      toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <div className="grid gap-4">
        <p role="status">{RESET_LINK_SENT_TEXT}</p>
        <Button variant="outline" onClick={onClose}>
          Back to Login
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Reset password">
      <p className="text-sm text-muted-foreground">
        Enter your e-mail address and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={email}
        disabled={pending}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending} className="flex-1">
          {pending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Button variant="outline" disabled={pending} onClick={onClose} className="flex-1">
          Cancel
        </Button>
      </div>
    </form>
  );
}
