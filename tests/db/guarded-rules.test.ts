// Rules the database keeps whoever writes (the API, supabase-js, SQL): roles only for confirmed
// accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, createUser, sqlError, user, type World } from './world.ts';

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
});
