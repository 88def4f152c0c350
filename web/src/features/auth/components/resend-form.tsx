import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { toast } from '@/lib/toast.ts';
import { authRedirectUrl, supabase } from '@/lib/supabase.ts';

export function ResendForm({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const { error } = await supabase().auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: authRedirectUrl() },
      });
      if (error) {
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Email Sent', description: 'Check your inbox for the confirmation link' });
      onClose();
    } catch {
      toast({ title: 'Error', description: 'Failed to resend confirmation email', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Resend confirmation email">
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
          {pending ? 'Sending...' : 'Resend'}
        </Button>
        <Button variant="outline" disabled={pending} onClick={onClose} className="flex-1">
          Cancel
        </Button>
      </div>
    </form>
  );
}
