import { describe, expect, it } from 'vitest';
import {
  groupByLocalDate,
  todaysFixtures,
  wallboardFixtures,
  type FilterableFixture,
} from './fixture-filters.ts';

type F = FilterableFixture & { id: number };
const fixture = (id: number, over: Partial<F>): F => ({
  id,
  divisionId: 1,
  venueId: 1,
  status: 'scheduled',
  kickoffAt: '2027-03-01T19:30:00Z',
  ...over,
});
// Divisions 1 and 2 are in league 10, division 3 in league 20.
const leagueOf = (divisionId: number) => ({ 1: 10, 2: 10, 3: 20 })[divisionId];
const ids = (fs: F[]) => fs.map((f) => f.id);

const fixtures = [
  fixture(1, { status: 'in_play', venueId: 1, divisionId: 1 }),
  fixture(2, { status: 'in_play', venueId: 2, divisionId: 3 }),
  fixture(3, { status: 'scheduled', venueId: 1, divisionId: 2 }),
  fixture(4, { status: 'final', venueId: 1, divisionId: 1 }),
  fixture(5, { status: 'in_play', venueId: 2, divisionId: 2, kickoffAt: '2027-03-01T18:00:00Z' }),
];

describe('wallboard fixture filters', () => {
  it('live_scores shows only in-play fixtures, with league/venue/division filters when set', () => {
    expect(ids(wallboardFixtures(fixtures, { type: 'live_scores', leagueId: 10 }, leagueOf))).toEqual([5, 1]);
    expect(ids(wallboardFixtures(fixtures, { type: 'live_scores', venueId: 2 }, leagueOf))).toEqual([5, 2]);
    expect(ids(wallboardFixtures(fixtures, { type: 'live_scores', divisionId: 3 }, leagueOf))).toEqual([2]);
    expect(
      ids(wallboardFixtures(fixtures, { type: 'live_scores', leagueId: 20, venueId: 1 }, leagueOf)),
    ).toEqual([]);
  });

  it('now_playing shows only in-play fixtures at the wallboard venue', () => {
    expect(ids(wallboardFixtures(fixtures, { type: 'now_playing', venueId: 1 }, leagueOf))).toEqual([1]);
    expect(ids(wallboardFixtures(fixtures, { type: 'now_playing', venueId: null }, leagueOf))).toEqual([]);
  });

  it("the live boards show tonight's fixtures not started yet after those in play, in the local day", () => {
    const list = [
      fixture(1, { kickoffAt: '2027-03-01T20:00:00Z' }),
      fixture(2, { kickoffAt: '2027-03-01T19:00:00Z', status: 'in_play' }),
      fixture(3, { kickoffAt: '2027-03-01T19:30:00Z' }),
      fixture(4, { kickoffAt: '2027-03-02T19:30:00Z' }), // tomorrow
      fixture(5, { kickoffAt: '2027-02-28T19:30:00Z' }), // yesterday, never started
      fixture(6, { kickoffAt: '2027-03-01T23:30:00Z' }), // 2 March in Berlin
      fixture(7, { kickoffAt: '2027-03-01T19:30:00Z', status: 'postponed' }),
      fixture(8, { kickoffAt: '2027-03-01T18:00:00Z', status: 'final' }),
    ];
    const at = (timeZone: string) => ({ now: '2027-03-01T12:00:00Z', timeZone });
    const live = { type: 'live_scores' as const };
    expect(ids(wallboardFixtures(list, live, leagueOf, at('Europe/London')))).toEqual([2, 3, 1, 6]);
    expect(ids(wallboardFixtures(list, live, leagueOf, at('Europe/Berlin')))).toEqual([2, 3, 1]);
    const venue = { type: 'now_playing' as const, venueId: 1 };
    expect(ids(wallboardFixtures(list, venue, leagueOf, at('Europe/London')))).toEqual([2, 3, 1, 6]);
    // A night with no fixtures shows none (the board's empty text).
    expect(wallboardFixtures([list[3], list[4]], live, leagueOf, at('Europe/London'))).toEqual([]);
  });

  it('fixtures shows upcoming, unfinished fixtures from today on', () => {
    const board = { type: 'fixtures' as const, divisionId: 1 };
    const list = [
      fixture(1, { kickoffAt: '2027-02-28T19:00:00Z' }),
      fixture(2, { kickoffAt: '2027-03-08T19:00:00Z' }),
      fixture(3, { kickoffAt: '2027-03-01T08:00:00Z' }),
      fixture(4, { kickoffAt: '2027-03-01T20:00:00Z', status: 'final' }),
      fixture(5, { kickoffAt: '2027-03-02T19:00:00Z', divisionId: 2 }),
      // Matches that are off stay on the board, marked by the display, so nobody turns up for them.
      fixture(6, { kickoffAt: '2027-03-03T19:00:00Z', status: 'postponed' }),
      fixture(7, { kickoffAt: '2027-03-04T19:00:00Z', status: 'void' }),
    ];
    const clock = { now: '2027-03-01T12:00:00Z', timeZone: 'Europe/London' };
    expect(ids(wallboardFixtures(list, board, leagueOf, clock))).toEqual([3, 6, 7, 2]);
    expect(wallboardFixtures(list, { type: 'sponsors' }, leagueOf, clock)).toEqual([]);
  });

  it("match night lists today's scheduled and in-play fixtures in the local time zone", () => {
    const list = [
      fixture(1, { kickoffAt: '2027-03-01T23:30:00Z' }), // 2 March in Berlin, 1 March in New York
      fixture(2, { kickoffAt: '2027-03-01T12:00:00Z', status: 'in_play' }),
      fixture(3, { kickoffAt: '2027-03-01T13:00:00Z', status: 'final' }),
      fixture(4, { kickoffAt: '2027-03-02T12:00:00Z' }),
      fixture(5, { kickoffAt: '2027-03-01T12:30:00Z', status: 'postponed' }),
      fixture(6, { kickoffAt: '2027-03-01T12:30:00Z', status: 'void' }),
    ];
    expect(ids(todaysFixtures(list, { now: '2027-03-01T15:00:00Z', timeZone: 'Europe/Berlin' }))).toEqual([
      2,
    ]);
    expect(ids(todaysFixtures(list, { now: '2027-03-01T15:00:00Z', timeZone: 'America/New_York' }))).toEqual([
      2, 1,
    ]);
  });

  it('groups fixtures by local date', () => {
    const list = [
      fixture(1, { kickoffAt: '2027-03-08T19:00:00Z' }),
      fixture(2, { kickoffAt: '2027-03-01T23:30:00Z' }),
      fixture(3, { kickoffAt: '2027-03-01T19:00:00Z' }),
    ];
    expect(groupByLocalDate(list, 'Europe/Berlin').map((g) => [g.date, ids(g.fixtures)])).toEqual([
      ['2027-03-01', [3]],
      ['2027-03-02', [2]],
      ['2027-03-08', [1]],
    ]);
  });
});
