// Who did what: frames.entered_by and transfers.requested_by/decided_by follow the caller's session
// (auth.uid()), whoever writes (the API, supabase-js, SQL); nobody can name someone else; anonymous
// readers never see them; display_name_of() names a user for signed-in callers only. Signed-in
// callers run as the API does (apiRole()): only its role may read the user ids back (rls-read.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRole, asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { anon, buildWorld, insert, sqlError, user, type World } from './world.ts';

describe.each(engines)('who entered a frame, who decided a transfer, on %s', (engine) => {
  let db: Db;
  let w: World;
  const as = <T = Record<string, unknown>>(who: string, sql: string, params: unknown[] = []) =>
    asUser(db, user(who), (tx) => tx.query<T>(sql, params), apiRole(user(who)));
  const enteredBy = async (frame: number) =>
    (
      await db.query<{ entered_by: string | null }>(
        'select entered_by::text from public.frames where id = $1',
        [frame],
      )
    )[0].entered_by;

  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
    await db.query(`update public.profiles set display_name = 'Cap Anchor' where id = $1`, [w.users.captain]);
  }, 120_000);
  afterAll(() => db.close());

  it('a new blank frame was entered by nobody; the scorer who sets its winner or players is recorded', async () => {
    const frame = await insert(db, 'frames', { fixture_id: w.f1, frame_no: 5 });
    expect(await enteredBy(frame)).toBeNull();
    await as(w.users.captain, `update public.frames set winner = 'home' where id = $1`, [frame]);
    expect(await enteredBy(frame)).toBe(w.users.captain);
    await as(w.users.organiser, 'update public.frames set away_player_id = $2 where id = $1', [frame, w.pB]);
    expect(await enteredBy(frame)).toBe(w.users.organiser);
  });

  it('a frame inserted already scored names its scorer', async () => {
    const [row] = await as<{ entered_by: string }>(
      w.users.captain,
      `insert into public.frames (fixture_id, frame_no, winner) values ($1, 6, 'away') returning entered_by::text`,
      [w.f1],
    );
    expect(row.entered_by).toBe(w.users.captain);
  });

  it('a change by the system (no signed-in user) clears it; a write that changes no score keeps it', async () => {
    const frame = await insert(db, 'frames', { fixture_id: w.f1, frame_no: 7 });
    await as(w.users.captain, `update public.frames set winner = 'home' where id = $1`, [frame]);
    await as(w.users.captain, `update public.frames set winner = 'home' where id = $1`, [frame]);
    expect(await enteredBy(frame)).toBe(w.users.captain);
    await asUser(db, { role: 'service_role' }, (tx) =>
      tx.query(`update public.frames set winner = 'away' where id = $1`, [frame]),
    );
    expect(await enteredBy(frame)).toBeNull();
  });

  it('nobody can name someone else as the scorer', async () => {
    const frame = await insert(db, 'frames', { fixture_id: w.f1, frame_no: 8 });
    await as(w.users.captain, 'update public.frames set entered_by = $2 where id = $1', [
      frame,
      w.users.organiser,
    ]);
    expect(await enteredBy(frame)).toBeNull();
    const [row] = await as<{ entered_by: string }>(
      w.users.captain,
      `insert into public.frames (fixture_id, frame_no, winner, entered_by) values ($1, 9, 'home', $2)
       returning entered_by::text`,
      [w.f1, w.users.organiser],
    );
    expect(row.entered_by).toBe(w.users.captain);
  });

  it('anonymous readers see frames but not who entered them, nor anyone’s name', async () => {
    const rows = await asUser(db, anon, (tx) =>
      tx.query('select frame_no, winner from public.frames where id = $1', [w.frame1]),
    );
    expect(rows).toEqual([{ frame_no: 1, winner: 'na' }]);
    for (const sql of ['select entered_by from public.frames', 'select * from public.frames']) {
      expect((await sqlError(asUser(db, anon, (tx) => tx.query(sql)))).code).toBe('42501');
    }
    const name = asUser(db, anon, (tx) => tx.query('select public.display_name_of($1)', [w.users.captain]));
    expect((await sqlError(name)).code).toBe('42501');
  });

  it('display_name_of() gives a signed-in caller the display name, or null when there is none', async () => {
    const [row] = await as<{ captain: string; organiser: string | null }>(
      w.users.player,
      'select public.display_name_of($1) as captain, public.display_name_of($2) as organiser',
      [w.users.captain, w.users.organiser],
    );
    expect(row).toEqual({ captain: 'Cap Anchor', organiser: null });
  });

  it('a deleted account leaves its frames unnamed, and the delete is not refused', async () => {
    const [gone] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ('gone@example.test', now()) returning id::text`,
    );
    await db.query(`insert into public.user_roles (user_id, role) values ($1, 'organiser')`, [gone.id]);
    const frame = await insert(db, 'frames', { fixture_id: w.f1, frame_no: 10 });
    await as(gone.id, `update public.frames set winner = 'home' where id = $1`, [frame]);
    expect(await enteredBy(frame)).toBe(gone.id);
    await db.query('delete from auth.users where id = $1', [gone.id]);
    expect(await enteredBy(frame)).toBeNull();
  });

  it('a transfer records who requested it and who decided it', async () => {
    const [t] = await as<{ id: number; requested_by: string; decided_by: string | null }>(
      w.users.organiser,
      `insert into public.transfers (player_id, from_team_id, to_team_id, requested_by)
       values ($1, $2, $3, $4) returning id, requested_by::text, decided_by::text`,
      [w.pC, w.teamC, w.teamE, w.users.captain],
    );
    expect(t).toMatchObject({ requested_by: w.users.organiser, decided_by: null });
    await as(w.users.organiser, 'select public.reject_transfer($1)', [t.id]);
    const [decided] = await db.query(
      'select requested_by::text, decided_by::text from public.transfers where id = $1',
      [t.id],
    );
    expect(decided).toEqual({ requested_by: w.users.organiser, decided_by: w.users.organiser });
    await as(
      w.users.organiser,
      'update public.transfers set requested_by = $2, decided_by = $2 where id = $1',
      [t.id, w.users.captain],
    );
    const [kept] = await db.query(
      'select requested_by::text, decided_by::text from public.transfers where id = $1',
      [t.id],
    );
    expect(kept).toEqual(decided);
  });
});
