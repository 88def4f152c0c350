// The one transport for /api: JSON in and out, bearer token, and the spec's error shape.
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

export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** The server's readable message, shown in the 'Error' toast. */
    readonly serverMessage?: string,
    readonly code?: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpError';
  }
}

export async function request<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  const token = tokenSource();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`${apiBase}${path}`, { ...init, headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      message?: unknown;
      code?: unknown;
      fields?: Record<string, string[]>;
    } | null;
    throw new HttpError(
      res.status,
      typeof body?.message === 'string' ? body.message : undefined,
      typeof body?.code === 'string' ? body.code : undefined,
      body?.fields,
    );
  }
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
