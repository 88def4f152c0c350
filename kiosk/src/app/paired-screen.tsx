// A paired TV: asks the server which wallboard to show and its weekly schedule (heartbeat every 30 s,
// every 5 s while the live stream is down, and at once when a screens live event names it), switches
// at each slot's edge itself (offline too, from the last answer it kept), and acts on the organiser's
// remote commands (reload, identify) once each; a revoked token sends it back to the pairing code.
import { useEffect, useState } from 'react';
import { HttpError } from '@core/client/http-error.ts';
import type { ScreenCommand } from '@core/schemas/screen.ts';
import WallboardDisplay from '../display/wallboard-display.tsx';
import { liveUrl, subscribeLive } from '../display/live.ts';
import { nowShowing } from '../display/now-showing.ts';
import { WallboardView } from '../display/wallboard-view.tsx';
import { heartbeat } from '../pairing/screen-api.ts';
import {
  lastCommandId,
  loadAnswer,
  saveAnswer,
  saveLastCommandId,
  type StoredScreen,
} from '../pairing/screen-store.ts';
import { shownBy, useMinute, type Answer } from './schedule-clock.ts';
import { atRotationBoundary, buildId } from './self-heal.ts';

export const WAITING_TEXT = 'Waiting for a wallboard to be assigned';
const HEARTBEAT_MS = 30_000;
/** While the live stream is down, commands and re-assignments arrive by this poll. */
const STREAM_DOWN_POLL_MS = 5_000;
export const IDENTIFY_MS = 10_000;
/** What a newly shown wallboard shows is reported this soon. */
const REPORT_SOON_MS = 3_000;

const identifyStyle = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.85)',
  color: '#fff',
  fontSize: '12vmin',
  fontWeight: 700,
  textAlign: 'center',
  zIndex: 1000,
} as const;

export function PairedScreen({
  apiUrl,
  screen,
  onRevoked,
}: {
  apiUrl: string;
  screen: StoredScreen;
  onRevoked(): void;
}) {
  const [info, setInfo] = useState<Answer | null>(() => loadAnswer<Answer>(screen.screenId));
  const now = useMinute();
  const [identifying, setIdentifying] = useState(false);

  useEffect(() => {
    let stopped = false;
    let streamUp = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let identifyTimer: ReturnType<typeof setTimeout> | undefined;
    let wallboardId: number | null = null;
    let answer = loadAnswer<Answer>(screen.screenId);
    const act = (command: ScreenCommand | null) => {
      if (!command || command.id <= lastCommandId(screen.screenId)) return;
      saveLastCommandId(screen.screenId, command.id);
      if (command.type === 'reload') return location.reload();
      setIdentifying(true);
      clearTimeout(identifyTimer);
      identifyTimer = setTimeout(() => setIdentifying(false), IDENTIFY_MS);
    };
    const beat = async () => {
      clearTimeout(timer);
      let next = streamUp ? HEARTBEAT_MS : STREAM_DOWN_POLL_MS;
      const reportedPage = wallboardId === null ? null : nowShowing.page;
      try {
        const { command, ...me } = await heartbeat(
          apiUrl,
          screen.token,
          buildId,
          shownBy(answer, new Date()),
        );
        if (stopped) return;
        answer = me;
        saveAnswer(me);
        // A new wallboard (or one not on screen yet when reported) is reported again once it shows.
        const shown = shownBy(me, new Date());
        if (shown !== wallboardId) Object.assign(nowShowing, { page: null, sponsorId: null });
        if (shown !== null && (shown !== wallboardId || reportedPage === null))
          next = Math.min(next, REPORT_SOON_MS);
        wallboardId = shown;
        setInfo((old) => (old && JSON.stringify(old) === JSON.stringify(me) ? old : me));
        act(command);
      } catch (err) {
        if (err instanceof HttpError && (err.status === 401 || err.status === 404))
          return void (stopped || onRevoked());
      }
      if (!stopped) timer = setTimeout(beat, next);
    };
    void beat();
    const unsubscribe = subscribeLive(liveUrl(apiUrl, { screenToken: screen.token }), {
      onEvent: (e) => {
        if (e.type.startsWith('screens.') && (e.screenId === undefined || e.screenId === screen.screenId))
          void beat();
      },
      onStatus: (up) => {
        streamUp = up;
        if (up) void beat();
      },
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(identifyTimer);
      unsubscribe();
    };
  }, [apiUrl, screen, onRevoked]);

  if (!info) return <WallboardView feed={null} />;
  const name = identifying && (
    <div role="status" data-testid="identify" style={identifyStyle}>
      {info.name}
    </div>
  );
  const shown = shownBy(info, now);
  if (shown == null)
    return (
      <>
        <WallboardView feed={null} error={WAITING_TEXT} />
        {name}
      </>
    );
  return (
    <>
      <WallboardDisplay
        key={shown}
        wallboardId={shown}
        apiUrl={apiUrl}
        screenToken={screen.token}
        onRotate={atRotationBoundary}
      />
      {name}
    </>
  );
}
