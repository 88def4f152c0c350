import { describe, expect, it } from 'vitest';
import { divisionLabel, divisionOptions } from './division-label.ts';

describe('division labels', () => {
  it('name the season after the division', () => {
    expect(divisionLabel('Premier', '2027/28')).toBe('Premier · 2027/28');
    expect(divisionLabel('Premier', undefined)).toBe('Premier');
  });

  it('tell apart the same division name in two seasons', () => {
    const leagues = [
      { id: 1, season: '2026/27' },
      { id: 2, season: '2027/28' },
    ];
    const divisions = [
      { id: 10, leagueId: 1, name: 'Premier' },
      { id: 20, leagueId: 2, name: 'Premier' },
    ];
    expect(divisionOptions(divisions, leagues)).toEqual([
      { value: '10', label: 'Premier · 2026/27' },
      { value: '20', label: 'Premier · 2027/28' },
    ]);
  });
});
