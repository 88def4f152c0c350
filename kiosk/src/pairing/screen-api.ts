// A paired screen's own call: the heartbeat, which also tells it which wallboard to show.
import { HttpError } from '../../../core/client/http-error.ts';
import type { Heartbeat, ScreenInfo } from '../../../core/schemas/screen.ts';
import { headersFor, joinUrl } from '../display/request.ts';

export async function heartbeat(apiUrl: string, token: string, appVersion: string): Promise<ScreenInfo> {
  const res = await fetch(joinUrl(apiUrl, '/screens/heartbeat'), {
    method: 'POST',
    headers: headersFor({ screenToken: token }, true),
    body: JSON.stringify({ userAgent: navigator.userAgent, appVersion } satisfies Heartbeat),
    cache: 'no-store',
  });
  if (!res.ok) throw await HttpError.from(res);
  return (await res.json()) as ScreenInfo;
}
