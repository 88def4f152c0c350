// A paired screen's own call: the heartbeat, which tells the server what the TV is and shows, and
// answers which wallboard to show and the latest remote command.
import { call } from '@core/client/client.ts';
import type { HeartbeatAnswer } from '@core/schemas/screen.ts';
import { nowShowing } from '../display/now-showing.ts';
import { clientFor, noStore } from '../display/request.ts';

const loadedAt = new Date(performance.timeOrigin || Date.now()).toISOString();

export function heartbeat(
  apiUrl: string,
  token: string,
  appVersion: string,
  wallboardId: number | null,
): Promise<HeartbeatAnswer> {
  const ratio = window.devicePixelRatio || 1;
  const json = {
    userAgent: navigator.userAgent,
    appVersion,
    resolution: `${Math.round(innerWidth * ratio)}x${Math.round(innerHeight * ratio)}`,
    showing: {
      wallboardId,
      page: wallboardId === null ? null : (nowShowing.page?.slice(0, 100) ?? null),
      sponsorId: nowShowing.sponsorId,
    },
    loadedAt,
  };
  return call(clientFor(apiUrl, { screenToken: token }).screens.heartbeat.$post({ json }, noStore));
}
