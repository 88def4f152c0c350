// sponsors: one at a time, advancing every 10 s and wrapping, in weight-honouring order. Only the
// current and the next sponsor's media are mounted (the next one hidden, so it is decoded ahead).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAnimate } from 'framer-motion/mini';
import type { FeedSponsor } from './feed.ts';
import { PanelBoundary } from './panel-boundary.tsx';
import { MIN_IMPRESSION_MS, ROTATION_MS, rotationOrder } from './rotation.ts';
import { nowShowing } from './now-showing.ts';

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
}

function Media({ sponsor, hidden }: { sponsor: FeedSponsor; hidden?: boolean }) {
  if (sponsor.imageUrl) return <img src={sponsor.imageUrl} alt={sponsor.name} decoding="async" />;
  if (sponsor.videoUrl) {
    // The hidden "next" video only preloads; it plays once it becomes the current slide.
    return <video src={sponsor.videoUrl} muted loop playsInline autoPlay={!hidden} preload="auto" />;
  }
  return <div className="cb-sponsor-name">{sponsor.name}</div>;
}

export function SponsorRotator({ sponsors, onImpression, onRotate }: Props) {
  // The order only changes when the sponsor list does; active dates are re-checked at each cycle.
  const [cycle, setCycle] = useState(0);
  const order = useMemo(() => rotationOrder(sponsors, Date.now()), [sponsors, cycle]); // eslint-disable-line react-hooks/exhaustive-deps
  // Turns count every 10 s showing, even of the same sponsor (a wallboard with one sponsor still
  // rotates: it records an impression per turn and re-checks active dates at each cycle).
  const [turn, setTurn] = useState(0);
  const index = order.length ? turn % order.length : 0;
  const current = order.length ? order[index] : undefined;
  const next = order.length > 1 ? order[(index + 1) % order.length] : undefined;
  const shown = useRef<{ id: number; at: number } | null>(null);
  const report = useRef(onImpression);
  report.current = onImpression;
  const rotated = useRef(onRotate);
  rotated.current = onRotate;
  const [scope, animate] = useAnimate<HTMLDivElement>();

  // Record the impression of the turn being left (if it was up long enough), start the new one.
  const currentId = current?.id;
  useEffect(() => {
    nowShowing.sponsorId = currentId ?? null;
    if (currentId === undefined) return;
    shown.current = { id: currentId, at: Date.now() };
    return () => {
      const s = shown.current;
      shown.current = null;
      if (!s) return;
      const durationMs = Date.now() - s.at;
      if (durationMs > MIN_IMPRESSION_MS) report.current?.({ sponsorId: s.id, durationMs });
    };
  }, [currentId, turn]);

  // A new slide fades in; the same sponsor on its next turn stays as it is.
  useEffect(() => {
    if (currentId !== undefined && scope.current) {
      animate(scope.current, { opacity: [0, 1], transform: ['scale(0.97)', 'scale(1)'] }, { duration: 0.6 });
    }
  }, [currentId, index, animate, scope]);

  useEffect(() => {
    if (order.length === 0) return;
    const timer = setTimeout(() => {
      if ((turn + 1) % order.length === 0) setCycle((c) => c + 1);
      setTurn((t) => t + 1);
      rotated.current?.();
    }, ROTATION_MS);
    return () => clearTimeout(timer);
  }, [turn, order.length]);

  if (!current) return <div className="cb-empty">{NO_SPONSORS}</div>;
  return (
    <>
      <div
        ref={scope}
        key={`${index}-${current.id}`}
        className="cb-slide"
        data-testid="sponsor-slide"
        data-sponsor-id={current.id}
        data-slot={index}
      >
        <PanelBoundary fallback={<div className="cb-sponsor-name">{current.name}</div>}>
          <Media sponsor={current} />
        </PanelBoundary>
      </div>
      {next && next.id !== current.id && (next.imageUrl || next.videoUrl) && (
        <div className="cb-preload" aria-hidden="true">
          <PanelBoundary>
            <Media sponsor={next} hidden />
          </PanelBoundary>
        </div>
      )}
    </>
  );
}
