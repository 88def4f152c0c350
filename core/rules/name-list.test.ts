import { describe, expect, it } from 'vitest';
import { namesFromText, playersByName, squadEntries, squadLines } from './name-list.ts';

describe('namesFromText', () => {
  it('reads one name a line, trimmed, without blanks or repeats', () => {
    expect(namesFromText('  Ann Lee \n\nBob Ray\r\nann lee\nCy Dee  ')).toEqual([
      'Ann Lee',
      'Bob Ray',
      'Cy Dee',
    ]);
  });

  it('takes the first cell of each row pasted from a spreadsheet', () => {
    expect(namesFromText('Ann Lee\tRed Lions\n"Bob Ray"\t\nCy Dee\t')).toEqual([
      'Ann Lee',
      'Bob Ray',
      'Cy Dee',
    ]);
  });
});

describe('playersByName', () => {
  it('groups players by name, ignoring case and extra spaces', () => {
    const byName = playersByName([
      { id: 1, fullName: 'Ann Lee' },
      { id: 2, fullName: 'ANN  LEE' },
      { id: 3, fullName: 'Bob Ray' },
    ]);
    expect(byName.get('ann lee')?.map((p) => p.id)).toEqual([1, 2]);
    expect(byName.get('bob ray')?.map((p) => p.id)).toEqual([3]);
  });
});

describe('squadLines and squadEntries', () => {
  const players = [
    { id: 1, fullName: 'Ann Lee' },
    { id: 2, fullName: 'Bob Ray' },
    { id: 3, fullName: 'bob ray' },
  ];

  it('offers the existing player of the same name, creates the others, leaves out those on the team', () => {
    const lines = squadLines(['ann lee', 'Bob Ray', 'Cy Dee'], players, [1]);
    expect(lines.map((l) => [l.name, l.choice, l.onTeam])).toEqual([
      ['ann lee', 1, true],
      ['Bob Ray', 2, false],
      ['Cy Dee', 'new', false],
    ]);
    expect(lines[1].matches.map((m) => m.id)).toEqual([2, 3]);
    expect(squadEntries(lines)).toEqual([{ playerId: 2 }, { fullName: 'Cy Dee' }]);
  });

  it('follows the choice made: another player of the name, or a new one', () => {
    const lines = squadLines(['Bob Ray', 'Ann Lee'], players, [], { 'bob ray': 3, 'ann lee': 'new' });
    expect(squadEntries(lines)).toEqual([{ playerId: 3 }, { fullName: 'Ann Lee' }]);
  });
});
