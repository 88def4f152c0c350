import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EmailOtpType } from '@supabase/supabase-js';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { supabase } from '@/lib/supabase.ts';
import { CLAIMED_TEXT } from '../signup-rules.ts';
import { NewPasswordForm } from './new-password-form.tsx';

// 'recovery': a password-reset link signed the person in; they choose a new password next.
// 'claimed': the confirmation link of an address that was signed up with different passwords signed
// its owner in, and none of those passwords was kept; they choose one next.
type State =
  | { kind: 'pending' }
  | { kind: 'done' }
  | { kind: 'recovery' }
  | { kind: 'claimed' }
  | { kind: 'failed'; reason: string };

/**
 * After a confirmation link: a session that must choose a password says so in its amr claim
 * (method "recovery", as the host marks a contested account's confirmation; docs/decisions.md).
 * supabase-js reads it from the stored access token, without a request.
 */
async function confirmed(): Promise<State> {
  const { data } = await supabase().auth.mfa.getAuthenticatorAssuranceLevel();
  const methods = data?.currentAuthenticationMethods ?? [];
  const recovery = methods.some((m) => (typeof m === 'string' ? m : (m.method as string)) === 'recovery');
  return recovery ? { kind: 'claimed' } : { kind: 'done' };
}

async function confirm(url: URL): Promise<State> {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const tokenHash = url.searchParams.get('token_hash');
  const type = url.searchParams.get('type') as EmailOtpType | null;
  const code = url.searchParams.get('code');
  const hashError = url.searchParams.get('error_description') ?? hash.get('error_description');
  if (hashError) return { kind: 'failed', reason: hashError };
  if (tokenHash && type) {
    const { error } = await supabase().auth.verifyOtp({ token_hash: tokenHash, type });
    if (error) return { kind: 'failed', reason: error.message || 'Email confirmation failed' };
    return type === 'recovery' ? { kind: 'recovery' } : confirmed();
  }
  if (code) {
    const { error } = await supabase().auth.exchangeCodeForSession(code);
    return error ? { kind: 'failed', reason: error.message || 'Authentication failed' } : confirmed();
  }
  // The provider's own verify endpoint may already have confirmed and sent the session in the fragment.
  const accessToken = hash.get('access_token');
  const refreshToken = hash.get('refresh_token');
  if (accessToken && refreshToken) {
    const { error } = await supabase().auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    });
    if (error) return { kind: 'failed', reason: error.message || 'Authentication failed' };
    // The host's verify link marks a contested account's session type=recovery too.
    return hash.get('type') === 'recovery' ? { kind: 'recovery' } : confirmed();
  }
  return { kind: 'failed', reason: 'Invalid confirmation link' };
}

export function AuthCallback() {
  const [state, setState] = useState<State>({ kind: 'pending' });
  const navigate = useNavigate();
  const started = useRef(false);
  const [resetLink] = useState(() => {
    const url = new URL(window.location.href);
    const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
    return (url.searchParams.get('type') ?? fragment.get('type')) === 'recovery';
  });

  useEffect(() => {
    // A token hash or code works once: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    confirm(new URL(window.location.href))
      .catch(() => ({ kind: 'failed', reason: 'An unexpected error occurred' }) as State)
      .then(setState);
  }, []);

  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = setTimeout(() => navigate('/'), 1500);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      {state.kind === 'pending' && (
        <>
          <Spinner label="Confirming" />
          <h1 className="text-2xl font-bold">Confirming your email...</h1>
        </>
      )}
      {state.kind === 'done' && <h1 className="text-2xl font-bold text-green-800">Email Confirmed!</h1>}
      {state.kind === 'recovery' && <NewPasswordForm onDone={() => navigate('/')} />}
      {state.kind === 'claimed' && (
        <NewPasswordForm title="Choose a password" intro={CLAIMED_TEXT} onDone={() => navigate('/')} />
      )}
      {state.kind === 'failed' && (
        <>
          <h1 className="text-2xl font-bold text-destructive">
            {resetLink ? 'Password Reset Failed' : 'Confirmation Failed'}
          </h1>
          <p className="mt-3">{state.reason}</p>
          <p className="mt-2 text-muted-foreground">
            {resetLink
              ? 'The reset link may have expired or already been used. Ask for a new one from the Login tab.'
              : 'The confirmation link may have expired or already been used.'}
          </p>
          <Button className="mt-6" onClick={() => navigate('/')}>
            Return to Home
          </Button>
        </>
      )}
    </div>
  );
}
