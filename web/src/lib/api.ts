// The one transport for /api: core's typed client (built from the route declarations), sent with the
// configured base and the bearer token; JSON in and out, and the spec's error shape.
import { call, createClient, HttpError } from '@core/client/client.ts';

export { HttpError };

/** The prefix of every declared path; a configured apiUrl replaces it. */
const prefix = '/api';
let apiBase = prefix;
let tokenSource: () => string | undefined = () => undefined;
let sessionEnded: (message: string) => void = () => {};
/** The token the API last said has ended, so one ended session is acted on once. */
let endedToken: string | undefined;

/**
 * apiUrl from /config.json; the API's paths all live under '/api'. `onSessionEnded` runs when the API
 * refuses the current token because its session has ended (signed out on all devices, or a password
 * changed elsewhere): the app then signs out here too, instead of staying signed in with every read
 * refused until the token expires.
 */
export function configureApi(options: {
  apiUrl?: string;
  token: () => string | undefined;
  onSessionEnded?: (message: string) => void;
}): void {
  if (options.apiUrl) {
    const base = options.apiUrl.replace(/\/+$/, '');
    apiBase = base.endsWith(prefix) ? base : `${base}${prefix}`;
  }
  tokenSource = options.token;
  if (options.onSessionEnded) sessionEnded = options.onSessionEnded;
}

/** A 401 `session_revoked` (api/auth.ts) for the token still in use: the session has ended. */
async function noticeEndedSession(res: Response, token: string): Promise<void> {
  if (res.status !== 401 || token === endedToken) return;
  const error = await HttpError.from(res.clone());
  if (error.code !== 'session_revoked' || tokenSource() !== token || token === endedToken) return;
  endedToken = token;
  sessionEnded(error.serverMessage ?? 'Session has ended; sign in again');
}

/** The absolute-or-relative base of /api, as configured. */
export const apiBaseUrl = () => apiBase;

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  // JSON unless the caller says otherwise (an uploaded image is sent as its own type).
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = tokenSource();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`${apiBase}${path}`, { ...init, headers });
  if (token) await noticeEndedSession(res, token);
  return res;
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
