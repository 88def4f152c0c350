// Roles handed out by the database: a profile per user, the first confirmed user as organiser,
// and a team's captain holding the captain role for that team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert } from './world.ts';

describe.each(engines)('role triggers on %s', (engine) => {
  let root: Db;
  let db: Tx;
  beforeAll(async () => {
    root = await freshDb(engine);
  }, 120_000);
  afterAll(() => root.close());
  /** A test body on the empty database, in a transaction that is always rolled back. */
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
  const roles = (userId: string) =>
    db.query<{ role: string; team_id: number | null }>(
      'select role, team_id from public.user_roles where user_id = $1 order by id',
      [userId],
    );

  it(
    'creates a profile for every new user, named from the sign-up metadata',
    rolledBack(async () => {
      const plain = await createUser(db, { confirmed: false });
      await db.query(
        `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), 'n@example.test', '{"display_name":"Nora"}')`,
      );
      const rows = await db.query(
        'select id, display_name from public.profiles order by created_at, display_name',
      );
      expect(rows).toContainEqual({ id: plain, display_name: null });
      expect(rows.map((r) => r.display_name)).toContain('Nora');
    }),
  );

  it(
    'makes the first user to confirm their e-mail the organiser, and nobody after',
    rolledBack(async () => {
      const early = await createUser(db, { confirmed: false });
      const first = await createUser(db, { confirmed: false });
      expect(await roles(early)).toEqual([]);
      await db.query('update auth.users set email_confirmed_at = now() where id = $1', [first]);
      await db.query('update auth.users set email_confirmed_at = now() where id = $1', [early]);
      const later = await createUser(db);
      expect(await roles(first)).toEqual([{ role: 'organiser', team_id: null }]);
      expect(await roles(early)).toEqual([]);
      expect(await roles(later)).toEqual([]);
    }),
  );

  it(
    'makes a user inserted already confirmed the organiser when there is none',
    rolledBack(async () => {
      const first = await createUser(db);
      expect(await roles(first)).toEqual([{ role: 'organiser', team_id: null }]);
    }),
  );

  it(
    'does not grant again when a confirmed user is updated',
    rolledBack(async () => {
      const first = await createUser(db);
      await db.query('delete from public.user_roles');
      await db.query(
        `update auth.users set email_confirmed_at = now(), email = 'x@example.test' where id = $1`,
        [first],
      );
      expect(await roles(first)).toEqual([]);
    }),
  );

  it(
    "grants a team's captain the captain role for that team, and moves it with the captaincy",
    rolledBack(async () => {
      await createUser(db); // organiser
      const ann = await createUser(db);
      const ben = await createUser(db);
      const team = await insert(db, 'teams', { name: 'Anchor', captain_user_id: ann });
      expect(await roles(ann)).toEqual([{ role: 'captain', team_id: team }]);

      await db.query('update public.teams set captain_user_id = $1 where id = $2', [ben, team]);
      expect(await roles(ann)).toEqual([]);
      expect(await roles(ben)).toEqual([{ role: 'captain', team_id: team }]);

      await db.query(`update public.teams set name = 'Anchor II' where id = $1`, [team]);
      expect(await roles(ben)).toEqual([{ role: 'captain', team_id: team }]);

      await db.query('update public.teams set captain_user_id = null where id = $1', [team]);
      expect(await roles(ben)).toEqual([]);
    }),
  );

  it(
    'keeps captaincies of other teams when one changes',
    rolledBack(async () => {
      await createUser(db);
      const ann = await createUser(db);
      const one = await insert(db, 'teams', { name: 'One', captain_user_id: ann });
      const two = await insert(db, 'teams', { name: 'Two', captain_user_id: ann });
      await db.query('update public.teams set captain_user_id = null where id = $1', [one]);
      expect(await roles(ann)).toEqual([{ role: 'captain', team_id: two }]);
    }),
  );
});
