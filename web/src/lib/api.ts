// The one transport for /api: JSON in and out, bearer token, and the spec's error shape.
import { HttpError } from '@core/client/http-error.ts';

export { HttpError };

let apiBase = '/api';
let tokenSource: () => string | undefined = () => undefined;

/** apiUrl from /config.json; the API's paths all live under '/api'. */
export function configureApi(options: { apiUrl?: string; token: () => string | undefined }): void {
  if (options.apiUrl) {
    const base = options.apiUrl.replace(/\/+$/, '');
    apiBase = base.endsWith('/api') ? base : `${base}/api`;
  }
  tokenSource = options.token;
}

/** The absolute-or-relative base of /api, as configured. */
export const apiBaseUrl = () => apiBase;

export async function request<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  const token = tokenSource();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`${apiBase}${path}`, { ...init, headers });
  if (!res.ok) throw await HttpError.from(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => request<T>(path),
  post: <T>(path: string, body?: unknown) =>
    request<T>(path, { method: 'POST', body: JSON.stringify(body ?? {}) }),
  patch: <T>(path: string, body: unknown) =>
    request<T>(path, { method: 'PATCH', body: JSON.stringify(body) }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};

/** The text for the 'Error' toast: the server's message, else the spec's fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage ?? fallback;
  return fallback;
}
