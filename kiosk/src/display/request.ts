// The display's tiny transport (no query library in the TV bundle): JSON with the right credentials;
// a refused call is core's HttpError, as in web and the CLI.
import { HttpError } from '../../../core/client/http-error.ts';

export interface Credentials {
  /** A signed-in user's access token (web). */
  token?: string;
  /** A paired screen's token (kiosk). */
  screenToken?: string;
}

export function headersFor(creds: Credentials, json = false): Record<string, string> {
  const h: Record<string, string> = {};
  if (json) h['Content-Type'] = 'application/json';
  if (creds.token) h.Authorization = `Bearer ${creds.token}`;
  if (creds.screenToken) h['X-Screen-Token'] = creds.screenToken;
  return h;
}

export async function getJson<T>(url: string, creds: Credentials = {}): Promise<T> {
  const res = await fetch(url, { headers: headersFor(creds), cache: 'no-store' });
  if (!res.ok) throw await HttpError.from(res);
  return (await res.json()) as T;
}

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
