// POST /api/invitations/accept. A new account is then signed in with the password just chosen
// (supabase-js, as every sign-in); an existing account is already signed in to accept.
import { useMutation } from '@tanstack/react-query';
import { api, errorText, ok } from '@/lib/api.ts';
import { supabase } from '@/lib/supabase.ts';
import { toast } from '@/lib/toast.ts';

export interface AcceptInput {
  token: string;
  /** Only for a new account. */
  password?: string;
}

export async function acceptInvitation({ token, password }: AcceptInput) {
  const accepted = await ok(api.invitations.accept.$post({ json: { token, password } }));
  // A new account signs in; an existing one refreshes its session, which reloads its roles.
  const { error } = password
    ? await supabase().auth.signInWithPassword({ email: accepted.email, password })
    : await supabase().auth.refreshSession();
  if (error) throw error;
  return accepted;
}

export const useAcceptInvitation = (onAccepted: () => void) =>
  useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => {
      toast({ title: 'Invitation Accepted', description: 'Welcome to Cueboard!' });
      onAccepted();
    },
    onError: (error) => {
      const description = errorText(error, error.message || 'An unexpected error occurred');
      toast({ title: 'Invitation Not Accepted', description, variant: 'destructive' });
    },
  });
