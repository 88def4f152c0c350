// One account, one player, linked by organisers only: whoever writes (the API, supabase-js, SQL), a
// linked player edits their own record but cannot hand it to another account or drop the link, and
// an account is linked to at most one player.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, createUser, insert, sqlError, user, type World } from './world.ts';

describe.each(engines)('the link between a player and an account on %s', (engine) => {
  let db: Db;
  let w: World;
  const as = <T = Record<string, unknown>>(who: string, sql: string, params: unknown[] = []) =>
    asUser(db, user(who), (tx) => tx.query<T>(sql, params));
  const linkOf = async (player: number) =>
    (
      await db.query<{ user_id: string | null }>('select user_id from public.players where id = $1', [player])
    )[0].user_id;

  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
  }, 120_000);
  afterAll(() => db.close());

  it('a linked player edits their own record but cannot re-link it or drop the link', async () => {
    const stranger = await createUser(db);
    await as(w.users.player, `update public.players set nickname = 'Ace' where id = $1`, [w.pA]);
    expect((await db.query('select nickname from public.players where id = $1', [w.pA]))[0]).toEqual({
      nickname: 'Ace',
    });
    const relink = as(w.users.player, 'update public.players set user_id = $2 where id = $1', [
      w.pA,
      stranger,
    ]);
    expect((await sqlError(relink)).code).toBe('42501');
    const unlink = as(w.users.player, 'update public.players set user_id = null where id = $1', [w.pA]);
    expect((await sqlError(unlink)).code).toBe('42501');
    expect(await linkOf(w.pA)).toBe(w.users.player);
  });

  it('nobody but an organiser links a player: not a captain, not the player themselves', async () => {
    await as(w.users.captain, 'update public.players set user_id = $2 where id = $1', [
      w.pB,
      w.users.captain,
    ]);
    await as(w.users.player, 'update public.players set user_id = $2 where id = $1', [w.pB, w.users.player]);
    expect(await linkOf(w.pB)).toBeNull();
    const planted = as(w.users.captain, 'insert into public.players (full_name, user_id) values ($1, $2)', [
      'Me Again',
      w.users.captain,
    ]);
    expect((await sqlError(planted)).code).toBe('42501');
    await as(w.users.organiser, 'update public.players set user_id = $2 where id = $1', [
      w.pB,
      w.users.captain,
    ]);
    expect(await linkOf(w.pB)).toBe(w.users.captain);
  });

  it('an account is linked to one player at most, by any writer', async () => {
    const taken = { code: '23505', constraint: 'players_one_per_account' };
    const second = await insert(db, 'players', { full_name: 'Second Self' });
    const byOrganiser = as(w.users.organiser, 'update public.players set user_id = $2 where id = $1', [
      second,
      w.users.player,
    ]);
    await expect(byOrganiser).rejects.toMatchObject(taken);
    await expect(
      db.query('insert into public.players (full_name, user_id) values ($1, $2)', ['Third', w.users.player]),
    ).rejects.toMatchObject(taken);
    expect(await linkOf(second)).toBeNull();
    // Any number of players have no account.
    await insert(db, 'players', { full_name: 'No Account One' });
    await insert(db, 'players', { full_name: 'No Account Two' });
  });

  it('refuses a link to an account whose e-mail address is not confirmed, by an organiser and SQL alike', async () => {
    const notConfirmed = { code: 'P0001', message: 'That user has not confirmed their e-mail address yet' };
    const newcomer = await createUser(db, { confirmed: false });
    const player = await insert(db, 'players', { full_name: 'Lou Link' });
    const link = 'update public.players set user_id = $1 where id = $2';
    expect(await sqlError(as(w.users.organiser, link, [newcomer, player]))).toEqual(notConfirmed);
    expect(await sqlError(db.query(link, [newcomer, player]))).toEqual(notConfirmed);
    const create = `insert into public.players (full_name, user_id) values ('Lou Linked', $1)`;
    expect(await sqlError(as(w.users.organiser, create, [newcomer]))).toEqual(notConfirmed);
    expect(await sqlError(db.query(create, [newcomer]))).toEqual(notConfirmed);
    expect(await linkOf(player)).toBeNull();
    expect(await db.query('select id from public.players where user_id = $1', [newcomer])).toEqual([]);
  });

  it('links once the address is confirmed, and keeps or clears the link without asking again', async () => {
    const newcomer = await createUser(db, { confirmed: false });
    const player = await insert(db, 'players', { full_name: 'Max Link' });
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [newcomer]);
    await as(w.users.organiser, 'update public.players set user_id = $1 where id = $2', [newcomer, player]);
    expect(await linkOf(player)).toBe(newcomer);
    await as(w.users.organiser, "update public.players set nickname = 'Mx' where id = $1", [player]);
    await as(w.users.organiser, 'update public.players set user_id = null where id = $1', [player]);
    expect(await linkOf(player)).toBeNull();
  });
});
