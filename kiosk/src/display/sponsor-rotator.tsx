// sponsors: one at a time, advancing every 10 s and wrapping, in weight-honouring order. Only the
// current and the next sponsor's media are mounted (the next one hidden, so it is decoded ahead).
// The sponsors board and a score board's sponsor strip both rotate with this one component.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FeedSponsor } from './feed.ts';
import { PanelBoundary } from './panel-boundary.tsx';
import { MIN_IMPRESSION_MS, ROTATION_MS, rotationOrder } from './rotation.ts';
import { nowShowing } from './now-showing.ts';
import { SponsorMedia, SponsorNameCard, type MediaEvents } from './sponsor-media.tsx';

export const NO_SPONSORS = 'No sponsors assigned';

export interface Impression {
  sponsorId: number;
  durationMs: number;
}

interface Props {
  sponsors: FeedSponsor[];
  onImpression?: (impression: Impression) => void;
  /** Called at each rotation boundary (the kiosk reloads for a new deploy only there). */
  onRotate?: () => void;
  /** Shown while no sponsor is active (the strip shows nothing). */
  empty?: ReactNode;
}

export function SponsorRotator({
  sponsors,
  onImpression,
  onRotate,
  empty = <div className="cb-empty">{NO_SPONSORS}</div>,
}: Props) {
  // The order only changes when the sponsor list does; active dates are re-checked at each cycle.
  const [cycle, setCycle] = useState(0);
  const order = useMemo(() => rotationOrder(sponsors, Date.now()), [sponsors, cycle]); // eslint-disable-line react-hooks/exhaustive-deps
  // Turns count every 10 s showing, even of the same sponsor (a wallboard with one sponsor still
  // rotates: it records an impression per turn and re-checks active dates at each cycle).
  const [turn, setTurn] = useState(0);
  const index = order.length ? turn % order.length : 0;
  const current = order.length ? order[index] : undefined;
  const next = order.length > 1 ? order[(index + 1) % order.length] : undefined;
  const shown = useRef<{ id: number; at: number; key: string } | null>(null);
  // Per mounted slide: whether its media showed (and did not fail since); only then does a turn count.
  // A map, not one value: the next slide's cached image may load before the last one's turn is closed.
  const media = useRef(new Map<string, boolean>());
  const slideKey = current ? `${index}-${current.id}` : '';
  // Each mounted slide gets its own id (a slide key comes back every cycle), so a report of the
  // media of an earlier showing never counts for this one.
  const mount = useRef({ slideKey: '', id: 0 });
  if (mount.current.slideKey !== slideKey) mount.current = { slideKey, id: mount.current.id + 1 };
  const mediaKey = String(mount.current.id);
  const report = useRef(onImpression);
  report.current = onImpression;
  const rotated = useRef(onRotate);
  rotated.current = onRotate;
  const scope = useRef<HTMLDivElement>(null);

  // Record the impression of the turn being left (if its media showed, and it was up long enough),
  // start the new one. The time runs from the slide's start: the next media is decoded ahead.
  const currentId = current?.id;
  useEffect(() => {
    nowShowing.sponsorId = currentId ?? null;
    if (currentId === undefined) return;
    shown.current = { id: currentId, at: Date.now(), key: mediaKey };
    const seen = media.current;
    return () => {
      const s = shown.current;
      shown.current = null;
      if (!s || !seen.get(s.key)) return;
      const durationMs = Date.now() - s.at;
      if (durationMs > MIN_IMPRESSION_MS) report.current?.({ sponsorId: s.id, durationMs });
    };
  }, [currentId, turn]); // eslint-disable-line react-hooks/exhaustive-deps -- mediaKey follows them

  // Moves to the next turn: at the end of 10 s, or at once when the video on screen stalls.
  const advance = useRef(() => {});
  advance.current = () => {
    if ((turn + 1) % order.length === 0) setCycle((c) => c + 1);
    setTurn((t) => t + 1);
    rotated.current?.();
  };
  const events = useMemo<MediaEvents>(() => {
    const mark = (ok: boolean) => {
      const seen = media.current;
      seen.set(mediaKey, ok);
      // The slides still on screen or being closed are the last few; older ones are forgotten.
      if (seen.size > 4) seen.delete(seen.keys().next().value as string);
    };
    return {
      onShown: () => mark(true),
      onFailed: () => mark(false),
      onStalled: () => advance.current(),
    };
  }, [mediaKey]);

  // A new slide fades in; the same sponsor on its next turn stays as it is. The browser's own Web
  // Animations API (Chromium 84+), not an animation library: the kiosk's budget is 45 KB (docs/kiosk.md).
  useEffect(() => {
    if (currentId !== undefined && scope.current?.animate) {
      scope.current.animate(
        [
          { opacity: 0, transform: 'scale(0.97)' },
          { opacity: 1, transform: 'scale(1)' },
        ],
        { duration: 600, easing: 'ease-out' },
      );
    }
  }, [currentId, index]);

  useEffect(() => {
    if (order.length === 0) return;
    const timer = setTimeout(() => advance.current(), ROTATION_MS);
    return () => clearTimeout(timer);
  }, [turn, order.length]);

  if (!current) return <>{empty}</>;
  return (
    <>
      <div
        ref={scope}
        key={slideKey}
        className="cb-slide"
        data-testid="sponsor-slide"
        data-sponsor-id={current.id}
        data-slot={index}
      >
        <PanelBoundary fallback={<SponsorNameCard name={current.name} />}>
          <SponsorMedia sponsor={current} turn={turn} {...events} />
        </PanelBoundary>
      </div>
      {next && next.id !== current.id && (next.imageUrl || next.videoUrl) && (
        <div className="cb-preload" aria-hidden="true">
          <PanelBoundary>
            <SponsorMedia sponsor={next} hidden />
          </PanelBoundary>
        </div>
      )}
    </>
  );
}
