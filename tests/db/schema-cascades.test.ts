// The deletion cascades of the product specification, and ours where it is silent (docs/decisions.md). Each case runs in a
// transaction that is rolled back, so deletions do not interfere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, sqlError, type World } from './world.ts';

describe.each(engines)('deleting on %s', (engine) => {
  let root: Db;
  let db: Tx;
  let w: World;
  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    (
      await db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params)
    )[0].n;
  /** A test body, run in a transaction that is always rolled back. */
  const rolledBack = (body: () => Promise<void>) => async () => {
    const undo = new Error('roll back');
    await root
      .transaction(async (tx) => {
        db = tx;
        await body();
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
  };
  /** The error of one statement, leaving the transaction usable. */
  const refused = async (sql: string, params: unknown[]) => {
    await db.query('savepoint refused');
    const error = await sqlError(db.query(sql, params));
    await db.query('rollback to savepoint refused');
    return error;
  };
  beforeAll(async () => {
    root = await freshDb(engine);
    w = await buildWorld(root);
  }, 120_000);
  afterAll(() => root.close());

  it(
    'a league removes its divisions, fixtures, frames, standings, windows, histories and wallboards',
    rolledBack(async () => {
      await db.query('select public.complete_fixture($1)', [w.f1]); // standings follow results; no error
      await db.query('delete from public.leagues where id = $1', [w.league]);
      const left = await Promise.all(
        [
          'divisions',
          'division_teams',
          'fixtures',
          'frames',
          'standings',
          'transfer_windows',
          'league_histories',
        ].map((t) => count(t)),
      );
      expect(left).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(await count('wallboards', 'id = $1', [w.publicBoard])).toBe(0);
      expect(await count('wallboard_sponsors', 'wallboard_id = $1', [w.publicBoard])).toBe(0);
      expect(await count('sponsor_impressions')).toBe(0);
      expect(await count('teams')).toBe(5); // teams are not part of a league
    }),
  );

  it(
    'a division removes its entries, standings and fixtures, and clears wallboards showing it',
    rolledBack(async () => {
      await db.query('update public.wallboards set division_id = $1 where id = $2', [
        w.division,
        w.privateBoard,
      ]);
      await db.query('delete from public.divisions where id = $1', [w.division]);
      expect([await count('division_teams'), await count('standings'), await count('fixtures')]).toEqual([
        0, 0, 0,
      ]);
      expect(
        await db.query('select division_id from public.wallboards where id = $1', [w.privateBoard]),
      ).toEqual([{ division_id: null }]);
    }),
  );

  it(
    'a team without fixtures removes its entries, roster, standings, transfers and captain role',
    rolledBack(async () => {
      const captain = w.users.captain;
      await db.query('update public.teams set captain_user_id = $1 where id = $2', [captain, w.teamE]);
      await insert(db, 'division_teams', { division_id: w.division, team_id: w.teamE });
      await insert(db, 'team_players', { team_id: w.teamE, player_id: w.pC });
      // Joining the division gave the team its standings row (20261127100100_standings_from_joining.sql).
      expect(await count('standings', 'team_id = $1', [w.teamE])).toBe(1);
      await insert(db, 'transfers', { player_id: w.pC, from_team_id: w.teamC, to_team_id: w.teamE });
      await db.query('delete from public.teams where id = $1', [w.teamE]);
      for (const [table, column] of [
        ['division_teams', 'team_id'],
        ['team_players', 'team_id'],
        ['standings', 'team_id'],
        ['transfers', 'to_team_id'],
        ['user_roles', 'team_id'],
      ]) {
        expect(await count(table, `${column} = $1`, [w.teamE])).toBe(0);
      }
    }),
  );

  it(
    'a team that still has fixtures is refused with a clear message',
    rolledBack(async () => {
      const error = await refused('delete from public.teams where id = $1', [w.teamA]);
      expect(error).toEqual({
        code: 'P0001',
        message: 'Team "Anchor" still has 1 fixture(s); delete its fixtures first',
      });
      expect(await count('teams', 'id = $1', [w.teamA])).toBe(1);
    }),
  );

  it(
    'a venue removes its tables; one hosting fixtures is refused',
    rolledBack(async () => {
      await insert(db, 'venue_tables', {
        venue_id: w.emptyVenue,
        label: 'T',
        unique_code: 'E-1',
        url_slug: 'e-1',
      });
      await db.query('update public.wallboards set venue_id = $1 where id = $2', [
        w.emptyVenue,
        w.privateBoard,
      ]);
      await db.query('delete from public.venues where id = $1', [w.emptyVenue]);
      expect(await count('venue_tables', 'venue_id = $1', [w.emptyVenue])).toBe(0);
      expect(await count('wallboards', 'id = $1 and venue_id is null', [w.privateBoard])).toBe(1);
      const error = await refused('delete from public.venues where id = $1', [w.venue]);
      expect(error).toEqual({
        code: 'P0001',
        message: 'Venue "The Red Lion" still hosts 2 fixture(s); delete or move its fixtures first',
      });
    }),
  );

  it(
    'a table leaves its fixtures without a table',
    rolledBack(async () => {
      await db.query('update public.fixtures set table_id = $1 where id = $2', [w.table, w.f1]);
      await db.query('delete from public.venue_tables where id = $1', [w.table]);
      expect(await db.query('select table_id from public.fixtures where id = $1', [w.f1])).toEqual([
        { table_id: null },
      ]);
    }),
  );

  it(
    'a fixture takes its frames with it',
    rolledBack(async () => {
      await db.query('delete from public.fixtures where id = $1', [w.f1]);
      expect(await count('frames', 'fixture_id = $1', [w.f1])).toBe(0);
      expect(await count('frames')).toBe(1);
    }),
  );

  it(
    'a sponsor or a wallboard removes its assignments and impressions',
    rolledBack(async () => {
      await db.query('delete from public.wallboards where id = $1', [w.publicBoard]);
      expect([await count('wallboard_sponsors'), await count('sponsor_impressions')]).toEqual([1, 0]);
      await db.query('delete from public.sponsors where id = $1', [w.sponsor]);
      expect(await count('wallboard_sponsors')).toBe(0);
    }),
  );

  it(
    'a player removes their roster entries and transfers, and leaves frames without them',
    rolledBack(async () => {
      // frame 1 is Anchor v Bell: Bob Baker plays for Bell, so he is its away player
      await db.query('update public.frames set away_player_id = $1 where id = $2', [w.pB, w.frame1]);
      await db.query('delete from public.players where id = $1', [w.pB]);
      expect([await count('team_players', 'player_id = $1', [w.pB]), await count('transfers')]).toEqual([
        0, 0,
      ]);
      expect(await db.query('select away_player_id from public.frames where id = $1', [w.frame1])).toEqual([
        { away_player_id: null },
      ]);
    }),
  );

  it(
    'an auth user removes their profile and roles and is unlinked from teams, players and leagues',
    rolledBack(async () => {
      await db.query('update public.leagues set created_by = $1', [w.users.captain]);
      await db.query('update public.players set user_id = $1 where id = $2', [w.users.captain, w.pB]);
      await db.query('delete from auth.users where id = $1', [w.users.captain]);
      expect(await count('profiles', 'id = $1', [w.users.captain])).toBe(0);
      expect(await count('user_roles', 'user_id = $1', [w.users.captain])).toBe(0);
      expect(await count('teams', 'id = $1 and captain_user_id is null', [w.teamA])).toBe(1);
      expect(await count('players', 'id = $1 and user_id is null', [w.pB])).toBe(1);
      expect(await count('leagues', 'created_by is null')).toBe(1);
    }),
  );
});
