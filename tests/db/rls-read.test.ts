// What each kind of user can read, table by table (issue 2's role model), through RLS as on Supabase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Claims, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { anon, buildWorld, sqlError, user, type World } from './world.ts';

type Who = 'anonymous' | 'player' | 'captain' | 'otherCaptain' | 'organiser';
const everyone: Who[] = ['anonymous', 'player', 'captain', 'otherCaptain', 'organiser'];
/** Rows visible, or 'denied' when the role has no privilege on the table at all. */
type Seen = number | 'denied';
const all = (n: number): Seen[] => [n, n, n, n, n];

// Columns: anonymous, player, captain of team A, captain of team C, organiser.
const expected: Record<string, Seen[]> = {
  leagues: all(1),
  divisions: all(1),
  transfer_windows: all(1),
  league_histories: all(1),
  teams: all(5),
  players: all(3),
  division_teams: all(4),
  team_players: all(3),
  transfers: ['denied', 1, 1, 1, 1],
  venues: all(2),
  venue_tables: all(1),
  fixtures: all(2),
  frames: all(2),
  standings: all(4),
  sponsors: [1, 2, 2, 2, 2],
  wallboards: [1, 2, 2, 2, 2],
  wallboard_sponsors: [1, 2, 2, 2, 2],
  sponsor_impressions: ['denied', 0, 0, 0, 1],
  profiles: ['denied', 1, 1, 1, 4],
  user_roles: ['denied', 1, 1, 1, 4],
  idempotency_keys: ['denied', 'denied', 'denied', 'denied', 'denied'],
};

describe.each(engines)('reading tables as each role on %s', (engine) => {
  let db: Db;
  let w: World;
  const claims = (who: Who): Claims => (who === 'anonymous' ? anon : user(w.users[who]));
  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
  }, 120_000);
  afterAll(() => db.close());

  it('covers every public table', async () => {
    const rows = await db.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public' and tablename = any($1)`,
      [Object.keys(expected)],
    );
    expect(rows).toHaveLength(Object.keys(expected).length);
  });

  const cases = Object.entries(expected).flatMap(([table, seen]) =>
    everyone.map((who, i) => ({ table, who, seen: seen[i] })),
  );
  it.each(cases)('$who reading $table sees $seen', async ({ table, who, seen }) => {
    const read = asUser(db, claims(who), (tx) =>
      tx.query<{ n: number }>(`select count(*)::int as n from public.${table}`),
    );
    if (seen === 'denied') {
      expect((await sqlError(read)).code).toBe('42501');
    } else {
      expect((await read)[0].n).toBe(seen);
    }
  });

  it('shows anonymous visitors team and player names but not the user ids behind them', async () => {
    const names = await asUser(db, anon, (tx) =>
      tx.query(
        'select t.name, p.full_name from public.teams t, public.players p where t.id = $1 and p.id = $2',
        [w.teamA, w.pA],
      ),
    );
    expect(names).toEqual([{ name: 'Anchor', full_name: 'Alice Able' }]);
    for (const sql of [
      'select captain_user_id from public.teams',
      'select user_id from public.players',
      'select created_by from public.leagues',
    ]) {
      const error = await sqlError(asUser(db, anon, (tx) => tx.query(sql)));
      expect(error.code).toBe('42501');
    }
  });

  it('shows no signed-in client reading the tables straight a user id, whatever its role', async () => {
    const idColumns = [
      'select captain_user_id from public.teams',
      'select user_id from public.players',
      'select created_by from public.leagues',
      'select entered_by from public.frames',
      'select requested_by from public.transfers',
      'select decided_by from public.transfers',
      'select invited_by from public.invitations',
      'select accepted_by from public.invitations',
      'select * from public.players',
    ];
    for (const who of [w.users.player, w.users.captain, w.users.organiser]) {
      for (const sql of idColumns) {
        const error = await sqlError(asUser(db, user(who), (tx) => tx.query(sql)));
        expect({ who, sql, code: error.code }).toEqual({ who, sql, code: '42501' });
      }
    }
    // The rest of each row stays readable: names, nicknames, the league's settings.
    const rows = await asUser(db, user(w.users.player), (tx) =>
      tx.query(
        `select t.name, p.full_name, l.season from public.teams t, public.players p, public.leagues l
         where t.id = $1 and p.id = $2 and l.id = $3`,
        [w.teamA, w.pA, w.league],
      ),
    );
    expect(rows).toEqual([{ name: 'Anchor', full_name: 'Alice Able', season: '2026/27' }]);
  });

  it('gives an account id to organisers and to that account only (account_id_shown)', async () => {
    const shown = async (claims: Claims) =>
      (
        await asUser(db, claims, (tx) =>
          tx.query<{ id: string | null }>('select public.account_id_shown($1::uuid)::text as id', [
            w.users.player,
          ]),
        )
      )[0].id;
    expect(await shown(anon)).toBeNull();
    expect(await shown(user(w.users.captain))).toBeNull();
    expect(await shown(user(w.users.otherCaptain))).toBeNull();
    expect(await shown(user(w.users.organiser))).toBe(w.users.player);
    expect(await shown(user(w.users.player))).toBe(w.users.player);
  });

  it('lets a user read only their own roles', async () => {
    const rows = await asUser(db, user(w.users.captain), (tx) =>
      tx.query('select role, team_id from public.user_roles'),
    );
    expect(rows).toEqual([{ role: 'captain', team_id: w.teamA }]);
  });
});
