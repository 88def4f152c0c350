// The authorization matrix: every route x anonymous, player, captain of the team, captain of another
// team, organiser and a paired TV screen. The expected answers are written once, in the table below,
// and asserted for all; a paired screen is owed exactly what an anonymous caller gets (its token only
// opens its own wallboard's feed and impressions, tested with the pairing API).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

type Seed = Awaited<ReturnType<typeof seedLeague>>;
interface Req {
  method: string;
  path: string;
  body?: unknown;
}
/** [anonymous, player, captain of the team, captain of another team, organiser] */
type Expect = [number, number, number, number, number];
type Row = [name: string, expected: Expect, prepare: (h: Harness, s: Seed) => Promise<Req> | Req];

const all = (n: number): Expect => [n, n, n, n, n];
const organiserOnly = (n: number): Expect => [401, 403, 403, 403, n];
const captainOrOrganiser = (n: number): Expect => [401, 403, n, 403, n];
const img = 'https://cdn.example.com/a.png';

// Writes that succeed act on a fresh object, so one actor's success never changes another's answer.
const post = async (h: Harness, path: string, body: unknown) =>
  (await h.call('POST', path, { token: h.organiser.token, body })).body;
const newLeague = (h: Harness) => post(h, '/leagues', { name: 'L', season: 'S' });
const newTeam = (h: Harness) => post(h, '/teams', { name: `T ${randomUUID()}` });
const newPlayer = (h: Harness) => post(h, '/players', { fullName: 'P' });
const newVenue = (h: Harness) => post(h, '/venues', { name: 'V' });
const newSponsor = (h: Harness) => post(h, '/sponsors', { name: 'S', imageUrl: img });
const newWallboard = (h: Harness) => post(h, '/wallboards', { name: 'W', type: 'sponsors' });
const newTable = (h: Harness, s: Seed) =>
  post(h, `/venues/${s.venue.id}/tables`, {
    label: 'T',
    uniqueCode: randomUUID().slice(0, 20),
    urlSlug: randomUUID(),
  });
const fixtureBody = (s: Seed) => ({
  divisionId: s.division.id,
  homeTeamId: s.home.id,
  awayTeamId: s.away.id,
  venueId: s.venue.id,
  kickoffAt: '2027-01-07T19:30:00Z',
});
const newFixture = (h: Harness, s: Seed) => post(h, '/fixtures', fixtureBody(s));
const newFrame = async (h: Harness, s: Seed) =>
  post(h, `/fixtures/${(await newFixture(h, s)).id}/frames`, {});

const matrix: Row[] = [
  ['GET /openapi.json', all(200), () => ({ method: 'GET', path: '/openapi.json' })],
  ['GET /leagues', all(200), () => ({ method: 'GET', path: '/leagues' })],
  ['GET /leagues/{id}', all(200), (_, s) => ({ method: 'GET', path: `/leagues/${s.league.id}` })],
  [
    'POST /leagues',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/leagues', body: { name: 'N', season: 'S' } }),
  ],
  [
    'PATCH /leagues/{id}',
    organiserOnly(200),
    async (h) => ({ method: 'PATCH', path: `/leagues/${(await newLeague(h)).id}`, body: { name: 'M' } }),
  ],
  [
    'DELETE /leagues/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/leagues/${(await newLeague(h)).id}` }),
  ],
  [
    'GET /leagues/{id}/histories',
    all(200),
    (_, s) => ({ method: 'GET', path: `/leagues/${s.league.id}/histories` }),
  ],
  [
    'POST /leagues/{id}/histories',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: `/leagues/${s.league.id}/histories` }),
  ],
  ['GET /divisions', all(200), (_, s) => ({ method: 'GET', path: `/divisions?leagueId=${s.league.id}` })],
  [
    'POST /divisions',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: '/divisions', body: { leagueId: s.league.id, name: 'D' } }),
  ],
  [
    'PATCH /divisions/{id}',
    organiserOnly(200),
    (_, s) => ({ method: 'PATCH', path: `/divisions/${s.division.id}`, body: { sortOrder: 1 } }),
  ],
  [
    'DELETE /divisions/{id}',
    organiserOnly(204),
    async (h, s) => ({
      method: 'DELETE',
      path: `/divisions/${(await post(h, '/divisions', { leagueId: s.league.id, name: 'X' })).id}`,
    }),
  ],
  [
    'GET /divisions/{id}/teams',
    all(200),
    (_, s) => ({ method: 'GET', path: `/divisions/${s.division.id}/teams` }),
  ],
  [
    'POST /divisions/{id}/teams',
    organiserOnly(201),
    async (h, s) => ({
      method: 'POST',
      path: `/divisions/${s.division.id}/teams`,
      body: { teamId: (await newTeam(h)).id },
    }),
  ],
  [
    'DELETE /divisions/{id}/teams/{teamId}',
    organiserOnly(204),
    async (h, s) => {
      const team = await newTeam(h);
      await post(h, `/divisions/${s.division.id}/teams`, { teamId: team.id });
      return { method: 'DELETE', path: `/divisions/${s.division.id}/teams/${team.id}` };
    },
  ],
  ['GET /teams', all(200), () => ({ method: 'GET', path: '/teams' })],
  [
    'POST /teams',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/teams', body: { name: `New ${randomUUID()}` } }),
  ],
  [
    'PATCH /teams/{id}',
    organiserOnly(200),
    async (h) => ({
      method: 'PATCH',
      path: `/teams/${(await newTeam(h)).id}`,
      body: { name: `R ${randomUUID()}` },
    }),
  ],
  [
    'DELETE /teams/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/teams/${(await newTeam(h)).id}` }),
  ],
  ['GET /teams/{id}/players', all(200), (_, s) => ({ method: 'GET', path: `/teams/${s.home.id}/players` })],
  [
    'POST /teams/{id}/players',
    captainOrOrganiser(201),
    async (h, s) => ({
      method: 'POST',
      path: `/teams/${s.home.id}/players`,
      body: { playerId: (await newPlayer(h)).id },
    }),
  ],
  [
    'DELETE /teams/{id}/players/{entryId}',
    captainOrOrganiser(200),
    async (h, s) => {
      const entry = await post(h, `/teams/${s.home.id}/players`, { playerId: (await newPlayer(h)).id });
      return { method: 'DELETE', path: `/teams/${s.home.id}/players/${entry.id}` };
    },
  ],
  ['GET /players', all(200), () => ({ method: 'GET', path: '/players' })],
  [
    'POST /players',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/players', body: { fullName: 'Q' } }),
  ],
  [
    'PATCH /players/{id} (own record)',
    [401, 200, 403, 403, 200],
    (_, s) => ({ method: 'PATCH', path: `/players/${s.homePlayer.id}`, body: { nickname: 'N' } }),
  ],
  [
    'DELETE /players/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/players/${(await newPlayer(h)).id}` }),
  ],
  ['GET /transfers', [401, 200, 200, 200, 200], () => ({ method: 'GET', path: '/transfers' })],
  [
    'POST /transfers',
    captainOrOrganiser(201),
    (_, s) => ({
      method: 'POST',
      path: '/transfers',
      body: { playerId: s.homePlayer.id, fromTeamId: s.home.id, toTeamId: s.away.id },
    }),
  ],
  [
    'PATCH /transfers/{id}',
    organiserOnly(200),
    async (h, s) => {
      const t = await post(h, '/transfers', {
        playerId: s.homePlayer.id,
        fromTeamId: s.home.id,
        toTeamId: s.away.id,
      });
      return { method: 'PATCH', path: `/transfers/${t.id}`, body: { status: 'rejected' } };
    },
  ],
  [
    'GET /transfer-windows',
    all(200),
    (_, s) => ({ method: 'GET', path: `/transfer-windows?leagueId=${s.league.id}` }),
  ],
  [
    'POST /transfer-windows',
    organiserOnly(201),
    (_, s) => ({
      method: 'POST',
      path: '/transfer-windows',
      body: { leagueId: s.league.id, opensAt: '2020-01-01T00:00:00Z', closesAt: '2040-01-01T00:00:00Z' },
    }),
  ],
  ['GET /venues', all(200), () => ({ method: 'GET', path: '/venues' })],
  [
    'POST /venues',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/venues', body: { name: 'New Venue' } }),
  ],
  [
    'PATCH /venues/{id}',
    organiserOnly(200),
    async (h) => ({
      method: 'PATCH',
      path: `/venues/${(await newVenue(h)).id}`,
      body: { address: 'High St' },
    }),
  ],
  [
    'DELETE /venues/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/venues/${(await newVenue(h)).id}` }),
  ],
  ['GET /venues/{id}/tables', all(200), (_, s) => ({ method: 'GET', path: `/venues/${s.venue.id}/tables` })],
  [
    'POST /venues/{id}/tables',
    organiserOnly(201),
    (_, s) => ({
      method: 'POST',
      path: `/venues/${s.venue.id}/tables`,
      body: { label: 'T', uniqueCode: randomUUID().slice(0, 20), urlSlug: randomUUID() },
    }),
  ],
  [
    'PATCH /venues/{id}/tables/{tableId}',
    organiserOnly(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/venues/${s.venue.id}/tables/${(await newTable(h, s)).id}`,
      body: { label: 'U' },
    }),
  ],
  [
    'DELETE /venues/{id}/tables/{tableId}',
    organiserOnly(204),
    async (h, s) => ({ method: 'DELETE', path: `/venues/${s.venue.id}/tables/${(await newTable(h, s)).id}` }),
  ],
  ['GET /fixtures', all(200), () => ({ method: 'GET', path: '/fixtures' })],
  ['GET /fixtures/{id}', all(200), (_, s) => ({ method: 'GET', path: `/fixtures/${s.fixture.id}` })],
  [
    'POST /fixtures',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: '/fixtures', body: fixtureBody(s) }),
  ],
  [
    'POST /fixtures/bulk',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: '/fixtures/bulk', body: { fixtures: [fixtureBody(s)] } }),
  ],
  [
    'PATCH /fixtures/{id} (start match)',
    captainOrOrganiser(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/fixtures/${(await newFixture(h, s)).id}`,
      body: { status: 'in_play' },
    }),
  ],
  [
    'PATCH /fixtures/{id} (complete match)',
    captainOrOrganiser(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/fixtures/${(await newFixture(h, s)).id}`,
      body: { status: 'final' },
    }),
  ],
  [
    'PATCH /fixtures/{id} (edit fields)',
    organiserOnly(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/fixtures/${(await newFixture(h, s)).id}`,
      body: { kickoffAt: '2027-02-01T19:00:00Z' },
    }),
  ],
  [
    'DELETE /fixtures/{id}',
    organiserOnly(204),
    async (h, s) => ({ method: 'DELETE', path: `/fixtures/${(await newFixture(h, s)).id}` }),
  ],
  [
    'GET /fixtures/{id}/frames',
    all(200),
    (_, s) => ({ method: 'GET', path: `/fixtures/${s.fixture.id}/frames` }),
  ],
  [
    'POST /fixtures/{id}/frames',
    captainOrOrganiser(201),
    (_, s) => ({ method: 'POST', path: `/fixtures/${s.fixture.id}/frames`, body: {} }),
  ],
  [
    'PATCH /frames/{id}',
    captainOrOrganiser(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/frames/${(await newFrame(h, s)).id}`,
      body: { winner: 'home' },
    }),
  ],
  [
    'DELETE /frames/{id}',
    organiserOnly(204),
    async (h, s) => ({ method: 'DELETE', path: `/frames/${(await newFrame(h, s)).id}` }),
  ],
  ['GET /standings', all(200), (_, s) => ({ method: 'GET', path: `/standings?divisionId=${s.division.id}` })],
  ['GET /sponsors', all(200), () => ({ method: 'GET', path: '/sponsors' })],
  [
    'POST /sponsors',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/sponsors', body: { name: 'S', videoUrl: img } }),
  ],
  [
    'PATCH /sponsors/{id}',
    organiserOnly(200),
    async (h) => ({ method: 'PATCH', path: `/sponsors/${(await newSponsor(h)).id}`, body: { weight: 3 } }),
  ],
  [
    'DELETE /sponsors/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/sponsors/${(await newSponsor(h)).id}` }),
  ],
  ['GET /wallboards', all(200), () => ({ method: 'GET', path: '/wallboards' })],
  [
    'GET /wallboards/{id}',
    all(200),
    async (h) => ({ method: 'GET', path: `/wallboards/${(await newWallboard(h)).id}` }),
  ],
  [
    'GET /wallboards/{id}/feed',
    all(200),
    async (h) => ({ method: 'GET', path: `/wallboards/${(await newWallboard(h)).id}/feed` }),
  ],
  [
    'POST /wallboards',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/wallboards', body: { name: 'W', type: 'sponsors' } }),
  ],
  [
    'PATCH /wallboards/{id}',
    organiserOnly(200),
    async (h) => ({
      method: 'PATCH',
      path: `/wallboards/${(await newWallboard(h)).id}`,
      body: { name: 'X' },
    }),
  ],
  [
    'DELETE /wallboards/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/wallboards/${(await newWallboard(h)).id}` }),
  ],
  [
    'GET /wallboards/{id}/sponsors',
    all(200),
    async (h) => ({ method: 'GET', path: `/wallboards/${(await newWallboard(h)).id}/sponsors` }),
  ],
  [
    'POST /wallboards/{id}/sponsors',
    organiserOnly(201),
    async (h) => ({
      method: 'POST',
      path: `/wallboards/${(await newWallboard(h)).id}/sponsors`,
      body: { sponsorId: (await newSponsor(h)).id },
    }),
  ],
  [
    'DELETE /wallboards/{id}/sponsors/{sponsorId}',
    organiserOnly(204),
    async (h) => {
      const [wb, sp] = [await newWallboard(h), await newSponsor(h)];
      await post(h, `/wallboards/${wb.id}/sponsors`, { sponsorId: sp.id });
      return { method: 'DELETE', path: `/wallboards/${wb.id}/sponsors/${sp.id}` };
    },
  ],
  [
    'POST /impressions (public wallboard)',
    all(201),
    async (h) => {
      const [wb, sp] = [await newWallboard(h), await newSponsor(h)];
      await post(h, `/wallboards/${wb.id}/sponsors`, { sponsorId: sp.id });
      return {
        method: 'POST',
        path: '/impressions',
        body: { sponsorId: sp.id, wallboardId: wb.id, durationMs: 5000 },
      };
    },
  ],
  [
    'GET /user-roles/{userId} (the captain)',
    [401, 403, 200, 403, 200],
    (_, s) => ({ method: 'GET', path: `/user-roles/${s.homeCaptain.id}` }),
  ],
  [
    'POST /user-roles',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: '/user-roles', body: { userId: s.player.id, role: 'player' } }),
  ],
  [
    'DELETE /user-roles',
    organiserOnly(200),
    async (h, s) => {
      await post(h, '/user-roles', { userId: s.player.id, role: 'player', teamId: s.home.id });
      return {
        method: 'DELETE',
        path: '/user-roles',
        body: { userId: s.player.id, role: 'player', teamId: s.home.id },
      };
    },
  ],
];

/** A TV paired the way a venue does it (code shown, organiser claims it, TV polls): its token. */
async function pairScreen(h: Harness): Promise<string> {
  const start = (await h.call('POST', '/screens/pair', { body: { userAgent: 'MatrixTV/1.0' } })).body;
  const wallboard = await newWallboard(h);
  await post(h, '/screens/claim', { code: start.code, name: 'Matrix TV', wallboardId: wallboard.id });
  const granted = await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } });
  if (!granted.body?.token) throw new Error(`Pairing failed: ${JSON.stringify(granted.body)}`);
  return granted.body.token;
}

describe.each(engines)('authorization matrix (%s)', (engine) => {
  let h: Harness;
  let s: Seed;
  let screenToken: string;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    screenToken = await pairScreen(h);
  }, 180_000);
  afterAll(() => h.close());

  it.each(matrix)('%s', async (_name, expected, prepare) => {
    const actors = [
      {},
      { token: s.player.token },
      { token: s.homeCaptain.token },
      { token: s.otherCaptain.token },
      { token: h.organiser.token },
      { headers: { 'x-screen-token': screenToken } },
    ];
    const actual: number[] = [];
    for (const actor of actors) {
      const req = await prepare(h, s);
      actual.push((await h.call(req.method, req.path, { ...actor, body: req.body })).status);
    }
    expect(actual).toEqual([...expected, expected[0]]);
  });
});
