// Following the schedule on the TV: the wallboard the last heartbeat answer puts on screen at a given
// time, and a clock that ticks at each minute's start (slots begin and end on whole minutes), so the
// TV switches at a slot's edge without a reload and without the network.
import { useEffect, useState } from 'react';
import { scheduledWallboard } from '@core/rules/schedule.ts';
import type { HeartbeatAnswer } from '@core/schemas/screen.ts';

export type Answer = Omit<HeartbeatAnswer, 'command'>;

/** The wallboard on screen at `at`: the schedule's slot's, else the default. */
export function shownBy(answer: Answer | null, at: Date): number | null {
  if (!answer) return null;
  const s = answer.schedule;
  return s ? scheduledWallboard(s.slots, answer.wallboardId, at, s.timeZone) : answer.wallboardId;
}

/** The current time, renewed at each minute's start (slots begin and end on whole minutes). */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), 60_000 - (Date.now() % 60_000) + 50);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
