// A paired screen's own calls: who am I (which wallboard), and heartbeats.
import { HttpError } from '../../../core/client/http-error.ts';
import { headersFor, joinUrl } from '../display/request.ts';

export interface ScreenInfo {
  id: number;
  name: string;
  wallboardId: number | null;
}

export async function heartbeat(apiUrl: string, token: string, appVersion: string): Promise<ScreenInfo> {
  const res = await fetch(joinUrl(apiUrl, '/screens/heartbeat'), {
    method: 'POST',
    headers: headersFor({ screenToken: token }, true),
    body: JSON.stringify({ userAgent: navigator.userAgent, appVersion }),
    cache: 'no-store',
  });
  if (!res.ok) throw await HttpError.from(res);
  return (await res.json()) as ScreenInfo;
}

export async function whoAmI(apiUrl: string, token: string): Promise<ScreenInfo> {
  const res = await fetch(joinUrl(apiUrl, '/screens/me'), {
    headers: headersFor({ screenToken: token }),
    cache: 'no-store',
  });
  if (!res.ok) throw await HttpError.from(res);
  return (await res.json()) as ScreenInfo;
}
