// Sponsor rotation on the display: the feed lists a sponsor once per unit of weight; the order itself
// is core's rule (re-applied here so active dates are re-checked as a TV runs for days).
import { rotationOrder as coreOrder, ROTATION_INTERVAL_MS } from '@core/rules/sponsor-rotation.ts';
import type { FeedSponsor } from './feed.ts';

export const ROTATION_MS = ROTATION_INTERVAL_MS;
export const MIN_IMPRESSION_MS = 100;

/** One full cycle of sponsors; duplicates in the input (by id) are merged first. */
export function rotationOrder(sponsors: FeedSponsor[], now: number): FeedSponsor[] {
  const unique = new Map<number, FeedSponsor>();
  for (const s of sponsors) if (!unique.has(s.id)) unique.set(s.id, s);
  return coreOrder([...unique.values()], new Date(now));
}
