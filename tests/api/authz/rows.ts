// The authorization matrix's vocabulary: a row is a route, the five answers expected from
// [anonymous, player, captain of the team, captain of another team, organiser], and how to build the
// request. Shared by the per-resource tables in this folder and the runner (../authz-matrix.test.ts).
import { randomUUID } from 'node:crypto';
import type { seedLeague, Harness } from '../support.ts';

export type Seed = Awaited<ReturnType<typeof seedLeague>>;
export interface Req {
  method: string;
  path: string;
  body?: unknown;
}
/** [anonymous, player, captain of the team, captain of another team, organiser] */
export type Expect = [number, number, number, number, number];
export type Row = [name: string, expected: Expect, prepare: (h: Harness, s: Seed) => Promise<Req> | Req];

export const all = (n: number): Expect => [n, n, n, n, n];
export const organiserOnly = (n: number): Expect => [401, 403, 403, 403, n];
export const captainOrOrganiser = (n: number): Expect => [401, 403, n, 403, n];
export const img = 'https://cdn.example.com/a.png';

// Writes that succeed act on a fresh object, so one actor's success never changes another's answer.
export const post = async (h: Harness, path: string, body: unknown) =>
  (await h.call('POST', path, { token: h.organiser.token, body })).body;
export const newLeague = (h: Harness) => post(h, '/leagues', { name: 'L', season: 'S' });
export const newTeam = (h: Harness) => post(h, '/teams', { name: `T ${randomUUID()}` });
export const newPlayer = (h: Harness) => post(h, '/players', { fullName: 'P' });
export const newVenue = (h: Harness) => post(h, '/venues', { name: 'V' });
export const newSponsor = (h: Harness) => post(h, '/sponsors', { name: 'S', imageUrl: img });
export const newWallboard = (h: Harness) => post(h, '/wallboards', { name: 'W', type: 'sponsors' });
export const newTable = (h: Harness, s: Seed) =>
  post(h, `/venues/${s.venue.id}/tables`, {
    label: 'T',
    uniqueCode: randomUUID().slice(0, 20),
    urlSlug: randomUUID(),
  });
export const fixtureBody = (s: Seed) => ({
  divisionId: s.division.id,
  homeTeamId: s.home.id,
  awayTeamId: s.away.id,
  venueId: s.venue.id,
  kickoffAt: '2027-01-07T19:30:00Z',
});
export const newFixture = (h: Harness, s: Seed) => post(h, '/fixtures', fixtureBody(s));
export const newFrame = async (h: Harness, s: Seed) =>
  post(h, `/fixtures/${(await newFixture(h, s)).id}/frames`, {});
