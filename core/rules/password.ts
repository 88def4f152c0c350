// The length rules of every password, wherever one is set: sign-up, a password change or reset
// (/auth/v1), an invitation's acceptance (/api) and the web forms before they send.
// bcrypt reads only the first 72 bytes of its input and ignores the rest, so a longer password
// would be cut without a word; it is refused instead, counted in UTF-8 bytes as bcrypt counts, with
// GoTrue's own message (api/password.go), so supabase-js callers see what Supabase Auth says.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_LONG = `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`;

/** The password's length as bcrypt sees it: UTF-8 bytes (an "é" is 2, an emoji 4). */
export const passwordBytes = (password: string): number => new TextEncoder().encode(password).length;

/** More than bcrypt would read. */
export const passwordTooLong = (password: string): boolean => passwordBytes(password) > PASSWORD_MAX_BYTES;
