import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotationOrder, sponsorAt } from './sponsor-rotation.ts';

const now = '2027-03-01T12:00:00Z';
const names = (order: { name: string }[]) => order.map((s) => s.name).join('');

describe('weighted sponsor rotation', () => {
  it('shows a weight-3 sponsor three times as often as a weight-1 one, not back to back', () => {
    const order = rotationOrder(
      [
        { name: 'A', weight: 3 },
        { name: 'B', weight: 1 },
        { name: 'C', weight: 1 },
        { name: 'D', weight: 1 },
      ],
      now,
    );
    expect(order).toHaveLength(6);
    expect(names(order).split('A')).toHaveLength(4);
    expect(names(order)).toBe('ABACAD');
  });

  it('leaves out sponsors that are scheduled or no longer active', () => {
    const order = rotationOrder(
      [
        { name: 'A', weight: 2 },
        { name: 'S', weight: 5, activeFrom: '2027-04-01T00:00:00Z' },
        { name: 'I', weight: 5, activeTo: '2027-02-01T00:00:00Z' },
        { name: 'B', weight: 2, activeFrom: '2027-01-01T00:00:00Z', activeTo: '2027-12-01T00:00:00Z' },
      ],
      now,
    );
    expect(names(order)).toBe('ABAB');
    expect(rotationOrder([], now)).toEqual([]);
  });

  it('treats a missing weight as 1 and is deterministic', () => {
    const input = [{ name: 'A' }, { name: 'B', weight: null }];
    expect(names(rotationOrder(input, now))).toBe('AB');
    expect(rotationOrder(input, now)).toEqual(rotationOrder(input, now));
  });

  it('for any weights: counts equal weights, and nobody follows themselves when that is possible', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 12 }), (weights) => {
        const sponsors = weights.map((weight, id) => ({ id, weight }));
        const order = rotationOrder(sponsors, now);
        const total = weights.reduce((a, b) => a + b, 0);
        expect(order).toHaveLength(total);
        weights.forEach((w, id) => expect(order.filter((s) => s.id === id)).toHaveLength(w));
        for (let i = 0; i < total && total > 1; i++) {
          const here = order[i];
          const next = order[(i + 1) % total];
          if (here.weight * 2 <= total) expect(next.id).not.toBe(here.id);
        }
      }),
    );
  });

  it('advances every 10 seconds and wraps around', () => {
    const order = ['A', 'B', 'C'];
    expect(sponsorAt(order, 0)).toBe('A');
    expect(sponsorAt(order, 9_999)).toBe('A');
    expect(sponsorAt(order, 10_000)).toBe('B');
    expect(sponsorAt(order, 30_000)).toBe('A');
    expect(sponsorAt([], 10_000)).toBeUndefined();
  });
});
