import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@core/schemas/live.ts';
import type { DisplayFixture, Feed } from './feed.ts';
import { carriesPatch, patchFeed, pruneVersions, share, type Versions } from './feed-patch.ts';

const fixture = (id: number, winners: ('home' | 'away' | 'na')[]): DisplayFixture => ({
  id,
  divisionId: 1,
  venueId: 1,
  kickoffAt: '2026-11-26T19:30:00Z',
  status: 'in_play',
  homeTeamName: `Home ${id}`,
  awayTeamName: `Away ${id}`,
  venueName: 'The Crown',
  frames: winners.map((winner, i) => ({ id: id * 100 + i + 1, frameNo: i + 1, winner })),
  homeScore: winners.filter((w) => w === 'home').length,
  awayScore: winners.filter((w) => w === 'away').length,
});

const feed = (): Feed => ({
  wallboard: {
    id: 1,
    name: 'TV',
    type: 'live_scores',
    venueId: null,
    divisionId: null,
    leagueId: 1,
    playlist: [],
  },
  fixtures: [fixture(1, ['home', 'na']), fixture(2, ['away'])],
  standings: [],
  sponsors: [],
});

const frameEvent = (over: Partial<LiveEvent>): LiveEvent => ({
  type: 'frames.update',
  fixtureId: 1,
  divisionId: 1,
  frameId: 102,
  frameNo: 2,
  winner: 'away',
  homeScore: 1,
  awayScore: 1,
  version: 10,
  ...over,
});

describe("a live event patches the TV's feed", () => {
  it("shows a frame's new winner and the fixture's score, leaving the other fixture untouched", () => {
    const before = feed();
    const after = patchFeed(before, frameEvent({}), new Map());
    expect(after.fixtures[0].frames.map((f) => f.winner)).toEqual(['home', 'away']);
    expect([after.fixtures[0].homeScore, after.fixtures[0].awayScore]).toEqual([1, 1]);
    expect(after.fixtures[1]).toBe(before.fixtures[1]);
    expect(after.fixtures[0].frames[0]).toBe(before.fixtures[0].frames[0]);
    expect(before.fixtures[0].frames[1].winner).toBe('na');
  });

  it('adds a new frame in frame order and removes a deleted one', () => {
    const versions: Versions = new Map();
    const added = patchFeed(
      feed(),
      frameEvent({ type: 'frames.insert', frameId: 200, frameNo: 3, winner: 'na', awayScore: 0 }),
      versions,
    );
    expect(added.fixtures[0].frames.map((f) => [f.id, f.frameNo])).toEqual([
      [101, 1],
      [102, 2],
      [200, 3],
    ]);
    const removed = patchFeed(
      added,
      { type: 'frames.delete', fixtureId: 1, frameId: 101, version: 11, homeScore: 0, awayScore: 0 },
      versions,
    );
    expect(removed.fixtures[0].frames.map((f) => f.id)).toEqual([102, 200]);
    expect(removed.fixtures[0].homeScore).toBe(0);
  });

  it("follows a fixture's status and removes a deleted fixture", () => {
    const versions: Versions = new Map();
    const final = patchFeed(
      feed(),
      { type: 'fixtures.update', fixtureId: 2, status: 'final', version: 5 },
      versions,
    );
    expect(final.fixtures[1].status).toBe('final');
    const gone = patchFeed(final, { type: 'fixtures.delete', fixtureId: 2, version: 6 }, versions);
    expect(gone.fixtures.map((f) => f.id)).toEqual([1]);
  });

  it('never lets an older event undo a newer one, for the frame and for the score', () => {
    const versions: Versions = new Map();
    const newer = patchFeed(feed(), frameEvent({ version: 20 }), versions);
    const late = patchFeed(
      newer,
      frameEvent({ winner: 'home', homeScore: 2, awayScore: 0, version: 19 }),
      versions,
    );
    expect(late).toBe(newer);
    // Another frame's older event may add its frame, but not its older score.
    const otherFrame = patchFeed(
      newer,
      frameEvent({
        type: 'frames.insert',
        frameId: 300,
        frameNo: 3,
        winner: 'na',
        homeScore: 1,
        awayScore: 0,
        version: 15,
      }),
      versions,
    );
    expect(otherFrame.fixtures[0].frames).toHaveLength(3);
    expect([otherFrame.fixtures[0].homeScore, otherFrame.fixtures[0].awayScore]).toEqual([1, 1]);
    const status = patchFeed(
      feed(),
      { type: 'fixtures.update', fixtureId: 1, status: 'final', version: 9 },
      versions,
    );
    expect(
      patchFeed(status, { type: 'fixtures.update', fixtureId: 1, status: 'in_play', version: 8 }, versions),
    ).toBe(status);
  });

  it("adds nothing the feed does not show: another fixture's events and new fixtures leave it as it is", () => {
    const before = feed();
    const versions: Versions = new Map();
    expect(patchFeed(before, frameEvent({ fixtureId: 99, frameId: 9901 }), versions)).toBe(before);
    expect(
      patchFeed(before, { type: 'fixtures.insert', fixtureId: 3, status: 'in_play', version: 1 }, versions),
    ).toBe(before);
    expect(versions.size).toBe(0);
  });

  it('patches only with events that carry the change; an older API sends ids alone', () => {
    expect(carriesPatch({ type: 'frames.update', fixtureId: 1, frameId: 102 })).toBe(false);
    expect(carriesPatch({ type: 'standings.update', divisionId: 1 })).toBe(false);
    expect(carriesPatch({ type: 'fixtures.insert', fixtureId: 1, status: 'scheduled', version: 1 })).toBe(
      false,
    );
    expect(carriesPatch(frameEvent({}))).toBe(true);
    const before = feed();
    expect(patchFeed(before, { type: 'frames.update', fixtureId: 1, frameId: 102 }, new Map())).toBe(before);
  });

  it('returns the same feed for an event that changes nothing shown', () => {
    const before = feed();
    expect(
      patchFeed(
        before,
        frameEvent({ frameId: 101, frameNo: 1, winner: 'home', homeScore: 1, awayScore: 0 }),
        new Map(),
      ),
    ).toBe(before);
  });

  it("moves a race-to rubber's racks at once, and keeps it when a rack event changes nothing", () => {
    const race = { homeRace: 4, awayRace: 3 };
    const versions: Versions = new Map();
    const racks = (homeRacks: number, awayRacks: number, version: number) =>
      frameEvent({ winner: 'na', homeScore: 1, awayScore: 0, homeRacks, awayRacks, ...race, version });
    const once = patchFeed(feed(), racks(2, 1, 11), versions);
    expect(once.fixtures[0].frames[1]).toEqual({
      id: 102,
      frameNo: 2,
      winner: 'na',
      homeRacks: 2,
      awayRacks: 1,
      ...race,
    });
    const twice = patchFeed(once, racks(3, 1, 12), versions);
    expect(twice.fixtures[0].frames[1]).toMatchObject({ homeRacks: 3, awayRacks: 1, ...race });
    expect(twice.fixtures[0].frames[0]).toBe(once.fixtures[0].frames[0]);
    expect(patchFeed(twice, racks(3, 1, 13), versions)).toBe(twice);
    // Racks cleared: the event leaves them out, the box shows none.
    const cleared = frameEvent({ winner: 'na', homeScore: 1, awayScore: 0, ...race, version: 14 });
    expect(patchFeed(twice, cleared, versions).fixtures[0].frames[1]).toMatchObject({
      homeRacks: null,
      awayRacks: null,
      ...race,
    });
  });
});

describe('the feed fetched again', () => {
  it('keeps every part that did not change, and the whole feed when nothing did', () => {
    const before = feed();
    expect(share(before, feed())).toBe(before);
    const next = feed();
    next.fixtures[1] = fixture(2, ['away', 'home']);
    const shared = share(before, next);
    expect(shared).not.toBe(before);
    expect(shared.fixtures[0]).toBe(before.fixtures[0]);
    expect(shared.wallboard).toBe(before.wallboard);
    expect(shared.fixtures[1].frames[0]).toBe(before.fixtures[1].frames[0]);
    expect(shared.fixtures[1].frames).toHaveLength(2);
  });

  it('forgets the versions of rows the feed no longer shows', () => {
    const versions: Versions = new Map([
      ['frames:101', 1],
      ['frames:999', 1],
      ['fixtures:2', 1],
      ['score:7', 1],
    ]);
    pruneVersions(versions, feed());
    expect([...versions.keys()]).toEqual(['frames:101', 'fixtures:2']);
  });
});
