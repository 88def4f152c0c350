// Where the API reports what went wrong. The embedded host passes its pino logger (same call shape,
// with loggableError as its `err` serializer: server/logger.ts); the Edge Function and tests that
// build the app without one get the console. Errors are always logged under `err`.
export interface ApiLogger {
  error(details: Record<string, unknown>, message: string): void;
}

/** What an error log shows of an error. */
export interface LoggableError {
  type: string;
  message: string;
  /** A SQLSTATE (23514) or a system code (ECONNREFUSED). */
  code?: string;
  /** The stack's frames: where it failed, never what with. */
  stack?: string;
  cause?: LoggableError;
}

// Secrets a message could still quote: a bcrypt hash, a JWT, and a link's query or fragment (where
// confirmation, reset and invitation links carry their tokens).
const secrets: [RegExp, string][] = [
  [/\$2[abxy]?\$\d\d\$[./A-Za-z0-9]{53}/g, '[hash]'],
  [/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[jwt]'],
  [/(https?:\/\/[^\s?#"']*)[?#][^\s"']*/g, '$1?[…]'],
];

function mask(text: string, code: string | undefined): string {
  let masked = text;
  for (const [pattern, replacement] of secrets) masked = masked.replace(pattern, replacement);
  // Data exceptions (SQLSTATE class 22) quote the value they refused.
  return code?.startsWith('22') ? masked.replace(/"[^"]*"/g, '"…"') : masked;
}

/**
 * The one rule for logging an error: its class, message, code and stack frames, nothing else. A
 * database error carries the data it failed on — the statement's text and parameters (PGlite's
 * `query` and `params`), the failing row or key (`detail`), a parameter's value (`where`) — which
 * holds password hashes, tokens, links and addresses, so none of those fields is ever printed.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: mask(String(error), undefined) };
  }
  const rawCode = (error as { code?: unknown }).code;
  const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : undefined;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  return {
    type: error.name,
    message: mask(error.message, code),
    ...(code ? { code } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

export const consoleLogger: ApiLogger = {
  error: ({ err, ...details }, message) =>
    console.error(message, err === undefined ? details : { err: loggableError(err), ...details }),
};
