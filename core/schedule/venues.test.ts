import { describe, expect, it } from 'vitest';
import { localDate, nightLabel } from './dates.ts';
import { planRoundRobin } from './round-robin.ts';
import {
  atHomeVenues,
  bookedMatches,
  clashWarning,
  moveClashes,
  planAtVenues,
  venueClashes,
  type BookedMatch,
} from './venues.ts';

// The Red Lion has one table and is home to Red Lion A (Premier) and Red Lion B (Division One);
// Cue Club Central has three, shared with another league; The Bell has no tables recorded.
const home: Record<string, string> = {
  'Red Lion A': 'The Red Lion',
  'Red Lion B': 'The Red Lion',
  Anchor: 'The Bell',
  Bell: 'The Bell',
  Central: 'Cue Club Central',
  Crown: 'The Bell',
};
const tables: Record<string, number> = { 'The Red Lion': 1, 'Cue Club Central': 3, 'The Bell': 0 };
const tablesAt = (venue: string) => tables[venue] ?? 0;
const homeVenue = (team: string) => home[team];
const name = (x: string) => x;

// Premier's fixture already made at The Red Lion on Thursday 7 January.
const premier: BookedMatch<string, string> = {
  date: '2027-01-07',
  venue: 'The Red Lion',
  home: 'Red Lion A',
  away: 'Anchor',
};
// Division One: Red Lion B at home to Bell in round 1, on the same Thursday.
const divisionOne = planRoundRobin(['Red Lion B', 'Bell'], { start: '2027-01-07' });

describe('table clashes across the whole venue', () => {
  it('counts the fixtures of other divisions already at the venue that night', () => {
    const placed = atHomeVenues(divisionOne, homeVenue);
    expect(venueClashes(placed, tablesAt)).toEqual([]);
    expect(venueClashes(placed, tablesAt, [premier])).toEqual([
      {
        date: '2027-01-07',
        venue: 'The Red Lion',
        tables: 1,
        matches: [
          { home: 'Red Lion A', away: 'Anchor', planned: false },
          { home: 'Red Lion B', away: 'Bell', planned: true },
        ],
      },
    ]);
  });

  it("counts another league's fixtures: 4 matches on 3 tables", () => {
    const otherLeague = ['Pool Sharks', 'Cannons', 'Baulk Line'].map((team, i) => ({
      date: '2027-01-07',
      venue: 'Cue Club Central',
      home: team,
      away: `Visitors ${i + 1}`,
    }));
    const plan = planRoundRobin(['Central', 'Crown'], { start: '2027-01-07' });
    const [clash] = venueClashes(atHomeVenues(plan, homeVenue), tablesAt, otherLeague);
    expect(clash).toMatchObject({ venue: 'Cue Club Central', tables: 3 });
    expect(clash.matches).toHaveLength(4);
    expect(venueClashes(atHomeVenues(plan, homeVenue), tablesAt, otherLeague.slice(1))).toEqual([]);
  });

  it('reports only nights the plan plays at, and never a venue without tables', () => {
    const elsewhere = { ...premier, date: '2027-01-14' };
    const crowdedBell = [1, 2, 3].map((i) => ({ ...premier, venue: 'The Bell', home: `B${i}` }));
    const placed = atHomeVenues(divisionOne, homeVenue);
    expect(venueClashes(placed, tablesAt, [elsewhere, elsewhere, ...crowdedBell])).toEqual([]);
  });

  it('leaves postponed and void fixtures out: they hold no table', () => {
    const at = new Date(2027, 0, 7, 19, 30).toISOString();
    const fixture = {
      homeTeamId: 'Red Lion A',
      awayTeamId: 'Anchor',
      venueId: 'The Red Lion',
      kickoffAt: at,
    };
    const booked = bookedMatches([
      { ...fixture, status: 'scheduled' as const },
      { ...fixture, status: 'postponed' as const },
      { ...fixture, status: 'void' as const },
    ]);
    expect(booked).toEqual([premier]);
  });

  it('names the venue, the night, the tables and the matches', () => {
    const [clash] = venueClashes(atHomeVenues(divisionOne, homeVenue), tablesAt, [premier]);
    expect(clashWarning(clash, name, name)).toBe(
      'The Red Lion, Thu 7 Jan: 2 matches on 1 table — Red Lion A v Anchor, Red Lion B v Bell',
    );
    expect(nightLabel('2026-01-08')).toBe('Thu 8 Jan');
    expect(localDate(new Date(2027, 0, 7, 23, 59).toISOString())).toBe('2027-01-07');
  });
});

describe('moving a clash to the next league night', () => {
  it('moves the planned match a week on, to the same weekday, and keeps the fixture already made', () => {
    const placed = atHomeVenues(divisionOne, homeVenue);
    const [moved] = moveClashes(placed, tablesAt, { booked: [premier] });
    expect(moved).toMatchObject({ home: 'Red Lion B', date: '2027-01-14', movedFrom: '2027-01-07' });
    expect(new Date(`${moved.date}T00:00:00Z`).getUTCDay()).toBe(4);
  });

  it('skips blackout dates, full nights and nights a team already plays', () => {
    const placed = atHomeVenues(divisionOne, homeVenue);
    const booked = [
      premier,
      { ...premier, date: '2027-01-21' }, // the venue is full that night
      { date: '2027-01-28', venue: 'The Bell', home: 'Anchor', away: 'Bell' }, // Bell plays away
    ];
    const [moved] = moveClashes(placed, tablesAt, { booked, skip: ['2027-01-14'] });
    expect(moved).toMatchObject({ date: '2027-02-04', movedFrom: '2027-01-07' });
  });

  it('leaves no clash in a whole season of two divisions sharing venues', () => {
    const premierPlan = atHomeVenues(
      planRoundRobin(['Red Lion A', 'Anchor', 'Central', 'Crown'], { start: '2027-01-07', double: true }),
      homeVenue,
    );
    const booked = premierPlan.map((m) => ({ date: m.date, venue: m.venue!, home: m.home, away: m.away }));
    const second = planRoundRobin(['Red Lion B', 'Bell', 'Dragon', 'Eagle'], {
      start: '2027-01-07',
      double: true,
      skip: ['2027-02-04'],
    });
    const homeOf = (t: string) => home[t] ?? 'The Red Lion';
    const result = planAtVenues({
      plan: second,
      homeVenue: homeOf,
      tablesAt,
      booked,
      skip: ['2027-02-04'],
      move: true,
    });
    expect(result.clashes.length).toBeGreaterThan(0);
    expect(result.remaining).toEqual([]);
    expect(result.matches).toHaveLength(second.length);
    for (const m of result.matches.filter((x) => x.movedFrom)) {
      expect(m.date).not.toBe('2027-02-04');
      expect(new Date(`${m.date}T00:00:00Z`).getUTCDay()).toBe(4);
    }
  });
});
