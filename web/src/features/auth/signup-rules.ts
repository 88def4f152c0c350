// Spec section 5/8: the mismatch check runs first, then the 6-character minimum, then the 72-byte
// maximum the server applies too (core/rules/password.ts).
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, passwordTooLong } from '@core/rules/password.ts';

export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export interface ToastText {
  title: string;
  description: string;
}

export function signUpProblem(password: string, confirm: string): ToastText | null {
  if (password !== confirm)
    return { title: "Passwords don't match", description: 'Please make sure your passwords match' };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Password too short', description: 'Password must be at least 6 characters' };
  }
  if (passwordTooLong(password)) return { title: 'Password too long', description: PASSWORD_TOO_LONG };
  return null;
}

export const CONFIRM_EMAIL_TEXT =
  'Please confirm your email before logging in. Check your inbox for a confirmation link.';

/** The 'Login Failed' text: unconfirmed e-mail (or any 400) gets the confirmation hint. */
export function loginFailureText(error: { message?: string; status?: number }): string {
  const message = error.message ?? '';
  if (/not confirmed|confirm/i.test(message) || error.status === 400) return CONFIRM_EMAIL_TEXT;
  return message || 'An unexpected error occurred';
}

/** The one answer to "Forgot your password?", account or not. */
export const RESET_LINK_SENT_TEXT =
  'If an account exists for that address, we have sent a link to reset the password.';

/** Shown above "Choose a password" when a contested sign-up's confirmation kept no password. */
export const CLAIMED_TEXT =
  'Your e-mail address is confirmed. It was signed up more than once with different passwords, so ' +
  'none of them was kept: choose the password for your account.';
