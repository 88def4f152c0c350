// A sponsor's media on its slide. Media that cannot be shown (an image that fails to load, a video
// that errors) gives way to a card with the sponsor's name, never the browser's broken-image icon.
// A video that makes no progress for STALL_MS (an error included) is reported as stalled, so the
// rotator skips to the next sponsor. What actually showed is reported too: the rotator counts an
// impression only for media that showed and did not fail (docs/kiosk-theme.md).
import { useEffect, useRef, useState } from 'react';
import type { FeedSponsor } from './feed.ts';
import './sponsor.css';

/** How long a playing video may make no progress before it is skipped. */
export const STALL_MS = 5_000;

export interface MediaEvents {
  /** The media is on screen (an image loaded, a video advanced, or a sponsor with no media). */
  onShown?: () => void;
  /** It could not be shown: the name card replaces it. */
  onFailed?: () => void;
  /** A video made no progress for STALL_MS. */
  onStalled?: () => void;
}

interface Props extends MediaEvents {
  sponsor: FeedSponsor;
  /** The preloaded next slide: it loads, reports nothing and does not play. */
  hidden?: boolean;
  /** Changes each turn on screen: media that failed is tried again on the sponsor's next turn. */
  turn?: number;
}

export function SponsorNameCard({ name }: { name: string }) {
  return (
    <div className="cb-sponsor-name" data-testid="sponsor-name-card">
      {name}
    </div>
  );
}

/** A sponsor with no media at all: the name card is its whole advert, so it shows (and counts). */
function NameOnly({ name, onShown }: { name: string; onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return <SponsorNameCard name={name} />;
}

function StallWatchedVideo({
  src,
  hidden,
  onShown,
  onFailed,
  onStalled,
}: MediaEvents & { src: string; hidden?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const last = useRef(-1);
  const stalled = useRef(onStalled);
  stalled.current = onStalled;
  const arm = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => stalled.current?.(), STALL_MS);
  };
  useEffect(() => {
    if (hidden) return;
    arm();
    return () => clearTimeout(timer.current);
  }, [hidden]);
  if (hidden) return <video src={src} muted playsInline preload="auto" />;
  return (
    <video
      ref={ref}
      src={src}
      muted
      loop
      playsInline
      autoPlay
      preload="auto"
      onTimeUpdate={() => {
        const t = ref.current?.currentTime ?? -1;
        if (t === last.current) return;
        last.current = t;
        onShown?.();
        arm();
      }}
      // An error stops progress: the watchdog above still skips it after STALL_MS.
      onError={onFailed}
    />
  );
}

export function SponsorMedia({ sponsor, hidden, turn, onShown, onFailed, onStalled }: Props) {
  const [failed, setFailed] = useState(false);
  // A fresh element for each try: an errored <img> or <video> does not load again by itself.
  const [attempt, setAttempt] = useState(0);
  const failedNow = useRef(false);
  useEffect(() => {
    if (!failedNow.current) return;
    failedNow.current = false;
    setFailed(false);
    setAttempt((a) => a + 1);
  }, [turn]);
  const fail = () => {
    failedNow.current = true;
    setFailed(true);
    if (!hidden) onFailed?.();
  };
  const shown = hidden ? undefined : onShown;
  if (sponsor.videoUrl && !sponsor.imageUrl) {
    const stalled = () => {
      fail();
      onStalled?.();
    };
    return (
      <>
        {failed && <SponsorNameCard name={sponsor.name} />}
        {/* Kept mounted out of sight after an error, so its watchdog still reports the stall. */}
        <div className={failed ? 'cb-media-failed' : 'cb-media'}>
          <StallWatchedVideo
            key={attempt}
            src={sponsor.videoUrl}
            hidden={hidden}
            onShown={shown}
            onFailed={fail}
            onStalled={stalled}
          />
        </div>
      </>
    );
  }
  if (failed) return <SponsorNameCard name={sponsor.name} />;
  if (sponsor.imageUrl) {
    return (
      <img
        key={attempt}
        src={sponsor.imageUrl}
        alt={sponsor.name}
        decoding="async"
        onLoad={shown}
        onError={fail}
      />
    );
  }
  return hidden ? null : <NameOnly name={sponsor.name} onShown={onShown} />;
}
