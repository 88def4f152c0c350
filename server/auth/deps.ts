// What every /auth/v1 endpoint group needs.
import type { Context } from 'hono';
import type { Db } from '../../api/db/port.ts';
import { clientAddress } from '../client-address.ts';
import type { HostEnv } from '../env.ts';
import type { Keys } from '../jwt.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface AuthDeps {
  db: Db;
  env: HostEnv;
  keys: Keys;
  mailer: Mailer;
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/** The client's address (X-Forwarded-For only from TRUSTED_PROXIES, see client-address.ts). */
export function clientMeta(c: Context): ClientMeta {
  return { ip: clientAddress(c), userAgent: c.req.header('user-agent') ?? '' };
}

/** Reads a JSON body; an empty or malformed body counts as {}. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body = await c.req.json().catch(() => ({}));
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
