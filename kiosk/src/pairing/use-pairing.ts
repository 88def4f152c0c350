// The TV's pairing loop: get a code, poll every `interval` seconds (plus 5 s per slow_down, as RFC 8628
// asks), replace the code when it expires, and hand over the screen token once an organiser claims it.
// The live stream says when any screen is paired (no ids): the TV polls at once, so it shows its
// wallboard within a second of the organiser saving, not at its next poll.
import { useEffect, useState } from 'react';
import { liveUrl as streamUrl } from '@core/client/client.ts';
import { subscribeLive } from '../display/live.ts';
import { clientFor } from '../display/request.ts';
import { pollPairing, startPairing } from './pairing-api.ts';

export interface Paired {
  token: string;
  screenId: number;
}

export function usePairing(
  apiUrl: string,
  onPaired: (p: Paired) => void,
): { code: string | null; offline: boolean } {
  const [code, setCode] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let secret = '';
    let interval = 5;
    let expiresAt = 0;
    let polling = false;
    const wait = (s: number, fn: () => void) => {
      if (!stopped) timer = setTimeout(fn, s * 1000);
    };

    async function fresh() {
      try {
        const start = await startPairing(apiUrl);
        if (stopped) return;
        secret = start.deviceSecret;
        interval = start.interval || 5;
        expiresAt = Date.now() + start.expiresIn * 1000;
        setCode(start.code);
        setOffline(false);
        wait(interval, poll);
      } catch {
        setOffline(true);
        wait(interval, fresh);
      }
    }

    async function poll() {
      if (polling || !secret) return;
      clearTimeout(timer);
      if (Date.now() >= expiresAt) return void fresh();
      polling = true;
      try {
        const r = await pollPairing(apiUrl, secret).finally(() => (polling = false));
        if (stopped) return;
        setOffline(false);
        if (r.kind === 'paired') return onPaired({ token: r.token, screenId: r.screenId });
        if (r.kind === 'expired') return void fresh();
        if (r.kind === 'slow_down') interval += 5;
      } catch {
        setOffline(true);
      }
      wait(interval, poll);
    }

    void fresh();
    const unsubscribe = subscribeLive(streamUrl(clientFor(apiUrl), { topics: ['screens'] }), {
      onEvent: (e) => e.type === 'screens.insert' && void poll(),
      onStatus: () => {},
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [apiUrl, onPaired]);

  return { code, offline };
}
