// The order a sponsors wallboard shows its sponsors in, one per 10 s slot, wrapping around.
// Within one cycle a sponsor of weight w appears w times, and appearances of one sponsor are kept apart:
// no sponsor follows itself (also across the wrap) whenever its weight is at most half the cycle.
import { isSponsorActive, type SponsorDates } from './sponsor-status.ts';
import type { Instant } from './time.ts';

export interface RotatingSponsor extends SponsorDates {
  weight?: number | null;
}

export const ROTATION_INTERVAL_MS = 10_000;

function weightOf(sponsor: RotatingSponsor): number {
  const w = Math.round(sponsor.weight ?? 1);
  return Math.min(10, Math.max(1, Number.isFinite(w) ? w : 1));
}

/** One cycle of the rotation over the sponsors active at `now`; deterministic for the same input. */
export function rotationOrder<T extends RotatingSponsor>(
  sponsors: readonly T[],
  now: Instant = new Date(),
): T[] {
  const active = sponsors.filter((s) => isSponsorActive(s, now));
  const weights = active.map(weightOf);
  const total = weights.reduce((a, b) => a + b, 0);
  const remaining = [...weights];
  // Smooth weighted round robin credits spread each sponsor evenly over the cycle ...
  const credit = weights.map(() => 0);
  const picks: number[] = [];
  for (let slot = 0; slot < total; slot++) {
    const left = total - slot;
    const prev = picks.length ? picks[picks.length - 1] : -1;
    const first = picks.length ? picks[0] : -1;
    remaining.forEach((r, i) => {
      if (r > 0) credit[i] += weights[i];
    });
    let candidates = remaining.flatMap((r, i) => (r > 0 && i !== prev ? [i] : []));
    if (candidates.length === 0) candidates = [prev];
    // ... while a sponsor that would no longer fit in every other remaining slot goes now, so it
    // never has to follow itself (the last slot neighbours the first one across the wrap).
    const urgent = candidates.filter((i) => {
      const restCapacity = i === first ? Math.floor((left - 1) / 2) : Math.ceil((left - 1) / 2);
      return remaining[i] > restCapacity;
    });
    const pool = urgent.length ? urgent : candidates;
    const best = pool.reduce((a, b) => (credit[b] > credit[a] ? b : a));
    credit[best] -= total;
    remaining[best] -= 1;
    picks.push(best);
  }
  return picks.map((i) => active[i]);
}

/** Which sponsor of the cycle is on screen `elapsedMs` after the rotation started. */
export function sponsorAt<T>(
  order: readonly T[],
  elapsedMs: number,
  intervalMs = ROTATION_INTERVAL_MS,
): T | undefined {
  if (order.length === 0) return undefined;
  return order[Math.floor(Math.max(0, elapsedMs) / intervalMs) % order.length];
}
