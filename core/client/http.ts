// The one transport of the /api client: JSON in and out, a bearer token when there is a session,
// and a refused call thrown as HttpError (./http-error.ts) with the server's message and fields.
import { HttpError } from './http-error.ts';

export interface HttpOptions {
  /** The API base, e.g. 'http://localhost:8787/api' or a Supabase functions URL ending in /api. */
  baseUrl: string;
  /** The current access token, or null/undefined when signed out. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Extra headers on every request (e.g. Supabase's apikey, or a paired screen's token). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as Idempotency-Key: the server applies the write once, replays return its first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const url = baseUrl.replace(/\/+$/, '') + path;
  const params = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (params.length === 0) return url;
  return `${url}?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}

export function createHttp(options: HttpOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
    const token = await options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    const res = await doFetch(buildUrl(options.baseUrl, path, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
    if (!res.ok) throw await HttpError.from(res);
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

export type Request = ReturnType<typeof createHttp>;
