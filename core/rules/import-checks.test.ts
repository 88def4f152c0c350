import { describe, expect, it } from 'vitest';
import { importColumns, readCsvText, type LineErrors } from './csv-import.ts';
import { checkRosters, checkTeams } from './import-checks.ts';

describe('readCsvText', () => {
  it('names a wrong header and reads no row', () => {
    expect(readCsvText('fullname\nAda\n', importColumns.players).headerErrors).toEqual([
      "missing required column 'fullName'",
      "unknown column 'fullname'",
    ]);
  });

  it('keeps each row with its line, and names a row with too many values', () => {
    const file = readCsvText('team,player\nNorth,Ada Break\n\nNorth,Bo,extra\n', importColumns.rosters);
    expect(file.rows).toEqual([{ line: 2, values: { team: 'North', player: 'Ada Break' } }]);
    expect(file.errors).toEqual({ 'line 4': ['has 3 values, the header has 2'] });
  });
});

describe('checkTeams', () => {
  const known = {
    teams: [{ id: 1, name: 'North' }],
    divisions: [
      { id: 5, name: 'Premier' },
      { id: 6, name: 'Division One' },
      { id: 7, name: 'division one' },
    ],
    venues: [{ id: 3, name: 'The Red Lion' }],
  };

  it('joins a division named in the division column, refusing an unknown or ambiguous name', () => {
    const errors: LineErrors = {};
    const text = 'name,division\nSouth,premier\nEast,Nowhere\nWest,Division One\nnorth,\n';
    const checked = checkTeams(readCsvText(text, importColumns.teams).rows, known, errors);
    expect(checked.map((c) => [c.line, c.item.divisionId])).toEqual([
      [2, 5],
      [5, undefined],
    ]);
    expect(errors).toEqual({
      'line 3': ["division: no division named 'Nowhere'"],
      'line 4': ["division: 2 divisions are named 'Division One'; use the id (6, 7)"],
      'line 5': ["name: a team named 'north' already exists"],
    });
  });

  it('sets the home venue named in the venue column, refusing an unknown name', () => {
    const errors: LineErrors = {};
    const text = 'name,division,venue\nSouth,Premier,the red lion\nEast,Premier,Nowhere\nWest,Premier,\n';
    const checked = checkTeams(readCsvText(text, importColumns.teams).rows, known, errors);
    expect(checked.map((c) => [c.line, c.item.homeVenueId, c.label])).toEqual([
      [2, 3, 'South · Premier · The Red Lion'],
      [4, undefined, 'West · Premier'],
    ]);
    expect(errors).toEqual({ 'line 3': ["venue: no venue named 'Nowhere'"] });
  });
});

describe('checkRosters', () => {
  it('resolves names, and refuses an entry already on the roster or twice in the file', () => {
    const errors: LineErrors = {};
    const rows = readCsvText(
      'team,player\nNorth,Ada\nNorth,Bo\nNorth,bo\nSouth,Ada\n',
      importColumns.rosters,
    ).rows;
    const checked = checkRosters(
      rows,
      {
        teams: [{ id: 1, name: 'North' }],
        players: [
          { id: 10, name: 'Ada' },
          { id: 11, name: 'Bo' },
        ],
        onRoster: (team, player) => team === 1 && player === 10,
      },
      errors,
    );
    expect(checked.map((c) => c.label)).toEqual(['Ada → North', 'Bo → North', 'bo → North']);
    expect(errors).toEqual({
      'line 2': ["player: 'Ada' is already on North"],
      'line 4': ['player: the same entry is on line 3'],
      'line 5': ["team: no team named 'South'"],
    });
  });
});
