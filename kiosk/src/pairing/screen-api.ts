// A paired screen's own call: the heartbeat, which also tells it which wallboard to show.
import { call } from '../../../core/client/client.ts';
import type { ScreenInfo } from '../../../core/schemas/screen.ts';
import { clientFor, noStore } from '../display/request.ts';

export function heartbeat(apiUrl: string, token: string, appVersion: string): Promise<ScreenInfo> {
  const json = { userAgent: navigator.userAgent, appVersion };
  return call(clientFor(apiUrl, { screenToken: token }).screens.heartbeat.$post({ json }, noStore));
}
