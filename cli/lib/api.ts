// The /api transport: finds the deployment through GET /config.json, sends the bearer token, and
// turns refused requests into CliErrors carrying the server's message and fields.
import { createApiClient } from '../../core/client/api-client.ts';
import { HttpError } from '../../core/client/http-error.ts';
import { CliError, refused } from './errors.ts';
import { hostUrl } from './env.ts';
import { accessToken, type Deployment } from './session.ts';

export interface Api {
  deployment: Deployment;
  /** The bearer token in use (throws when the client was opened without auth). */
  token(): Promise<string>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string, body?: unknown): Promise<T>;
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
  // core/client's transport (the same one web and kiosk use); its errors become CliErrors here.
  const { request: send } = createApiClient({ baseUrl: deployment.apiUrl, getToken: () => token });
  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    try {
      return await send<T>(method, path, { body });
    } catch (err) {
      if (err instanceof HttpError) {
        throw refused(err);
      }
      throw unreachable(deployment.apiUrl);
    }
  };
  return {
    deployment,
    token: async () => token ?? accessToken(deployment),
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
    patch: (path, body) => request('PATCH', path, body ?? {}),
    del: (path, body) => request('DELETE', path, body),
  };
}
