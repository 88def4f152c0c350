import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketOrder, drawCup, type DrawEntry } from './cup-draw.ts';

const entriesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 130 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(fc.option(fc.integer({ min: 1, max: 20 })), {
        minLength: ids.length,
        maxLength: ids.length,
      }),
    ),
  )
  .map(([ids, ranks]): DrawEntry[] => ids.map((id, i) => ({ id, rank: ranks[i] })));
const seedFromArb = fc.constantFrom('manual', 'standings', 'rating', 'random' as const);

/** The round in which the entries at two bracket positions would meet. */
const meetingRound = (a: number, b: number) => {
  let round = 1;
  while (a >> round !== b >> round) round += 1;
  return round;
};

describe('drawing a cup', () => {
  it('places every entry exactly once, two to a match at most', () => {
    fc.assert(
      fc.property(entriesArb, seedFromArb, fc.string(), (entries, seedFrom, seed) => {
        const draw = drawCup(entries, seedFrom, seed);
        const placed = draw.positions.filter((p) => p !== null);
        expect([...placed].sort((a, b) => a - b)).toEqual(entries.map((e) => e.id).sort((a, b) => a - b));
        expect(draw.positions.length).toBe(2 ** draw.rounds);
        expect(draw.positions.length).toBeLessThan(entries.length * 2);
        for (let i = 0; i < draw.positions.length; i += 2) {
          expect(draw.positions[i] ?? draw.positions[i + 1]).not.toBeNull();
        }
      }),
    );
  });

  it('gives the byes to the top seeds only, so the second round is full', () => {
    fc.assert(
      fc.property(entriesArb, seedFromArb, fc.string(), (entries, seedFrom, seed) => {
        const draw = drawCup(entries, seedFrom, seed);
        const byes = draw.positions.length - entries.length;
        const withBye: number[] = [];
        for (let i = 0; i < draw.positions.length; i += 2) {
          const [a, b] = [draw.positions[i], draw.positions[i + 1]];
          if (a === null || b === null) withBye.push(draw.seeds.indexOf((a ?? b)!) + 1);
        }
        expect(withBye.sort((a, b) => a - b)).toEqual(Array.from({ length: byes }, (_, i) => i + 1));
      }),
    );
  });

  it('lets seeds 1 and 2 meet only in the final', () => {
    fc.assert(
      fc.property(entriesArb, seedFromArb, fc.string(), (entries, seedFrom, seed) => {
        const draw = drawCup(entries, seedFrom, seed);
        const at = (s: number) => draw.positions.indexOf(draw.seeds[s - 1]);
        expect(meetingRound(at(1), at(2))).toBe(draw.rounds);
      }),
    );
  });

  it('gives the same draw for the same seed and entries, whatever their order', () => {
    fc.assert(
      fc.property(
        entriesArb,
        seedFromArb.filter((s) => s !== 'manual'),
        fc.string(),
        (entries, seedFrom, seed) => {
          const again = drawCup([...entries].reverse(), seedFrom, seed);
          expect(again).toEqual(drawCup(entries, seedFrom, seed));
        },
      ),
    );
  });

  it('seeds by rank, lowest first, and keeps a manual order as given', () => {
    const entries = [
      { id: 7, rank: 3 },
      { id: 3, rank: 1 },
      { id: 9, rank: 2 },
    ];
    expect(drawCup(entries, 'standings', 'x').seeds).toEqual([3, 9, 7]);
    expect(drawCup(entries, 'manual', 'x').seeds).toEqual([7, 3, 9]);
    expect(drawCup(entries, 'standings', 'x').positions).toEqual([3, null, 9, 7]);
  });

  it('draws differently for another seed', () => {
    const entries = Array.from({ length: 16 }, (_, i) => ({ id: i + 1 }));
    expect(drawCup(entries, 'random', 'a').seeds).not.toEqual(drawCup(entries, 'random', 'b').seeds);
  });

  it('orders an 8 bracket as 1, 8, 4, 5, 2, 7, 3, 6', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });
});
