import { describe, expect, it } from 'vitest';
import { rotationOrder } from './rotation.ts';
import type { FeedSponsor } from './feed.ts';

const sponsor = (id: number, weight: number, extra: Partial<FeedSponsor> = {}): FeedSponsor => ({
  id,
  name: `S${id}`,
  imageUrl: null,
  videoUrl: null,
  weight,
  activeFrom: null,
  activeTo: null,
  ...extra,
});
const now = Date.parse('2026-11-22T12:00:00Z');

describe('sponsor rotation order', () => {
  it('shows a weight-3 sponsor three times as often as a weight-1 sponsor, spread out', () => {
    const order = rotationOrder([sponsor(1, 3), sponsor(2, 1)], now).map((s) => s.id);
    expect(order).toHaveLength(4);
    expect(order.filter((id) => id === 1)).toHaveLength(3);
    expect(order.filter((id) => id === 2)).toHaveLength(1);
  });

  it("merges the feed's repeated entries back into one weighted sponsor", () => {
    const feed = [sponsor(1, 2), sponsor(2, 1), sponsor(1, 2)];
    const order = rotationOrder(feed, now).map((s) => s.id);
    expect(order.sort()).toEqual([1, 1, 2]);
  });

  it('leaves out sponsors outside their active dates and merges duplicates', () => {
    const order = rotationOrder(
      [
        sponsor(1, 1, { activeFrom: '2026-12-01T00:00:00Z' }),
        sponsor(2, 1, { activeTo: '2026-11-01T00:00:00Z' }),
        sponsor(3, 2),
        sponsor(3, 2),
      ],
      now,
    ).map((s) => s.id);
    expect(order).toEqual([3, 3]);
  });

  it('is empty when nothing is active', () => {
    expect(rotationOrder([], now)).toEqual([]);
  });
});
