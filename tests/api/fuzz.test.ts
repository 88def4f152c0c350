// Property-based bad input on every write route: whatever arrives (any JSON, broken JSON, a valid
// body with one field replaced by anything, odd ids in the path), the API never answers 5xx, and a
// refused request changes nothing in the database. FUZZ_RUNS sets the runs per route (default 25).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 25);
type Seed = Awaited<ReturnType<typeof seedLeague>>;
type Route = [
  method: string,
  path: (s: Seed, id: string) => string,
  valid: (s: Seed) => Record<string, unknown>,
];

const tables = [
  'leagues',
  'divisions',
  'teams',
  'players',
  'division_teams',
  'team_players',
  'transfer_windows',
  'transfers',
  'venues',
  'venue_tables',
  'fixtures',
  'frames',
  'standings',
  'league_histories',
  'sponsors',
  'wallboards',
  'wallboard_sponsors',
  'sponsor_impressions',
  'profiles',
  'user_roles',
];
const fingerprintSql = `select ${tables
  .map((t) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from public.${t} x)`)
  .join(' || ')} as f`;

const img = 'https://cdn.example.com/a.png';
const routes: Route[] = [
  ['POST', () => '/leagues', () => ({ name: 'L', season: 'S' })],
  ['PATCH', (s, id) => `/leagues/${id ?? s.league.id}`, () => ({ name: 'L2' })],
  ['POST', () => '/divisions', (s) => ({ leagueId: s.league.id, name: 'D', sortOrder: 1 })],
  ['PATCH', (s, id) => `/divisions/${id ?? s.division.id}`, () => ({ sortOrder: 2 })],
  ['POST', (s, id) => `/divisions/${id ?? s.division.id}/teams`, (s) => ({ teamId: s.other.id, seed: 1 })],
  ['POST', () => '/teams', () => ({ name: `T ${randomUUID()}`, captainUserId: null })],
  ['PATCH', (s, id) => `/teams/${id ?? s.other.id}`, () => ({ name: 'Renamed' })],
  [
    'POST',
    (s, id) => `/teams/${id ?? s.other.id}/players`,
    (s) => ({ playerId: s.awayPlayer.id, isActive: true }),
  ],
  ['POST', () => '/players', () => ({ fullName: 'F', nickname: 'N', userId: null })],
  ['PATCH', (s, id) => `/players/${id ?? s.awayPlayer.id}`, () => ({ nickname: 'Z' })],
  [
    'POST',
    () => '/transfers',
    (s) => ({ playerId: s.homePlayer.id, fromTeamId: s.home.id, toTeamId: s.away.id }),
  ],
  ['PATCH', (_, id) => `/transfers/${id ?? 1}`, () => ({ status: 'rejected' })],
  [
    'POST',
    () => '/transfer-windows',
    (s) => ({ leagueId: s.league.id, opensAt: '2027-01-01T00:00:00Z', closesAt: '2027-02-01T00:00:00Z' }),
  ],
  ['POST', () => '/venues', () => ({ name: 'V', address: 'A', logoUrl: img })],
  ['PATCH', (s, id) => `/venues/${id ?? s.venue.id}`, () => ({ address: 'B' })],
  [
    'POST',
    (s, id) => `/venues/${id ?? s.venue.id}/tables`,
    () => ({ label: 'T', uniqueCode: randomUUID().slice(0, 9), urlSlug: randomUUID() }),
  ],
  [
    'POST',
    () => '/fixtures',
    (s) => ({
      divisionId: s.division.id,
      homeTeamId: s.home.id,
      awayTeamId: s.away.id,
      venueId: s.venue.id,
      kickoffAt: '2027-01-07T19:30:00Z',
    }),
  ],
  [
    'POST',
    () => '/fixtures/bulk',
    (s) => ({
      fixtures: [
        {
          divisionId: s.division.id,
          homeTeamId: s.home.id,
          awayTeamId: s.away.id,
          venueId: s.venue.id,
          kickoffAt: '2027-01-07T19:30:00Z',
        },
      ],
    }),
  ],
  ['PATCH', (s, id) => `/fixtures/${id ?? s.fixture.id}`, () => ({ status: 'in_play' })],
  ['POST', (s, id) => `/fixtures/${id ?? s.fixture.id}/frames`, () => ({ winner: 'home' })],
  ['PATCH', (_, id) => `/frames/${id ?? 1}`, () => ({ winner: 'away' })],
  ['POST', () => '/sponsors', () => ({ name: 'S', imageUrl: img, weight: 2, tags: ['a'] })],
  ['POST', () => '/wallboards', (s) => ({ name: 'W', type: 'live_scores', leagueId: s.league.id })],
  [
    'POST',
    () => '/impressions',
    () => ({ sponsorId: 1, wallboardId: 1, durationMs: 100, clientId: randomUUID() }),
  ],
  ['POST', () => '/user-roles', (s) => ({ userId: s.player.id, role: 'player' })],
  ['DELETE', () => '/user-roles', (s) => ({ userId: s.player.id, role: 'player' })],
];

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 400 }),
  fc.constantFrom(
    0,
    -1,
    1.5,
    1e20,
    2 ** 53,
    -(2 ** 31),
    '',
    ' ',
    null,
    'javascript:alert(1)',
    '9'.repeat(30),
    '2027-13-45T99:99',
  ),
);
const input = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), body: fc.jsonValue() }),
  fc.record({ kind: fc.constant('text' as const), body: fc.string({ maxLength: 50 }) }),
  fc.record({ kind: fc.constant('field' as const), key: fc.string({ maxLength: 12 }), body: oddValue }),
  fc.record({
    kind: fc.constant('path' as const),
    body: fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('0', '-1', '1e3', '99999999999999999999', '%00'),
    ),
  }),
);

describe.each(engines)('bad input on every write route (%s)', (engine) => {
  let h: Harness;
  let s: Seed;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await h.call('POST', '/transfers', { token: h.organiser.token, body: routes[10][2](s) });
    await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: h.organiser.token, body: {} });
  }, 180_000);
  afterAll(() => h.close());

  const fingerprint = async () => (await h.db.query<{ f: string }>(fingerprintSql))[0].f;

  it.each(
    routes.map((r) => [`${r[0]} ${r[1].toString().includes('=>') ? r[1]({} as Seed, 'X') : ''}`, r] as const),
  )(
    '%s',
    async (_name, [method, path, valid]) => {
      await fc.assert(
        fc.asyncProperty(input, async (given) => {
          let url = path(s, undefined as unknown as string);
          let body: unknown = valid(s);
          if (given.kind === 'json') body = given.body;
          if (given.kind === 'text') body = `{${given.body}`;
          if (given.kind === 'field') body = { ...(body as object), [given.key]: given.body };
          if (given.kind === 'path') {
            const seg = encodeURIComponent(given.body);
            url = path(s, seg);
            if (url === path(s, undefined as unknown as string)) return; // no id in this path
          }
          const before = await fingerprint();
          const res = await h.call(method, url, {
            token: h.organiser.token,
            body: typeof body === 'string' ? body : (body ?? null),
          });
          expect(
            res.status,
            `${method} ${url} ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
            expect(JSON.stringify(res.body)).not.toMatch(
              /(select|insert|update|delete) .*from|public\.|at .*\.ts/i,
            );
            expect(await fingerprint()).toBe(before);
          }
        }),
        { numRuns: runs },
      );
    },
    120_000,
  );
});
