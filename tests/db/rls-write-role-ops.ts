// Write attempts where roles differ: players, rosters, transfers, scoring, impressions, accounts.
import type { World } from './world.ts';
import { D, exists, gone, N, organiserOnlyChange, organiserOnlyInsert, type Op } from './rls-write-ops.ts';

export function roleOps(w: World): Op[] {
  const now = `'2026-06-01T00:00:00Z'`;
  return [
    // Players: organisers manage them; a player edits their own record.
    {
      name: 'insert into players',
      sql: `insert into public.players (full_name) values ('X')`,
      effect: exists('players', `full_name = 'X'`),
      expect: organiserOnlyInsert,
    },
    {
      name: 'update own player record',
      sql: `update public.players set nickname = 'Ace' where id = ${w.pA}`,
      effect: exists('players', `nickname = 'Ace'`),
      expect: [D, 'ok', N, N, 'ok'],
    },
    {
      name: "update someone else's player record",
      sql: `update public.players set nickname = 'Ace' where id = ${w.pB}`,
      effect: exists('players', `nickname = 'Ace'`),
      expect: organiserOnlyChange,
    },
    {
      name: 'delete from players',
      sql: `delete from public.players where id = ${w.pB}`,
      effect: gone('players', w.pB),
      expect: organiserOnlyChange,
    },
    // Rosters: the captain manages their own team's roster only, and takes nobody from another
    // team's roster (a transfer does that); an organiser adding such a player moves them.
    {
      name: "add team C's player to team A's roster",
      sql: `insert into public.team_players (team_id, player_id) values (${w.teamA}, ${w.pC})`,
      effect: exists('team_players', `team_id = ${w.teamA} and player_id = ${w.pC}`),
      expect: [D, D, 'refused', D, 'ok'],
    },
    {
      name: "end an entry of team A's roster",
      sql: `update public.team_players set is_active = false, left_at = now() where id = ${w.rosterA}`,
      effect: exists('team_players', `id = ${w.rosterA} and not is_active`),
      expect: [D, N, 'ok', N, 'ok'],
    },
    {
      name: "remove from team A's roster",
      sql: `delete from public.team_players where id = ${w.rosterA}`,
      effect: gone('team_players', w.rosterA),
      expect: [D, N, 'ok', N, 'ok'],
    },
    {
      name: "add team A's player to team C's roster",
      sql: `insert into public.team_players (team_id, player_id) values (${w.teamC}, ${w.pA})`,
      effect: exists('team_players', `team_id = ${w.teamC} and player_id = ${w.pA}`),
      expect: [D, D, D, 'refused', 'ok'],
    },
    // Transfers: captains request them for their team; organisers decide.
    {
      name: 'request a transfer from team A',
      sql: `insert into public.transfers (player_id, from_team_id, to_team_id) values (${w.pA}, ${w.teamA}, ${w.teamB})`,
      effect: exists('transfers', `player_id = ${w.pA}`),
      expect: [D, D, 'ok', D, 'ok'],
    },
    {
      name: 'request a transfer into team C',
      sql: `insert into public.transfers (player_id, from_team_id, to_team_id) values (${w.pB}, ${w.teamB}, ${w.teamC})`,
      effect: exists('transfers', `to_team_id = ${w.teamC}`),
      expect: [D, D, D, 'ok', 'ok'],
    },
    {
      name: 'request an already approved transfer',
      sql: `insert into public.transfers (player_id, from_team_id, to_team_id, status) values (${w.pA}, ${w.teamA}, ${w.teamB}, 'approved')`,
      effect: exists('transfers', `status = 'approved'`),
      expect: [D, D, D, D, 'ok'],
    },
    {
      name: 'approve a transfer by update',
      sql: `update public.transfers set status = 'approved' where id = ${w.transfer}`,
      effect: exists('transfers', `status = 'approved'`),
      expect: organiserOnlyChange,
    },
    {
      name: 'delete a transfer',
      sql: `delete from public.transfers where id = ${w.transfer}`,
      effect: gone('transfers', w.transfer),
      expect: organiserOnlyChange,
    },
    // Fixtures and frames: captains score the fixtures their team plays.
    {
      name: 'insert into fixtures',
      sql: `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id) values (${w.division}, ${w.teamA}, ${w.teamC}, ${w.venue})`,
      effect: exists('fixtures', `home_team_id = ${w.teamA} and away_team_id = ${w.teamC}`),
      expect: organiserOnlyInsert,
    },
    {
      name: 'start fixture A v B',
      sql: `update public.fixtures set status = 'in_play' where id = ${w.f1}`,
      effect: exists('fixtures', `id = ${w.f1} and status = 'in_play'`),
      expect: [D, N, 'ok', N, 'ok'],
    },
    {
      name: 'reschedule fixture A v B',
      sql: `update public.fixtures set kickoff_at = ${now} where id = ${w.f1}`,
      effect: exists('fixtures', `kickoff_at = ${now}`),
      expect: [D, N, D, N, 'ok'],
    },
    {
      name: 'start fixture C v D',
      sql: `update public.fixtures set status = 'in_play' where id = ${w.f2}`,
      effect: exists('fixtures', `id = ${w.f2} and status = 'in_play'`),
      expect: [D, N, N, 'ok', 'ok'],
    },
    {
      name: 'delete fixture A v B',
      sql: `delete from public.fixtures where id = ${w.f1}`,
      effect: gone('fixtures', w.f1),
      expect: organiserOnlyChange,
    },
    {
      name: 'add a frame to A v B',
      sql: `insert into public.frames (fixture_id, frame_no) values (${w.f1}, 2)`,
      effect: exists('frames', `fixture_id = ${w.f1} and frame_no = 2`),
      expect: [D, D, 'ok', D, 'ok'],
    },
    {
      name: 'score a frame of A v B',
      sql: `update public.frames set winner = 'home' where id = ${w.frame1}`,
      effect: exists('frames', `winner = 'home'`),
      expect: [D, N, 'ok', N, 'ok'],
    },
    {
      name: 'renumber a frame of A v B',
      sql: `update public.frames set frame_no = 7 where id = ${w.frame1}`,
      effect: exists('frames', 'frame_no = 7'),
      expect: [D, N, D, N, 'ok'],
    },
    {
      name: 'score a frame of C v D',
      sql: `update public.frames set winner = 'away' where id = ${w.frame2}`,
      effect: exists('frames', `winner = 'away'`),
      expect: [D, N, N, 'ok', 'ok'],
    },
    {
      name: 'delete a frame of A v B',
      sql: `delete from public.frames where id = ${w.frame1}`,
      effect: gone('frames', w.frame1),
      expect: organiserOnlyChange,
    },
    // Impressions: recorded only through POST /api/impressions (service role, after its limits);
    // organisers may still manage them.
    {
      name: 'record an impression on the public wallboard',
      sql: `insert into public.sponsor_impressions (sponsor_id, wallboard_id, duration_ms) values (${w.sponsor}, ${w.publicBoard}, 4321)`,
      effect: exists('sponsor_impressions', 'duration_ms = 4321'),
      expect: organiserOnlyInsert,
    },
    {
      name: 'record an impression on the private wallboard',
      sql: `insert into public.sponsor_impressions (sponsor_id, wallboard_id, duration_ms) values (${w.sponsor}, ${w.privateBoard}, 4321)`,
      effect: exists('sponsor_impressions', 'duration_ms = 4321'),
      expect: organiserOnlyInsert,
    },
    {
      name: 'delete impressions',
      sql: 'delete from public.sponsor_impressions',
      effect: `not ${exists('sponsor_impressions', 'true')}`,
      expect: organiserOnlyChange,
    },
    {
      name: 'record a re-sent impression once',
      sql: `insert into public.sponsor_impressions (sponsor_id, wallboard_id, client_id)
            select ${w.sponsor}, ${w.publicBoard}, '5d1c1f4e-6a0b-4a5e-9f57-0c5a6f1f2a11' from generate_series(1, 2)
            on conflict do nothing`,
      effect: `(select count(*) from public.sponsor_impressions where client_id is not null) = 1`,
      expect: organiserOnlyInsert,
    },
    // Accounts: own profile; roles granted by organisers; the idempotency ledger is the API's alone.
    {
      name: 'edit own profile',
      sql: `update public.profiles set display_name = 'Me' where id = auth.uid()`,
      effect: exists('profiles', `display_name = 'Me'`),
      expect: [D, 'ok', 'ok', 'ok', 'ok'],
    },
    {
      name: "edit the player's profile",
      sql: `update public.profiles set display_name = 'Me' where id = '${w.users.player}'`,
      effect: exists('profiles', `display_name = 'Me'`),
      expect: [D, 'ok', N, N, 'ok'],
    },
    {
      name: 'grant a role',
      sql: `insert into public.user_roles (user_id, role) values ('${w.users.player}', 'organiser')`,
      effect: exists('user_roles', `user_id = '${w.users.player}' and role = 'organiser'`),
      expect: organiserOnlyInsert,
    },
    {
      name: 'remove own roles',
      sql: 'delete from public.user_roles where user_id = auth.uid()',
      effect: `not ${exists('user_roles', `user_id = '${w.users.captain}'`)}`,
      expect: [D, N, N, N, N],
    },
    {
      name: 'write the idempotency ledger',
      sql: `insert into public.idempotency_keys (key) values ('k2')`,
      effect: exists('idempotency_keys', `key = 'k2'`),
      expect: [D, D, D, D, D],
    },
  ];
}
