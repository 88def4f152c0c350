// The one transport for /api: core's typed client (built from the route declarations), sent with the
// configured base and the bearer token; JSON in and out, and the spec's error shape.
import { call, createClient, HttpError } from '@core/client/client.ts';

export { HttpError };

/** The prefix of every declared path; a configured apiUrl replaces it. */
const prefix = '/api';
let apiBase = prefix;
let tokenSource: () => string | undefined = () => undefined;

/** apiUrl from /config.json; the API's paths all live under '/api'. */
export function configureApi(options: { apiUrl?: string; token: () => string | undefined }): void {
  if (options.apiUrl) {
    const base = options.apiUrl.replace(/\/+$/, '');
    apiBase = base.endsWith(prefix) ? base : `${base}${prefix}`;
  }
  tokenSource = options.token;
}

/** The absolute-or-relative base of /api, as configured. */
export const apiBaseUrl = () => apiBase;

function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  // JSON unless the caller says otherwise (an uploaded image is sent as its own type).
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = tokenSource();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${apiBase}${path}`, { ...init, headers });
}

/** The answer's JSON, undefined for 204; a refused call throws HttpError. */
async function read<T>(res: Response): Promise<T> {
  if (!res.ok) throw await HttpError.from(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls a path under /api: used for query keys, which the typed client wrote (see keyOf). */
export const request = async <T = unknown>(path: string, init?: RequestInit): Promise<T> =>
  read<T>(await send(path, init));

/** The typed client (core/client): `api.fixtures[':id'].$patch({ param: { id }, json })`, sent through `send`. */
export const api = createClient({
  baseUrl: '',
  fetch: (input: RequestInfo | URL, init?: RequestInit) => send(String(input).slice(prefix.length), init),
});

/** Awaits a typed call: its success JSON (undefined for 204), or HttpError for a refused call. */
export { call as ok };

/** A query key from the typed client's path (`api.leagues.$path()`), relative to /api. */
export const keyOf = (path: string) => path.slice(prefix.length);

/** The text for the 'Error' toast: the server's message, else the spec's fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage ?? fallback;
  return fallback;
}
