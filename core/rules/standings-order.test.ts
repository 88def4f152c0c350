import { describe, expect, it } from 'vitest';
import { sortStandings } from './standings-order.ts';

const row = (teamName: string, points: number, framesFor: number, framesAgainst: number) => ({
  teamName,
  points,
  framesFor,
  framesAgainst,
});

describe('standings order', () => {
  it('orders by points desc, then frame difference, then frames for, then team name', () => {
    const rows = [
      row('Zeta', 10, 20, 10), // +10, 20 for
      row('Alpha', 12, 5, 5),
      row('Beta', 10, 30, 20), // +10, 30 for
      row('Gamma', 10, 15, 14), // +1
      row('Delta', 10, 20, 10), // same as Zeta: name decides
      row('Omega', 0, 0, 0),
    ];
    expect(sortStandings(rows).map((r) => r.teamName)).toEqual([
      'Alpha',
      'Beta',
      'Delta',
      'Zeta',
      'Gamma',
      'Omega',
    ]);
  });
  it('does not change its input', () => {
    const rows = [row('B', 0, 0, 0), row('A', 3, 1, 0)];
    sortStandings(rows);
    expect(rows.map((r) => r.teamName)).toEqual(['B', 'A']);
  });
});
