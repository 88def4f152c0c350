// Hosts for the auth suites: the PGlite default, or a fresh database on the test PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { startHost, type Host } from '../support/host.ts';
import { createDatabase } from '../support/postgres-server.ts';
import type { Engine } from '../support/engines.ts';

export type TestHost = Host;

export async function hostOn(engine: Engine, env: Record<string, string> = {}): Promise<TestHost> {
  if (engine === 'pglite') return startHost({ env });
  const databaseUrl = await createDatabase(inject('pgServerUrl'), `auth_${randomUUID().replaceAll('-', '')}`);
  return startHost({ env: { DATABASE_URL: databaseUrl, ...env } });
}

/** Per-test time on a loaded machine: bcrypt in pure JavaScript is slow when the cores are busy. */
export const AUTH_TEST_MS = 120_000;

export const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** A raw /auth/v1 call as supabase-js sends it (apikey, api version header). */
export async function authFetch(
  host: Host,
  path: string,
  init: { method?: string; body?: unknown; token?: string; legacy?: boolean } = {},
): Promise<Response> {
  const config = (await (await fetch(`${host.url}/config.json`)).json()) as { supabaseAnonKey: string };
  const headers: Record<string, string> = {
    apikey: config.supabaseAnonKey,
    authorization: `Bearer ${init.token ?? config.supabaseAnonKey}`,
    'content-type': 'application/json;charset=UTF-8',
  };
  if (!init.legacy) headers['x-supabase-api-version'] = '2024-01-01';
  return fetch(`${host.url}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
}
