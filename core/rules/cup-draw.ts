// A cup's draw, pure and seeded (docs/cups.md): the same seed and the same entries give the same
// draw, so a draw can be shown to be fair by running it again. Entries are ranked (by standings,
// rating, a manual order or at random; ties broken by the seeded shuffle), then placed in the
// standard bracket order, so seeds 1 and 2 can only meet in the final and byes go to the top seeds.
// Saving the draw and moving winners on is SQL's (public.save_cup_draw, public.cup_advance).

export type SeedFrom = 'manual' | 'standings' | 'rating' | 'random';

export interface DrawEntry {
  id: number;
  /** Lower ranks first (a standings position); null ranks after every number. */
  rank?: number | null;
}

export interface Draw {
  /** Entry ids in seed order: seeds[0] is seed 1. */
  seeds: number[];
  /** Round 1's sides in bracket order, two to a match; null is a bye. */
  positions: (number | null)[];
  rounds: number;
}

/** A 32-bit FNV-1a hash of the seed text, feeding mulberry32: small, fast and the same everywhere. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the seeded generator. */
export function shuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The seed at each bracket position for a bracket of `size` (a power of two): 1, 8, 4, 5, 2, 7, 3, 6. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2 + 1;
    order = order.flatMap((s) => [s, n - s]);
  }
  return order;
}

export function bracketSize(entries: number): number {
  let size = 2;
  while (size < entries) size *= 2;
  return size;
}

/**
 * Ranks the entries (ids sorted first, so the caller's order never matters; then the seeded shuffle;
 * then a stable sort by rank) and places them. `manual` keeps the given order.
 */
export function drawCup(entries: readonly DrawEntry[], seedFrom: SeedFrom, seed: string): Draw {
  if (entries.length < 2) throw new Error('A cup needs at least two entries to draw');
  const ranked =
    seedFrom === 'manual'
      ? [...entries]
      : shuffle(
          [...entries].sort((a, b) => a.id - b.id),
          seed,
        ).sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity));
  const seeds = ranked.map((e) => e.id);
  const size = bracketSize(seeds.length);
  const positions = bracketOrder(size).map((s) => seeds[s - 1] ?? null);
  return { seeds, positions, rounds: Math.log2(size) };
}
