// The /api client of the CLI: finds the deployment through GET /config.json, then calls the typed
// routes of core/client with the bearer token, and turns refused calls into CliErrors carrying the
// server's message and fields.
import type { ClientResponse } from 'hono/client';
import { call, createClient, type Client, type Ok } from '@core/client/client.ts';
import { HttpError } from '@core/client/http-error.ts';
import { CliError, refused } from './errors.ts';
import { hostUrl } from './env.ts';
import { accessToken, type Deployment } from './session.ts';

export interface Api {
  deployment: Deployment;
  /** The bearer token in use (throws when the client was opened without auth). */
  token(): Promise<string>;
  /** The typed routes under /api: `api.leagues[':id'].$get({ param: { id } })`. */
  api: Client;
  /** Sends one call: its declared answer, or a CliError (refused, or the host is unreachable). */
  call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Ok<R>>;
}

const unreachable = (url: string) =>
  new CliError(`Could not reach Cueboard at ${url}`, {
    suggestion: 'Start the host with `npm start`, or pass --api-url / set CUEBOARD_API_URL.',
  });

async function fetchOr(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw unreachable(url);
  }
}

export async function discover(apiUrlFlag: string | undefined): Promise<Deployment> {
  const host = hostUrl(apiUrlFlag);
  // The flag may name the host or its /api base; the host serves /config.json at its root.
  const root = host.replace(/\/api$/, '');
  const res = await fetchOr(`${root}/config.json`);
  if (!res.ok) throw unreachable(root);
  const config = (await res.json()) as Partial<Omit<Deployment, 'host'>>;
  return {
    host: root,
    apiUrl: (config.apiUrl ?? `${root}/api`).replace(/\/+$/, ''),
    supabaseUrl: config.supabaseUrl ?? root,
    supabaseAnonKey: config.supabaseAnonKey ?? '',
  };
}

/** auth: true needs a session or CUEBOARD_TOKEN; 'optional' (reads) sends one when there is one. */
export type AuthMode = boolean | 'optional';

export async function connect(apiUrlFlag: string | undefined, opts: { auth?: AuthMode } = {}): Promise<Api> {
  const deployment = await discover(apiUrlFlag);
  const token =
    opts.auth === false
      ? undefined
      : opts.auth === 'optional'
        ? await accessToken(deployment).catch(() => undefined)
        : await accessToken(deployment);
  const api = createClient({ baseUrl: deployment.apiUrl, getToken: () => token });
  return {
    deployment,
    token: async () => token ?? accessToken(deployment),
    api,
    call: async (request) => {
      try {
        return await call(request);
      } catch (err) {
        if (err instanceof HttpError) throw refused(err);
        throw unreachable(deployment.apiUrl);
      }
    },
  };
}
