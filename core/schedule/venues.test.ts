import { describe, expect, it } from 'vitest';
import { planRoundRobin } from './round-robin.ts';
import { atHomeVenues, moveClashes, venueClashes } from './venues.ts';

// Anchor and Bell share The Crown (one table); Crown and Dragon play at The Bell (no tables recorded).
const home: Record<string, string> = { Anchor: 'Crown', Bell: 'Crown', Crown: 'Bell', Dragon: 'Bell' };
const tables: Record<string, number> = { Crown: 1, Bell: 0 };
const plan = planRoundRobin(['Anchor', 'Bell', 'Crown', 'Dragon'], { start: '2027-01-07' });
const placed = atHomeVenues(plan, (t) => home[t]);

describe('venues of a planned round robin', () => {
  it('puts each match at its home team’s venue', () => {
    expect(placed.every((m) => m.venue === home[m.home])).toBe(true);
  });

  it('reports nights where a venue has more matches than tables, never a venue without tables', () => {
    const clashes = venueClashes(placed, (v) => tables[v]);
    expect(clashes.length).toBeGreaterThan(0);
    for (const c of clashes) expect(c).toMatchObject({ venue: 'Crown', tables: 1, matches: 2 });
  });

  it('moves the extra match to the next free night, past blackout dates, and leaves no clash', () => {
    const [clash] = venueClashes(placed, (v) => tables[v]);
    const next = new Date(Date.parse(`${clash.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const moved = moveClashes(placed, (v) => tables[v], [next]);
    expect(venueClashes(moved, (v) => tables[v])).toEqual([]);
    const shifted = moved.filter((m) => m.movedFrom === clash.date);
    expect(shifted).toHaveLength(1);
    expect(shifted[0].date > next).toBe(true);
    expect(moved).toHaveLength(placed.length);
  });
});
