// The board's clock: HH:mm in the league's time zone when the feed names one (else the TV's), moved
// on at each minute boundary by one timer that re-arms itself.
import { useEffect, useState } from 'react';

/** HH:mm in timeZone (the TV's own when absent or unknown); score-cards.tsx writes kick-offs with it. */
export function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', options); // a zone this TV does not know: its own
  }
}

export function Clock({ timeZone }: { timeZone?: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          arm();
        },
        60_000 - (Date.now() % 60_000),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, []);
  return (
    <time className="cb-clock" data-testid="clock">
      {formatter(timeZone ?? undefined).format(now)}
    </time>
  );
}
