// The host's configuration, parsed once at start. A bad value stops the host with a message that
// names the variable; JWT_SECRET, when absent, is generated once and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { proxyEntryProblem } from './client-address.ts';

const url = (protocols: string[]) =>
  z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`), error: `must be a ${protocols[0]} URL` });
const seconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
/** A comma-separated list; each entry is checked by `problem` (undefined when fine). */
const list = (problem: (entry: string) => string | undefined) =>
  z
    .string()
    .default('')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      for (const entry of entries) {
        const message = problem(entry);
        if (message) ctx.addIssue({ code: 'custom', message });
      }
      return entries;
    });
const originProblem = (entry: string) => {
  const parsed = URL.canParse(entry) ? new URL(entry) : undefined;
  return parsed && /^https?:$/.test(parsed.protocol) && parsed.origin === entry
    ? undefined
    : `"${entry}" is not an origin like https://league.example`;
};

/** The entries of AUTH_REDIRECT_ALLOW_LIST: comma-separated, blanks ignored. */
export const allowListEntries = (list: string): string[] =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function isHttpUrl(entry: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(entry).protocol);
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  SITE_URL: url(['http', 'https']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  SMTP_FROM: z.string().min(3).default('Cueboard <no-reply@cueboard.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXP: seconds(3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  // Limits, as Supabase's defaults; tests lower or raise them.
  // Sign-in attempts per (e-mail, client address) pair, and failed sign-ins per client address.
  AUTH_SIGNIN_PER_EMAIL: seconds(10),
  AUTH_SIGNIN_PER_IP: seconds(30),
  AUTH_SIGNIN_WINDOW: seconds(300),
  AUTH_SIGNUP_PER_IP: seconds(30),
  AUTH_EMAIL_FREQUENCY: seconds(60),
  // Password-reset and confirmation-resend requests per client address in AUTH_SIGNIN_WINDOW.
  AUTH_EMAIL_PER_IP: seconds(10),
  // POST/GET /verify attempts per client address and (code entry) per e-mail address, per window;
  // an e-mailed code dies after this many wrong tries.
  AUTH_VERIFY_PER_IP: seconds(100),
  AUTH_VERIFY_PER_EMAIL: seconds(10),
  AUTH_VERIFY_WINDOW: seconds(3600),
  AUTH_OTP_MAX_ATTEMPTS: seconds(5),
  // How long a password-reset link or code works (seconds).
  AUTH_RECOVERY_LIFETIME: seconds(3600),
  // A password change needs a sign-in this recent (seconds) or the current password.
  AUTH_REAUTH_WINDOW: seconds(600),
  AUTH_REFRESH_REUSE_INTERVAL: seconds(10),
  // bcrypt's cost for new password hashes (server/auth/password.ts): 10 as Supabase Auth; test
  // hosts use 4, bcrypt's quickest, as Supabase Auth's own test suites do.
  AUTH_PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(10),
  AUTH_REDIRECT_ALLOW_LIST: z
    .string()
    .default('')
    .refine((list) => allowListEntries(list).every(isHttpUrl), {
      error: 'must be a comma-separated list of http(s) URLs',
    }),
  MAILBOX_ACCESS: z.enum(['local', 'any']).default('local'),
  // A notification e-mail that failed waits this long before its next try, doubling each time.
  MAIL_RETRY_SECONDS: seconds(60),
  // Ends each live stream (GET /api/live) after this many seconds, as Supabase's gateway would; 0: never.
  LIVE_MAX_STREAM_SECONDS: seconds(0),
  // Anyone signed in may create an organisation (a hosted service); off: only the deployment owner.
  ORGANISATION_SELF_SERVICE: z.stringbool().default(false),
  // Proxies (addresses or CIDRs) whose X-Forwarded-For is believed; none by default.
  TRUSTED_PROXIES: list(proxyEntryProblem),
  // Origins besides SITE_URL whose pages may call /api and /auth/v1 (bearer tokens, no cookies).
  CORS_ORIGINS: list(originProblem),
  // The bound of the anonymous-read cache (api/read-cache.ts) in MB of responses; 0 turns it off.
  READ_CACHE_MB: z.coerce.number().min(0).max(65536).default(64),
  CUEBOARD_SKIP_BUILD: z.stringbool().default(false),
  // The league's IANA time zone (report days, screen schedules); the machine's own when absent.
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'must be an IANA time zone like Europe/London' })
    .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
});

export type HostEnv = Omit<z.output<typeof schema>, 'SITE_URL' | 'JWT_SECRET'> & {
  SITE_URL: string;
  /** SITE_URL was given explicitly (otherwise links use the request's origin where possible). */
  SITE_URL_SET: boolean;
  JWT_SECRET: string;
};

export class EnvError extends Error {}

/**
 * NODE_ENV=production: the front ends are served as built (never built at start), every line the
 * host prints is JSON, and SITE_URL is required (docs/self-hosting.md).
 */
export const isProduction = (source: Record<string, string | undefined> = process.env) =>
  source.NODE_ENV === 'production';

/** Parses the environment; throws EnvError listing every bad variable by name. */
export function parseEnv(source: Record<string, string | undefined> = process.env): HostEnv {
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(input);
  const lines = result.success ? [] : result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  // Without SITE_URL the Host header of each request decides /config.json's URLs and which
  // redirect_to is allowed (server/auth/redirects.ts): fine on a laptop, never in production.
  if (isProduction(source) && input.SITE_URL === undefined) {
    lines.push(
      "  SITE_URL: is required when NODE_ENV=production (the site's address, like https://league.example)",
    );
  }
  if (!result.success || lines.length) throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    SITE_URL: siteUrl,
    SITE_URL_SET: env.SITE_URL !== undefined,
    JWT_SECRET: env.JWT_SECRET ?? persistedSecret(env.DATA_DIR),
  };
}

/** Browser origins that may call /api and /auth/v1 across origins: the site's own and CORS_ORIGINS. */
/** READ_CACHE_MB in bytes, for the API and the public site (they share one cache). */
export const readCacheBytes = (env: HostEnv) => Math.round(env.READ_CACHE_MB * 1024 * 1024);

export function corsOrigins(env: HostEnv): string[] {
  return [...new Set([...(env.SITE_URL_SET ? [new URL(env.SITE_URL).origin] : []), ...env.CORS_ORIGINS])];
}

/** The generated secret lives in DATA_DIR/jwt-secret so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
