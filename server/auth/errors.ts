// Errors in the shape Supabase Auth (GoTrue) sends them, so supabase-js maps them to the same
// error classes and codes as against a Supabase project.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PASSWORD_TOO_LONG } from '@core/rules/password.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
/** GoTrue's answer to a password longer than bcrypt reads (core/rules/password.ts). */
export const passwordTooLongError = () => validationFailed(PASSWORD_TOO_LONG);
export const weakPassword = (min: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
    weak_password: { reasons: ['length'] },
  });

/**
 * Clients that send X-Supabase-Api-Version >= 2024-01-01 get {code, message}; older ones get the
 * legacy {code: status, error_code, msg} with the x-sb-error-code header, as GoTrue does.
 */
export function errorResponse(c: Context, error: AuthError): Response {
  const requested = c.req.header('x-supabase-api-version');
  if (requested && requested >= API_VERSION) {
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  c.header('x-sb-error-code', error.code);
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}
