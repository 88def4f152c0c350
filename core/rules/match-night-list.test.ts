import { describe, expect, it } from 'vitest';
import type { FixtureStatus } from '../schemas/enums.ts';
import { matchNightList, type ListedFixture, type MatchNightSection } from './match-night-list.ts';

// Monday 1 March 2027, 10:00 in London; team 1 is the captain's, venues 1 "The Crown", 2 "Anchor".
const clock = { now: '2027-03-01T10:00:00Z', timeZone: 'Europe/London' };
const venueName = (id: number) => ({ 1: 'The Crown', 2: 'Anchor' })[id] ?? '';
const fixture = (
  id: number,
  kickoffAt: string,
  over: { status?: FixtureStatus; home?: number; away?: number; venueId?: number } = {},
): ListedFixture => ({
  id,
  divisionId: 1,
  venueId: over.venueId ?? 1,
  homeTeamId: over.home ?? 8,
  awayTeamId: over.away ?? 9,
  status: over.status ?? 'scheduled',
  kickoffAt,
});
const shape = (sections: MatchNightSection<ListedFixture>[]) =>
  sections.map((s) => ({
    kind: s.venueId ? `${s.kind} ${s.venueId}` : s.kind,
    entries: s.entries.map((e) => `${e.fixture.id} ${e.when}`),
  }));

const night = [
  fixture(1, '2027-03-01T19:30:00Z', { home: 1 }), // ours, tonight
  fixture(2, '2027-02-28T19:30:00Z', { away: 1, status: 'in_play' }), // ours, last night, unfinished
  fixture(3, '2027-02-26T19:30:00Z', { home: 1 }), // ours, Friday, never started
  fixture(4, '2027-02-27T19:30:00Z', { home: 1, status: 'final' }), // ours, done
  fixture(5, '2027-02-20T19:30:00Z', { home: 1 }), // ours, 9 days ago: too old
  fixture(6, '2027-03-08T19:30:00Z', { away: 1 }), // ours, next week
  fixture(7, '2027-03-15T19:30:00Z', { home: 1 }), // ours, the one after
  fixture(8, '2027-03-01T18:00:00Z', { venueId: 2 }), // others, tonight at the Anchor
  fixture(9, '2027-03-01T20:00:00Z', { venueId: 1 }), // others, tonight at the Crown
  fixture(10, '2027-03-01T19:00:00Z', { venueId: 2, status: 'postponed' }), // off
  fixture(11, '2027-02-28T20:00:00Z', { venueId: 2, status: 'scheduled' }), // others, last night
  fixture(12, '2027-02-28T21:00:00Z', { venueId: 2, status: 'void' }), // off
];

describe('Match Night list', () => {
  it("a captain: today's, then the unfinished of the last 7 days, then the next one; then today's others", () => {
    const sections = matchNightList(night, { organiser: false, captainOf: [1] }, venueName, clock);
    expect(shape(sections)).toEqual([
      { kind: 'yours', entries: ['1 today', '2 recent', '3 recent', '6 next'] },
      { kind: 'today', entries: ['8 today', '9 today'] },
    ]);
  });

  it("an organiser: today's by venue name, then the unfinished of the last 7 days", () => {
    const sections = matchNightList(night, { organiser: true, captainOf: [] }, venueName, clock);
    expect(shape(sections)).toEqual([
      { kind: 'venue 2', entries: ['8 today'] },
      { kind: 'venue 1', entries: ['1 today', '9 today'] },
      { kind: 'recent', entries: ['11 recent', '2 recent', '3 recent'] },
    ]);
  });

  it('an organiser who captains: their team first, nothing twice', () => {
    const sections = matchNightList(night, { organiser: true, captainOf: [1] }, venueName, clock);
    expect(shape(sections)).toEqual([
      { kind: 'yours', entries: ['1 today', '2 recent', '3 recent', '6 next'] },
      { kind: 'venue 2', entries: ['8 today'] },
      { kind: 'venue 1', entries: ['9 today'] },
      { kind: 'recent', entries: ['11 recent'] },
    ]);
  });

  it("a player: today's unfinished fixtures in kickoff order, as the spec lists them", () => {
    const sections = matchNightList(night, { organiser: false, captainOf: [] }, venueName, clock);
    expect(shape(sections)).toEqual([{ kind: 'today', entries: ['8 today', '1 today', '9 today'] }]);
  });

  it("a captain with no match today still sees last night's and the next one; a captain of two teams sees both", () => {
    const list = [
      fixture(1, '2027-02-28T19:30:00Z', { home: 1 }),
      fixture(2, '2027-03-03T19:30:00Z', { home: 1, away: 2 }),
      fixture(3, '2027-03-02T19:30:00Z', { home: 3, away: 2 }),
      fixture(4, '2027-03-09T19:30:00Z', { home: 2 }),
    ];
    const one = matchNightList(list, { organiser: false, captainOf: [1] }, venueName, clock);
    expect(shape(one)).toEqual([{ kind: 'yours', entries: ['1 recent', '2 next'] }]);
    const two = matchNightList(list, { organiser: false, captainOf: [1, 2] }, venueName, clock);
    expect(shape(two)).toEqual([{ kind: 'yours', entries: ['1 recent', '3 next', '2 next'] }]);
  });

  it("days are the viewer's calendar days: 22:30 in New York on the 28th is yesterday there, today in London", () => {
    const late = [fixture(1, '2027-03-01T03:30:00Z', { home: 1 })];
    const viewer = { organiser: false, captainOf: [1] };
    const at = (timeZone: string) => ({ now: '2027-03-01T12:00:00Z', timeZone });
    expect(shape(matchNightList(late, viewer, venueName, at('America/New_York')))).toEqual([
      { kind: 'yours', entries: ['1 recent'] },
    ]);
    expect(shape(matchNightList(late, viewer, venueName, at('Europe/London')))).toEqual([
      { kind: 'yours', entries: ['1 today'] },
    ]);
  });

  it('nothing to list gives no sections (the empty text shows)', () => {
    expect(matchNightList([], { organiser: true, captainOf: [1] }, venueName, clock)).toEqual([]);
  });
});
