// The bad-input cases shared by the fuzz test (tests/api/fuzz.test.ts) and the fuzz benchmark
// (bench/fuzz.ts): every write route with a valid body, the generator of bad input, and a
// fingerprint of every table to prove a refused request changed nothing.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Harness, seedLeague } from './support.ts';

export type Seed = Awaited<ReturnType<typeof seedLeague>>;
export type Route = [method: string, path: (s: Seed, id?: string) => string, valid: (s: Seed) => unknown];

const img = 'https://cdn.example.com/a.png';
const fixture = (s: Seed) => ({
  divisionId: s.division.id,
  homeTeamId: s.home.id,
  awayTeamId: s.away.id,
  venueId: s.venue.id,
  kickoffAt: '2027-01-07T19:30:00Z',
});
const transfer = (s: Seed) => ({ playerId: s.homePlayer.id, fromTeamId: s.home.id, toTeamId: s.away.id });

export const writeRoutes: Route[] = [
  ['POST', () => '/leagues', () => ({ name: 'L', season: 'S' })],
  ['PATCH', (s, id) => `/leagues/${id ?? s.league.id}`, () => ({ name: 'L2' })],
  [
    'POST',
    (s, id) => `/leagues/${id ?? s.league.id}/rollover`,
    () => ({ season: 'Next', promote: 1, relegate: 1, dryRun: true }),
  ],
  ['POST', () => '/divisions', (s) => ({ leagueId: s.league.id, name: 'D', sortOrder: 1 })],
  ['PATCH', (s, id) => `/divisions/${id ?? s.division.id}`, () => ({ name: 'Premier', sortOrder: 2 })],
  ['POST', (s, id) => `/divisions/${id ?? s.division.id}/teams`, (s) => ({ teamId: s.other.id, seed: 1 })],
  ['POST', () => '/teams', () => ({ name: `T ${randomUUID()}`, captainUserId: null })],
  ['PATCH', (s, id) => `/teams/${id ?? s.other.id}`, () => ({ name: 'Renamed' })],
  [
    'POST',
    (s, id) => `/teams/${id ?? s.other.id}/players`,
    (s) => ({ playerId: s.awayPlayer.id, isActive: true }),
  ],
  [
    'POST',
    (s, id) => `/teams/${id ?? s.other.id}/players/bulk`,
    () => ({ players: [{ fullName: `Bulk ${randomUUID().slice(0, 8)}` }] }),
  ],
  ['POST', () => '/imports/teams', () => ({ rows: [{ name: `Imp ${randomUUID()}` }] })],
  ['POST', () => '/imports/players', () => ({ rows: [{ fullName: 'F', nickname: 'N' }] })],
  ['POST', () => '/players', () => ({ fullName: 'F', nickname: 'N', userId: null })],
  ['PATCH', (s, id) => `/players/${id ?? s.awayPlayer.id}`, () => ({ fullName: 'Bob Ray', nickname: 'Z' })],
  ['POST', () => '/transfers', transfer],
  ['PATCH', (_, id) => `/transfers/${id ?? 1}`, () => ({ status: 'rejected' })],
  [
    'POST',
    () => '/transfer-windows',
    (s) => ({ leagueId: s.league.id, opensAt: '2027-01-01T00:00:00Z', closesAt: '2027-02-01T00:00:00Z' }),
  ],
  [
    'POST',
    () => '/venues',
    () => ({ name: 'V', address: 'A', logoUrl: img, tableCount: 2, tables: [{ label: 'Main' }] }),
  ],
  ['PATCH', (s, id) => `/venues/${id ?? s.venue.id}`, () => ({ name: 'The Crown', address: 'B' })],
  [
    'POST',
    (s, id) => `/venues/${id ?? s.venue.id}/tables`,
    () => ({ label: 'T', uniqueCode: randomUUID().slice(0, 9), urlSlug: randomUUID() }),
  ],
  // The table prepareFuzzTargets() adds; the name of the test reads the path with no seed.
  ['PATCH', (s, id) => `/venues/${s.venue?.id}/tables/${id ?? 1}`, () => ({ label: 'T2' })],
  ['POST', () => '/fixtures', fixture],
  ['POST', () => '/fixtures/bulk', (s) => ({ fixtures: [fixture(s)] })],
  ['PATCH', (s, id) => `/fixtures/${id ?? s.fixture.id}`, () => ({ status: 'in_play' })],
  ['POST', (s, id) => `/fixtures/${id ?? s.fixture.id}/frames`, () => ({ winner: 'home' })],
  ['POST', (s, id) => `/fixtures/${id ?? s.fixture.id}/forfeit`, () => ({ winner: 'home' })],
  ['POST', (s, id) => `/fixtures/${id ?? s.fixture.id}/dispute`, () => ({ reason: 'Frame 2 was ours' })],
  ['PATCH', (_, id) => `/frames/${id ?? 1}`, () => ({ winner: 'away' })],
  ['POST', () => '/sponsors', () => ({ name: 'S', imageUrl: img, weight: 2, tags: ['a'] })],
  ['PATCH', (_, id) => `/sponsors/${id ?? 1}`, () => ({ name: 'S2', tags: ['b'] })],
  [
    'POST',
    () => '/wallboards',
    (s) => ({
      name: 'W',
      type: 'live_scores',
      leagueId: s.league.id,
      showQr: true,
      theme: { accent: '#1e90ff', mode: 'light', sponsorStrip: true },
    }),
  ],
  ['PATCH', (_, id) => `/wallboards/${id ?? 1}`, () => ({ name: 'W2' })],
  ['POST', () => '/screens/pair', () => ({ userAgent: 'Fuzz TV' })],
  ['POST', () => '/screens/poll', () => ({ deviceSecret: randomUUID() })],
  ['POST', () => '/screens/claim', () => ({ code: 'BCDF-GHJK', name: 'Bar TV', wallboardId: 1 })],
  ['PATCH', (_, id) => `/screens/${id ?? 1}`, () => ({ name: 'Lounge TV' })],
  [
    'PUT',
    (_, id) => `/screens/${id ?? 1}/schedule`,
    () => ({ slots: [{ days: [1], from: '18:00', to: '23:00', wallboardId: 1 }] }),
  ],
  [
    'POST',
    () => '/screens/heartbeat',
    () => ({ userAgent: 'Fuzz TV', appVersion: '1.0', resolution: '1920x1080' }),
  ],
  [
    'POST',
    () => '/impressions',
    () => ({ sponsorId: 1, wallboardId: 1, durationMs: 100, clientId: randomUUID() }),
  ],
  ['POST', () => '/user-roles', (s) => ({ userId: s.player.id, role: 'player' })],
  ['DELETE', () => '/user-roles', (s) => ({ userId: s.player.id, role: 'player' })],
  ['PATCH', () => '/me', () => ({ displayName: 'Fuzzy' })],
  ['PATCH', () => '/me/notifications', () => ({ fixture: true, transfer: true })],
  ['DELETE', () => '/me', () => ({ confirmEmail: 'not-mine@example.com' })],
  [
    'POST',
    () => '/invitations',
    (s) => ({ email: `${randomUUID()}@example.com`, role: 'player', teamId: s.home.id }),
  ],
  ['POST', () => '/invitations/lookup', () => ({ token: randomUUID() })],
  ['POST', () => '/invitations/accept', () => ({ token: randomUUID(), password: 'secret-1' })],
  [
    'POST',
    () => '/cups',
    (s) => ({ leagueId: s.league.id, name: 'C', kind: 'team', bestOf: [3, 5], venueId: s.venue.id }),
  ],
  ['POST', (_, id) => `/cups/${id ?? 1}/entries`, (s) => ({ teamId: s.home.id })],
  ['POST', (_, id) => `/cups/${id ?? 1}/draw`, () => ({ seedFrom: 'random', seed: 'fuzz' })],
  ['POST', (_, id) => `/cups/${id ?? 1}/matches/1/walkover`, () => ({ winnerEntryId: 1 })],
];

/** Gives the transfer, frame and cup routes (which name row 1) something to act on. */
export async function prepareFuzzTargets(h: Harness, s: Seed) {
  const cup = { leagueId: s.league.id, name: 'Fuzz Cup', kind: 'team', venueId: s.venue.id };
  await h.call('POST', '/cups', { token: h.organiser.token, body: cup });
  await h.call('POST', '/cups/1/entries', { token: h.organiser.token, body: { teamId: s.away.id } });
  await h.call('POST', '/transfers', { token: h.organiser.token, body: transfer(s) });
  await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: h.organiser.token, body: {} });
  const table = { label: 'T1', uniqueCode: 'FUZZ-1', urlSlug: 'fuzz-1' };
  await h.call('POST', `/venues/${s.venue.id}/tables`, { token: h.organiser.token, body: table });
}

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
    'data:,x',
    '9'.repeat(30),
    '2027-13-45T99:99',
  ),
);

/** Line breaks and other control characters: refused in names, kept only where a text may span lines. */
export const controlStrings = [
  'a\r\nb',
  'a\nb',
  'a\rb',
  'a\tb',
  'a\u001b[31mb',
  'a\u007fb',
  'a\u0085b',
  'Red\r\nEND:VEVENT\r\nBEGIN:VEVENT',
];

/**
 * Strings PostgreSQL cannot store (NUL), that are not Unicode (unpaired surrogates), long ones, and
 * control characters.
 */
export const hostileStrings = [
  'x\u0000y',
  '\u0000',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDBFF',
  'x'.repeat(10_000),
  `${'y'.repeat(9_999)}\u0000`,
  ...controlStrings,
];

/** The fields that are names or titles (core/schemas/common.ts oneLine()): a control character is a 400. */
export const nameFields = [
  'name',
  'season',
  'fullName',
  'nickname',
  'label',
  'uniqueCode',
  'urlSlug',
  'displayName',
  'seed',
  'tags',
];

/** The path of every string in a body ('tags.0', 'theme.accent', 'fixtures.0.kickoffAt'). */
export function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
}

/** A copy of the body with the string at `path` replaced. */
export function withString(body: unknown, path: string[], value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>;
  copy[head] = withString(copy[head], rest, value);
  return copy;
}

/** Any JSON, broken JSON, a valid body with one field replaced by anything, or an odd path id. */
export const badInput = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), body: fc.jsonValue() }),
  fc.record({ kind: fc.constant('text' as const), body: fc.string({ maxLength: 50 }) }),
  fc.record({ kind: fc.constant('field' as const), key: fc.string({ maxLength: 12 }), body: oddValue }),
  // One of the route's own fields (the n-th, wrapping) set to a hostile string.
  fc.record({
    kind: fc.constant('hostile' as const),
    nth: fc.nat(),
    body: fc.constantFrom(...hostileStrings),
  }),
  fc.record({
    kind: fc.constant('path' as const),
    body: fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('0', '-1', '1e3', '99999999999999999999', '%00'),
    ),
  }),
);
export type BadInput = typeof badInput extends fc.Arbitrary<infer T> ? T : never;

/** The request one bad input makes of a route; `idInPath` is false when the path takes no id. */
export function badRequest([method, path, valid]: Route, s: Seed, given: BadInput) {
  let url = path(s);
  let body: unknown = valid(s);
  let idInPath = true;
  if (given.kind === 'json') body = given.body;
  if (given.kind === 'text') body = `{${given.body}`;
  if (given.kind === 'field') body = { ...(body as object), [given.key]: given.body };
  if (given.kind === 'hostile') {
    const keys = Object.keys(body as object);
    body = { ...(body as object), [keys[given.nth % keys.length]]: given.body };
  }
  if (given.kind === 'path') {
    url = path(s, encodeURIComponent(given.body));
    idInPath = url !== path(s);
  }
  return { method, url, body: body ?? null, idInPath };
}

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
  'fixture_tombstones',
  'frames',
  'standings',
  'league_histories',
  'sponsors',
  'wallboards',
  'wallboard_sponsors',
  'sponsor_impressions',
  'profiles',
  'user_roles',
  'cups',
  'cup_entries',
  'cup_matches',
  'screens',
  'screen_schedule_slots',
];
/** One md5 over every row of every table: equal before and after means nothing changed. */
export const fingerprintSql = `select ${tables
  .map((t) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from public.${t} x)`)
  .join(' || ')} as f`;
