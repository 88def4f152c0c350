// Hosts for the auth suites: the PGlite default, or a fresh database on the test PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';
import { migratedDataDir, startHost, type Host } from '../support/host.ts';
import { createDatabase } from '../support/postgres-server.ts';
import type { Engine } from '../support/engines.ts';

/** A host; on PostgreSQL also its database's URL, so a suite can read rows beside the host. */
export type TestHost = Host & { databaseUrl?: string };

export async function hostOn(engine: Engine, env: Record<string, string> = {}): Promise<TestHost> {
  if (engine === 'pglite') return startHost({ env });
  const databaseUrl = await createDatabase(inject('pgServerUrl'), `auth_${randomUUID().replaceAll('-', '')}`);
  return { ...(await startHost({ env: { DATABASE_URL: databaseUrl, ...env } })), databaseUrl };
}

const shared = new Map<Engine, Promise<TestHost>>();

/**
 * A host with the default settings, shared by the suites of this test process that need nothing of
 * their own: each signs up its own random addresses, so none sees another's accounts, and none
 * relies on being the deployment's first user. Never stopped by a suite: it exits with this process
 * (CUEBOARD_EXIT_WITH_STDIN), and the global setup removes its data folder.
 */
export function sharedHost(engine: Engine): Promise<TestHost> {
  let host = shared.get(engine);
  if (!host) {
    host =
      engine === 'pglite'
        ? migratedDataDir(inject('runDir')).then((dataDir) => startHost({ dataDir }))
        : hostOn(engine);
    shared.set(engine, host);
  }
  return host;
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

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A /auth/v1/<path> call as supabase-js sends it, over a connection from the given local address
 * (127.0.0.x), so one test can be several client addresses. POST with a body, else GET.
 */
export async function postFrom(host: Host, from: string, path: string, body?: unknown): Promise<Answer> {
  const { supabaseAnonKey } = (await (await fetch(`${host.url}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: new URL(host.url).port,
        localAddress: from,
        method: body === undefined ? 'GET' : 'POST',
        path: `/auth/v1/${path}`,
        headers: {
          apikey: supabaseAnonKey,
          authorization: `Bearer ${supabaseAnonKey}`,
          'content-type': 'application/json;charset=UTF-8',
          'content-length': Buffer.byteLength(payload),
          'x-supabase-api-version': '2024-01-01',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode!,
            body: text ? JSON.parse(text) : { location: res.headers.location },
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
