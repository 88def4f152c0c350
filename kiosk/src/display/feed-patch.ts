// A live event patches the feed on screen at once (a frame's winner and a race's racks, a fixture's
// score and status), before the feed is fetched again for what an event cannot carry (standings,
// ratings, new fixtures).
// Pure: the same feed comes back when nothing changed, and only the changed fixture gets new objects,
// so a memoised card of another fixture is not drawn again. A patch only touches fixtures the feed
// already shows, so it never adds what this wallboard may not show.
import type { LiveEvent } from '@core/schemas/live.ts';
import type { DisplayFixture, Feed, FeedFrame } from './feed.ts';

/** The highest version applied per row ("frames:12", "fixtures:3", "score:3"): older events lose. */
export type Versions = Map<string, number>;

/** Whether the event carries all a patch needs (an older API's frame events carry ids only). */
export function carriesPatch(e: LiveEvent): boolean {
  if (e.version === undefined || e.fixtureId === undefined) return false;
  if (e.type === 'frames.delete') return e.frameId !== undefined;
  if (e.type === 'frames.insert' || e.type === 'frames.update')
    return e.frameId !== undefined && e.frameNo !== undefined && e.winner !== undefined;
  if (e.type === 'fixtures.update') return e.status !== undefined;
  return e.type === 'fixtures.delete';
}

/** Records the version of key; false when a later one was applied already. */
function newest(versions: Versions, key: string, version: number): boolean {
  if ((versions.get(key) ?? -Infinity) > version) return false;
  versions.set(key, version);
  return true;
}

const byNumber = (a: FeedFrame, b: FeedFrame) => a.frameNo - b.frameNo || a.id - b.id;

function patchFrames(fixture: DisplayFixture, e: LiveEvent): FeedFrame[] {
  const { frames } = fixture;
  const i = frames.findIndex((f) => f.id === e.frameId);
  if (e.type === 'frames.delete') return i < 0 ? frames : frames.filter((_, j) => j !== i);
  const old = frames[i];
  // A race-to rubber's racks and race (the event leaves out what is null: a one-rack frame's).
  const race = {
    homeRacks: e.homeRacks ?? null,
    awayRacks: e.awayRacks ?? null,
    homeRace: e.homeRace ?? null,
    awayRace: e.awayRace ?? null,
  };
  const sameRace = (f: FeedFrame) =>
    (Object.keys(race) as (keyof typeof race)[]).every((k) => (f[k] ?? null) === race[k]);
  if (old && old.winner === e.winner && old.frameNo === e.frameNo && sameRace(old)) return frames;
  const frame = { ...old, id: e.frameId!, frameNo: e.frameNo!, winner: e.winner!, ...race };
  if (i >= 0 && old.frameNo === e.frameNo) return frames.map((f, j) => (j === i ? frame : f));
  return [...frames.filter((_, j) => j !== i), frame].sort(byNumber);
}

function patchFixture(fixture: DisplayFixture, e: LiveEvent, versions: Versions): DisplayFixture {
  const version = e.version!;
  let next = fixture;
  if (e.type.startsWith('frames.')) {
    if (!newest(versions, `frames:${e.frameId}`, version)) return fixture;
    const frames = patchFrames(fixture, e);
    if (frames !== fixture.frames) next = { ...next, frames };
    const { homeScore, awayScore } = e;
    // Another frame's later event may have set the score already: only a newer score replaces it.
    const scored = homeScore !== undefined && awayScore !== undefined && 'homeScore' in fixture;
    if (scored && (fixture.homeScore !== homeScore || fixture.awayScore !== awayScore)) {
      if (newest(versions, `score:${fixture.id}`, version)) next = { ...next, homeScore, awayScore };
    }
    return next;
  }
  if (!newest(versions, `fixtures:${fixture.id}`, version) || fixture.status === e.status) return fixture;
  return { ...fixture, status: e.status! };
}

/** The feed with the event applied, or the same feed when the event changes nothing on it. */
export function patchFeed(feed: Feed, e: LiveEvent, versions: Versions): Feed {
  if (!carriesPatch(e)) return feed;
  const i = feed.fixtures.findIndex((f) => f.id === e.fixtureId);
  if (i < 0) return feed;
  if (e.type === 'fixtures.delete') {
    if (!newest(versions, `fixtures:${e.fixtureId}`, e.version!)) return feed;
    return { ...feed, fixtures: feed.fixtures.filter((_, j) => j !== i) };
  }
  const fixture = patchFixture(feed.fixtures[i], e, versions);
  if (fixture === feed.fixtures[i]) return feed;
  return { ...feed, fixtures: feed.fixtures.map((f, j) => (j === i ? fixture : f)) };
}

/** Drops the versions of rows the feed no longer shows, so a TV running for weeks holds no more. */
export function pruneVersions(versions: Versions, feed: Feed): void {
  const shown = new Set<string>();
  for (const f of feed.fixtures) {
    shown.add(`fixtures:${f.id}`).add(`score:${f.id}`);
    for (const fr of f.frames) shown.add(`frames:${fr.id}`);
  }
  for (const key of versions.keys()) if (!shown.has(key)) versions.delete(key);
}

/**
 * next, sharing every part of prev it equals (prev itself when all is equal), as TanStack Query's
 * structural sharing does: a refetch that brings nothing new draws nothing again.
 */
export function share<T>(prev: T, next: T): T {
  if (Object.is(prev, next) || typeof prev !== 'object' || typeof next !== 'object') return next;
  if (prev === null || next === null || Array.isArray(prev) !== Array.isArray(next)) return next;
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(b);
  let same = keys.length === Object.keys(a).length;
  const out: Record<string, unknown> = Array.isArray(b) ? ([] as unknown as Record<string, unknown>) : {};
  for (const k of keys) {
    out[k] = share(a[k], b[k]);
    if (out[k] !== a[k]) same = false;
  }
  return same ? prev : (out as T);
}
