// The one transport for /api: the typed client built from the route declarations (hono/client's
// hc over AppType), with JSON in and out, the bearer token, and the spec's error shape.
import { hc, type ClientResponse } from 'hono/client';
import { HttpError } from '@core/client/http-error.ts';
// Type-only: the route declarations give the client its paths, inputs and outputs, and cost nothing.
import type { AppType } from '../../../api/app.ts';

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
  headers.set('Content-Type', 'application/json');
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

/** The typed client: `api.fixtures[':id'].$patch({ param: { id }, json })`, sent through `send`. */
export const api = hc<AppType>('', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => send(String(input).slice(prefix.length), init),
}).api;

/** What a declared route answers when it succeeds: its 200/201 JSON, or undefined for 204. */
export type Ok<R> =
  R extends ClientResponse<infer T, infer S, infer _F>
    ? [S] extends [204]
      ? undefined
      : [S] extends [200 | 201]
        ? T
        : never
    : never;

/** Awaits a typed call: its success JSON, or HttpError for a refused call. */
export async function ok<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Ok<R>> {
  return read<Ok<R>>(await call);
}

/** A query key from the typed client's path (`api.leagues.$path()`), relative to /api. */
export const keyOf = (path: string) => path.slice(prefix.length);

/** The text for the 'Error' toast: the server's message, else the spec's fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage ?? fallback;
  return fallback;
}
