// Who may do what with the rating: anyone reads it, organisers recompute it and set starting
// ratings, a player cannot choose their own, and nobody writes the rating's tables by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { anon, createUser, insert, sqlError, user } from './world.ts';

describe.each(engines)('rating access on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let player: string;
  let own: number;

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db); // the first confirmed user becomes organiser
    player = await createUser(db);
    own = await insert(db, 'players', { full_name: 'Own', user_id: player });
  }, 120_000);
  afterAll(() => db.close());

  it('lets organisers alone recompute the ratings', async () => {
    const refused = asUser(db, user(player), (tx) => tx.query('select public.recompute_ratings()'));
    expect(await sqlError(refused)).toEqual({
      code: '42501',
      message: 'Only an organiser can recompute the ratings',
    });
    await asUser(db, user(organiser), (tx) => tx.query('select public.recompute_ratings()'));
  });

  it('refuses a player setting their own starting rating, and lets an organiser set it', async () => {
    const set = (who: string) =>
      asUser(db, user(who), (tx) =>
        tx.query('update public.players set start_rating = 900 where id = $1', [own]),
      );
    expect(await sqlError(set(player))).toEqual({
      code: '42501',
      message: "Only organisers can set a player's starting rating",
    });
    await set(organiser);
    const [row] = await asUser(db, anon, (tx) =>
      tx.query('select rating, provisional from public.current_ratings where player_id = $1', [own]),
    );
    expect(row).toEqual({ rating: 900, provisional: true });
  });

  it("keeps the rating's tables for the replay alone, and the replay for the database", async () => {
    for (const table of ['player_ratings', 'frame_ratings']) {
      const write = asUser(db, user(organiser), (tx) => tx.query(`delete from public.${table}`));
      expect((await sqlError(write)).code).toBe('42501'); // permission denied
    }
    for (const claims of [anon, user(organiser)]) {
      const replay = asUser(db, claims, (tx) => tx.query(`select public.replay_ratings('-infinity', 0, 0)`));
      expect((await sqlError(replay)).code).toBe('42501');
    }
  });
});
