// Rules the database keeps whoever writes (the API, supabase-js, SQL): roles only for confirmed
// accounts, one team's roster at a time, final results for organisers, ledgers that forget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, createUser, insert, sqlError, user, type World } from './world.ts';

describe.each(engines)('rules the database keeps on %s', (engine) => {
  let db: Db;
  let w: World;
  const as = <T = Record<string, unknown>>(who: string, sql: string, params: unknown[] = []) =>
    asUser(db, user(who), (tx) => tx.query<T>(sql, params));

  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
  }, 120_000);
  afterAll(() => db.close());

  describe('roles', () => {
    const notConfirmed = { code: 'P0001', message: 'That user has not confirmed their e-mail address yet' };

    it('are refused to an account whose e-mail address is not confirmed, by any writer', async () => {
      const newcomer = await createUser(db, { confirmed: false });
      const grant = `insert into public.user_roles (user_id, role) values ($1, 'player')`;
      expect(await sqlError(as(w.users.organiser, grant, [newcomer]))).toEqual(notConfirmed);
      expect(await sqlError(db.query(grant, [newcomer]))).toEqual(notConfirmed);
      const captaincy = 'update public.teams set captain_user_id = $1 where id = $2';
      expect(await sqlError(as(w.users.organiser, captaincy, [newcomer, w.teamE]))).toEqual(notConfirmed);
      expect(await db.query('select * from public.user_roles where user_id = $1', [newcomer])).toEqual([]);
      expect(await db.query('select captain_user_id from public.teams where id = $1', [w.teamE])).toEqual([
        { captain_user_id: null },
      ]);
    });

    it('are granted once the address is confirmed', async () => {
      const newcomer = await createUser(db, { confirmed: false });
      await db.query('update auth.users set email_confirmed_at = now() where id = $1', [newcomer]);
      await as(w.users.organiser, `insert into public.user_roles (user_id, role) values ($1, 'player')`, [
        newcomer,
      ]);
      expect(await db.query('select role from public.user_roles where user_id = $1', [newcomer])).toEqual([
        { role: 'player' },
      ]);
    });

    it('are refused by RLS first to a caller who may not grant them', async () => {
      const newcomer = await createUser(db, { confirmed: false });
      const attempt = as(
        w.users.captain,
        `insert into public.user_roles (user_id, role) values ($1, 'player')`,
        [newcomer],
      );
      expect((await sqlError(attempt)).code).toBe('42501');
    });
  });

  describe('rosters', () => {
    const roster = (player: number) =>
      db.query<{ team_id: number; is_active: boolean; left: boolean }>(
        `select team_id, is_active, left_at is not null as left from public.team_players
         where player_id = $1 order by id`,
        [player],
      );
    const onAnotherTeam = {
      code: 'P0001',
      message: "That player is on another team's roster; ask for a transfer instead",
    };

    it("refuse a captain adding a player from another team's roster; the player stays put", async () => {
      const bell = await insert(db, 'players', { full_name: 'Bea Bell' });
      await insert(db, 'team_players', { team_id: w.teamB, player_id: bell });
      const add = `insert into public.team_players (team_id, player_id) values ($1, $2)`;
      expect(await sqlError(as(w.users.captain, add, [w.teamA, bell]))).toEqual(onAnotherTeam);
      expect(await roster(bell)).toEqual([{ team_id: w.teamB, is_active: true, left: false }]);
    });

    it('refuse a captain re-activating an old entry of a player now on another team', async () => {
      const mover = await insert(db, 'players', { full_name: 'Max Mover' });
      const old = await insert(db, 'team_players', {
        team_id: w.teamA,
        player_id: mover,
        is_active: false,
        left_at: '2026-01-01T00:00:00Z',
      });
      await insert(db, 'team_players', { team_id: w.teamB, player_id: mover });
      const reactivate = 'update public.team_players set is_active = true, left_at = null where id = $1';
      expect(await sqlError(as(w.users.captain, reactivate, [old]))).toEqual(onAnotherTeam);
    });

    it('let a captain add a player who is on no roster, or who left their last team', async () => {
      const free = await insert(db, 'players', { full_name: 'Fay Free' });
      const left = await insert(db, 'players', { full_name: 'Len Left' });
      await insert(db, 'team_players', { team_id: w.teamB, player_id: left, is_active: false });
      const add = `insert into public.team_players (team_id, player_id) values ($1, $2)`;
      await as(w.users.captain, add, [w.teamA, free]);
      await as(w.users.captain, add, [w.teamA, left]);
      expect(await roster(free)).toEqual([{ team_id: w.teamA, is_active: true, left: false }]);
      expect((await roster(left)).at(-1)).toEqual({ team_id: w.teamA, is_active: true, left: false });
    });

    it("move the player when an organiser adds them, ending the other team's entry as a transfer does", async () => {
      const star = await insert(db, 'players', { full_name: 'Sam Star' });
      await insert(db, 'team_players', { team_id: w.teamB, player_id: star });
      await as(w.users.organiser, 'insert into public.team_players (team_id, player_id) values ($1, $2)', [
        w.teamA,
        star,
      ]);
      expect(await roster(star)).toEqual([
        { team_id: w.teamB, is_active: false, left: true },
        { team_id: w.teamA, is_active: true, left: false },
      ]);
    });
  });

  describe('final results', () => {
    const points = (team: number) =>
      db
        .query<{ points: number }>('select points from public.standings where team_id = $1', [team])
        .then((rows) => rows[0].points);
    let fixture: number;
    let frame: number;
    beforeAll(async () => {
      fixture = await insert(db, 'fixtures', {
        division_id: w.division,
        home_team_id: w.teamA,
        away_team_id: w.teamB,
        venue_id: w.venue,
      });
      frame = await insert(db, 'frames', { fixture_id: fixture, frame_no: 1, winner: 'home' });
      await db.query(`update public.fixtures set status = 'final' where id = $1`, [fixture]);
    });
    const refusedFrames = {
      code: '42501',
      message: 'Only organisers can change the frames of a final fixture',
    };

    it('cannot be reopened by a captain; the points stay', async () => {
      const before = await points(w.teamA);
      expect(before).toBeGreaterThan(0);
      for (const status of ['scheduled', 'in_play']) {
        const reopen = as(w.users.captain, 'update public.fixtures set status = $1 where id = $2', [
          status,
          fixture,
        ]);
        expect(await sqlError(reopen)).toEqual({
          code: '42501',
          message: 'Only organisers can reopen a final fixture',
        });
      }
      expect(await db.query('select status from public.fixtures where id = $1', [fixture])).toEqual([
        { status: 'final' },
      ]);
      expect(await points(w.teamA)).toBe(before);
    });

    it('cannot have frames added, scored or removed by a captain', async () => {
      const before = await points(w.teamA);
      const add = `insert into public.frames (fixture_id, frame_no, winner) values ($1, 2, 'away')`;
      expect(await sqlError(as(w.users.captain, add, [fixture]))).toEqual(refusedFrames);
      expect(await sqlError(as(w.users.captain, 'select public.add_frame($1)', [fixture]))).toEqual(
        refusedFrames,
      );
      const score = `update public.frames set winner = 'away' where id = $1`;
      expect(await sqlError(as(w.users.captain, score, [frame]))).toEqual(refusedFrames);
      expect(await db.query('select winner from public.frames where fixture_id = $1', [fixture])).toEqual([
        { winner: 'home' },
      ]);
      expect(await points(w.teamA)).toBe(before);
    });

    it('are reopened and corrected by an organiser, and the standings follow', async () => {
      expect(await points(w.teamA)).toBeGreaterThan(0);
      await as(w.users.organiser, `update public.fixtures set status = 'in_play' where id = $1`, [fixture]);
      expect(await points(w.teamA)).toBe(0);
      // Back in play, the captain scores it again.
      await as(w.users.captain, `update public.frames set winner = 'away' where id = $1`, [frame]);
      await as(w.users.captain, `update public.fixtures set status = 'final' where id = $1`, [fixture]);
      expect(await points(w.teamA)).toBe(0);
      await as(w.users.organiser, `update public.frames set winner = 'home' where id = $1`, [frame]);
      expect(await points(w.teamA)).toBeGreaterThan(0);
    });
  });

  describe('the idempotency ledger and rate-limit counters', () => {
    const service = { role: 'service_role' as const };
    const claim = (key: string) =>
      asUser(db, service, (tx) =>
        tx.query(
          `insert into public.idempotency_keys (key, status) values ($1, null)
           on conflict (key) do nothing returning key`,
          [key],
        ),
      );
    const takeHit = (key: string, max: number, perSeconds: number) =>
      db
        .query<{ ok: boolean }>('select public.take_rate_limit($1, $2, $3) as ok', [key, max, perSeconds])
        .then((rows) => rows[0].ok);

    it('forget idempotency keys 24 hours old: a key used again starts afresh', async () => {
      await db.query(
        `insert into public.idempotency_keys (key, status, response, created_at) values
         ('u:POST:/api/frames:old', 201, '{"id":1}', now() - interval '25 hours'),
         ('u:POST:/api/frames:other', 409, '{"code":"conflict"}', now() - interval '25 hours'),
         ('u:POST:/api/frames:recent', 201, '{"id":2}', now() - interval '23 hours')`,
      );
      expect(await claim('u:POST:/api/frames:recent')).toEqual([]);
      expect(await claim('u:POST:/api/frames:old')).toEqual([{ key: 'u:POST:/api/frames:old' }]);
      const keys = await db.query<{ key: string; status: number | null }>(
        `select key, status from public.idempotency_keys where key like 'u:%' order by key`,
      );
      expect(keys).toEqual([
        { key: 'u:POST:/api/frames:old', status: null },
        { key: 'u:POST:/api/frames:recent', status: 201 },
      ]);
    });

    it('forget rate-limit counters whose window began 24 hours ago', async () => {
      await db.query(
        `insert into auth.rate_limits (key, window_start, hits) values
         ('signin:ip:203.0.113.9', now() - interval '25 hours', 500),
         ('signin:ip:203.0.113.10', now() - interval '25 hours', 500),
         ('signin:ip:203.0.113.11', now() - interval '1 hour', 500)`,
      );
      // A two-day window would still count the 500 hits; the counter is gone, so this is hit 1.
      expect(await takeHit('signin:ip:203.0.113.9', 10, 2 * 86_400)).toBe(true);
      expect(await takeHit('signin:ip:203.0.113.11', 10, 2 * 86_400)).toBe(false);
      const rows = await db.query<{ key: string; hits: number }>(
        `select key, hits from auth.rate_limits where key like 'signin:ip:203.%' order by key`,
      );
      expect(rows).toEqual([
        { key: 'signin:ip:203.0.113.11', hits: 501 },
        { key: 'signin:ip:203.0.113.9', hits: 1 },
      ]);
    });
  });
});
