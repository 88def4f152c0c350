// A paired TV: asks the server which wallboard it shows (heartbeat every 30 s, and at once when a
// screens live event names it); a revoked token sends it back to the pairing code.
import { useEffect, useState } from 'react';
import { HttpError } from '../../../core/client/http-error.ts';
import type { ScreenInfo } from '../../../core/schemas/screen.ts';
import WallboardDisplay from '../display/wallboard-display.tsx';
import { liveUrl, subscribeLive } from '../display/live.ts';
import { WallboardView } from '../display/wallboard-view.tsx';
import { heartbeat } from '../pairing/screen-api.ts';
import type { StoredScreen } from '../pairing/screen-store.ts';
import { atRotationBoundary, buildId } from './self-heal.ts';

export const WAITING_TEXT = 'Waiting for a wallboard to be assigned';
const HEARTBEAT_MS = 30_000;

export function PairedScreen({
  apiUrl,
  screen,
  onRevoked,
}: {
  apiUrl: string;
  screen: StoredScreen;
  onRevoked(): void;
}) {
  const [info, setInfo] = useState<ScreenInfo | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const beat = async () => {
      clearTimeout(timer);
      try {
        const me = await heartbeat(apiUrl, screen.token, buildId);
        if (!stopped)
          setInfo((old) => (old && old.wallboardId === me.wallboardId && old.name === me.name ? old : me));
      } catch (err) {
        if (err instanceof HttpError && (err.status === 401 || err.status === 404))
          return void (stopped || onRevoked());
      }
      if (!stopped) timer = setTimeout(beat, HEARTBEAT_MS);
    };
    void beat();
    const unsubscribe = subscribeLive(liveUrl(apiUrl, { screenToken: screen.token }), {
      onEvent: (e) => {
        if (e.type.startsWith('screens.') && (e.screenId === undefined || e.screenId === screen.screenId))
          void beat();
      },
      onStatus: (up) => {
        if (up) void beat();
      },
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [apiUrl, screen, onRevoked]);

  if (!info) return <WallboardView feed={null} />;
  if (info.wallboardId == null) return <WallboardView feed={null} error={WAITING_TEXT} />;
  return (
    <WallboardDisplay
      key={info.wallboardId}
      wallboardId={info.wallboardId}
      apiUrl={apiUrl}
      screenToken={screen.token}
      onRotate={atRotationBoundary}
    />
  );
}
