// The two frame triggers of 20261127060000_match_starts_with_scoring.sql, written in SQL as each
// writer: a captain's (RLS applies), an organiser's and the owner's. The first frame given players
// or a winner starts a scheduled fixture, audited under the scorer; a frame beyond the league's
// frames_per_match is refused for all of them, and nothing changes. Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, sqlError, user, type World } from './world.ts';

describe.each(engines)('a match starts when scoring starts, and has its length, on %s', (engine) => {
  let db: Db;
  let w: World;
  const writers = ['captain', 'organiser', 'sql'] as const;
  const as = (who: (typeof writers)[number], sql: string, params: unknown[] = []) =>
    who === 'sql' ? db.query(sql, params) : asUser(db, user(w.users[who]), (tx) => tx.query(sql, params));
  const scheduled = () =>
    insert(db, 'fixtures', {
      division_id: w.division,
      home_team_id: w.teamA,
      away_team_id: w.teamB,
      venue_id: w.venue,
      kickoff_at: new Date().toISOString(),
    });
  const statusOf = async (id: number) =>
    (await db.query<{ status: string }>('select status from public.fixtures where id = $1', [id]))[0].status;

  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
    await db.query(
      `update public.leagues set settings = settings || '{"frames_per_match": 2}' where id = $1`,
      [w.league],
    );
  }, 120_000);
  afterAll(() => db.close());

  it("a captain's first scored frame puts the fixture in play, audited under the captain", async () => {
    const f = await scheduled();
    await as('captain', 'select public.add_frame($1)', [f]);
    expect(await statusOf(f)).toBe('scheduled');
    await as('captain', "update public.frames set winner = 'home' where fixture_id = $1", [f]);
    expect(await statusOf(f)).toBe('in_play');
    const [audit] = await db.query<{ user_id: string; before: string; after: string }>(
      `select user_id, before ->> 'status' as before, after ->> 'status' as after from public.audit_log
       where table_name = 'fixtures' and row_id = $1 and action = 'update' order by id desc limit 1`,
      [f],
    );
    expect(audit).toEqual({ user_id: w.users.captain, before: 'scheduled', after: 'in_play' });
  });

  it('a frame naming players starts it for an organiser and in SQL too', async () => {
    for (const who of ['organiser', 'sql'] as const) {
      const f = await scheduled();
      await as(who, 'insert into public.frames (fixture_id, frame_no, home_player_id) values ($1, 1, $2)', [
        f,
        w.pA,
      ]);
      expect(await statusOf(f)).toBe('in_play');
    }
  });

  it("refuses every writer a frame beyond the league's frames_per_match, and nothing changes", async () => {
    const f = await scheduled();
    await as('sql', 'insert into public.frames (fixture_id, frame_no) values ($1, 1), ($1, 2)', [f]);
    const count = () => db.query('select count(*)::int as n from public.frames where fixture_id = $1', [f]);
    for (const who of writers) {
      expect(await sqlError(as(who, 'select public.add_frame($1)', [f]))).toEqual({
        code: 'P0001',
        message: 'This match has 2 frames',
      });
    }
    // moving a frame into a full match (a captain may not move frames at all)
    for (const who of ['organiser', 'sql'] as const) {
      expect(
        await sqlError(as(who, 'update public.frames set fixture_id = $1 where id = $2', [f, w.frame1])),
      ).toEqual({ code: 'P0001', message: 'This match has 2 frames' });
    }
    expect(await count()).toEqual([{ n: 2 }]);
    expect(await statusOf(f)).toBe('scheduled');
  });
});
