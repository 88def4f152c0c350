// The write attempts of the RLS matrix and what each role may do: anonymous, player, captain of
// team A, captain of team C, organiser (see buildWorld for the ids).
import type { World } from './world.ts';
import { roleOps } from './rls-write-role-ops.ts';

export type Who = 'anonymous' | 'player' | 'captain' | 'otherCaptain' | 'organiser';
export const everyone: Who[] = ['anonymous', 'player', 'captain', 'otherCaptain', 'organiser'];
/**
 * ok: the change happened; no effect: RLS hid the rows; denied: error 42501; refused: a rule of the
 * data said no (P0001).
 */
export type Outcome = 'ok' | 'no effect' | 'denied' | 'refused';
export interface Op {
  name: string;
  sql: string;
  /** SQL expression, evaluated as the superuser afterwards: did the change happen? */
  effect: string;
  // anonymous, player, captain of team A, captain of team C, organiser
  expect: Outcome[];
}

export const D = 'denied';
export const N = 'no effect';
export const organiserOnlyInsert: Outcome[] = [D, D, D, D, 'ok'];
export const organiserOnlyChange: Outcome[] = [D, N, N, N, 'ok'];
export const exists = (table: string, where: string) =>
  `exists (select 1 from public.${table} where ${where})`;
export const gone = (table: string, id: number) => `not ${exists(table, `id = ${id}`)}`;

/** insert, update and delete by organisers only, for a table that anyone may read. */
function organiserOnly(
  table: string,
  insertSql: string,
  insertedWhere: string,
  id: number,
  set: string,
  setWhere: string,
): Op[] {
  return [
    {
      name: `insert into ${table}`,
      sql: insertSql,
      effect: exists(table, insertedWhere),
      expect: organiserOnlyInsert,
    },
    {
      name: `update ${table}`,
      sql: `update public.${table} set ${set} where id = ${id}`,
      effect: exists(table, setWhere),
      expect: organiserOnlyChange,
    },
    {
      name: `delete from ${table}`,
      sql: `delete from public.${table} where id = ${id}`,
      effect: gone(table, id),
      expect: organiserOnlyChange,
    },
  ];
}

function organiserTableOps(w: World): Op[] {
  const now = `'2026-06-01T00:00:00Z'`;
  return [
    ...organiserOnly(
      'leagues',
      `insert into public.leagues (name, season) values ('X', '1')`,
      `name = 'X'`,
      w.league,
      `name = 'Y'`,
      `name = 'Y'`,
    ),
    ...organiserOnly(
      'divisions',
      `insert into public.divisions (league_id, name) values (${w.league}, 'X')`,
      `name = 'X'`,
      w.division,
      `name = 'Y'`,
      `name = 'Y'`,
    ),
    ...organiserOnly(
      'transfer_windows',
      `insert into public.transfer_windows (league_id, opens_at, closes_at) values (${w.league}, ${now}, '2026-07-01')`,
      `opens_at = ${now}`,
      w.window,
      `opens_at = ${now}`,
      `opens_at = ${now}`,
    ),
    ...organiserOnly(
      'league_histories',
      `insert into public.league_histories (league_id, snapshot) values (${w.league}, '{"x":1}')`,
      `snapshot = '{"x":1}'`,
      w.history,
      `snapshot = '{"y":1}'`,
      `snapshot = '{"y":1}'`,
    ),
    ...organiserOnly(
      'teams',
      `insert into public.teams (name) values ('X')`,
      `name = 'X'`,
      w.teamE,
      `name = 'Y'`,
      `name = 'Y'`,
    ),
    ...organiserOnly(
      'venues',
      `insert into public.venues (name) values ('X')`,
      `name = 'X'`,
      w.emptyVenue,
      `name = 'Y'`,
      `name = 'Y'`,
    ),
    ...organiserOnly(
      'venue_tables',
      `insert into public.venue_tables (venue_id, label, unique_code, url_slug) values (${w.venue}, 'X', 'X', 'x')`,
      `label = 'X'`,
      w.table,
      `label = 'Y'`,
      `label = 'Y'`,
    ),
    ...organiserOnly(
      'sponsors',
      `insert into public.sponsors (name, image_url) values ('X', 'i')`,
      `name = 'X'`,
      w.sponsor,
      `name = 'Y'`,
      `name = 'Y'`,
    ),
    ...organiserOnly(
      'wallboards',
      `insert into public.wallboards (name, type) values ('X', 'fixtures')`,
      `name = 'X'`,
      w.publicBoard,
      `name = 'Y'`,
      `name = 'Y'`,
    ),
    {
      name: 'insert into division_teams',
      sql: `insert into public.division_teams (division_id, team_id) values (${w.division}, ${w.teamE})`,
      effect: exists('division_teams', `team_id = ${w.teamE}`),
      expect: organiserOnlyInsert,
    },
    {
      name: 'delete from division_teams',
      sql: `delete from public.division_teams where team_id = ${w.teamB}`,
      effect: `not ${exists('division_teams', `team_id = ${w.teamB}`)}`,
      expect: organiserOnlyChange,
    },
    {
      name: 'update standings',
      sql: `update public.standings set points = 99 where team_id = ${w.teamA}`,
      effect: exists('standings', 'points = 99'),
      expect: organiserOnlyChange,
    },
    {
      name: 'insert into wallboard_sponsors',
      sql: `insert into public.wallboard_sponsors (wallboard_id, sponsor_id) values (${w.publicBoard}, ${w.expiredSponsor})`,
      effect: exists('wallboard_sponsors', `sponsor_id = ${w.expiredSponsor}`),
      expect: organiserOnlyInsert,
    },
    {
      name: 'delete from wallboard_sponsors',
      sql: `delete from public.wallboard_sponsors where wallboard_id = ${w.publicBoard}`,
      effect: `not ${exists('wallboard_sponsors', `wallboard_id = ${w.publicBoard}`)}`,
      expect: organiserOnlyChange,
    },
  ];
}

/** Every write attempt of the matrix. */
export const operations = (w: World): Op[] => [...organiserTableOps(w), ...roleOps(w)];
