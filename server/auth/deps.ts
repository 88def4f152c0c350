// What every /auth/v1 endpoint group needs, and how a request's input is read.
import type { Context } from 'hono';
import type { Db } from '../../api/db/port.ts';
import { consoleLogger, type ApiLogger } from '../../api/logger.ts';
import { unstorableField } from '../../api/validate.ts';
import { hasControlCharacter } from '@core/rules/control-characters.ts';
import { clientAddress } from '../client-address.ts';
import type { HostEnv } from '../env.ts';
import type { Keys } from '../jwt.ts';
import type { Mailer } from '../mail/mailer.ts';
import { validationFailed } from './errors.ts';

export interface AuthDeps {
  db: Db;
  env: HostEnv;
  keys: Keys;
  mailer: Mailer;
  /** Where unexpected failures are reported (the host's logger); the console when absent. */
  logger?: ApiLogger;
}

/** Where /auth/v1 reports a failure: errors go under `err`, printed by api/logger.ts's rule. */
export const authLogger = (deps: AuthDeps): ApiLogger => deps.logger ?? consoleLogger;

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/** The client's address (X-Forwarded-For only from TRUSTED_PROXIES, see client-address.ts). */
export function clientMeta(c: Context): ClientMeta {
  return { ip: clientAddress(c), userAgent: c.req.header('user-agent') ?? '' };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as sign-up and recovery take it: one @, a dot after it, no space or control character. */
export const isEmailAddress = (text: string): boolean => EMAIL.test(text) && !hasControlCharacter(text);

// auth.users.email is varchar(255), as GoTrue's; GoTrue refuses a longer address with this message.
const MAX_EMAIL_LENGTH = 255;

/**
 * Reads a JSON body; an empty or malformed body counts as {}. A string PostgreSQL cannot store (a
 * NUL, an unpaired surrogate: the rule of /api, api/validate.ts) anywhere in it, or an e-mail
 * address longer than the column, is a 400 before any handler sees the body.
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const parsed: unknown = await c.req.json().catch(() => ({}));
  const body =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const bad = unstorableField(body);
  if (bad) throw validationFailed(bad.message);
  if (typeof body.email === 'string' && body.email.trim().length > MAX_EMAIL_LENGTH) {
    throw validationFailed('An email address is too long');
  }
  return body;
}

/** The same rule for the query string: every value of every parameter (GET /verify?token=…). */
export function checkQuery(c: Context): void {
  for (const [name, values] of Object.entries(c.req.queries())) {
    for (const value of values) {
      const bad = unstorableField({ [name]: value }, 'query');
      if (bad) throw validationFailed(bad.message);
    }
  }
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
