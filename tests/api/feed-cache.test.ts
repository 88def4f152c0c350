// The anonymous wallboard feed is cached briefly and cleared by live events (api/feed-cache.ts).
// A NOTIFY reaches the API a moment after the commit; here the database's notifications are held
// back until the test lets them through, as on a busy server, to show that whoever saves a change
// reads it back at once, and that a change made elsewhere shows once its notification arrives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, verifyJwt, type TestUser } from './support.ts';

/** The same database, with its notifications delivered only when release() is called. */
function withHeldNotifications(db: Db) {
  const held: (() => void)[] = [];
  const slow: Db = {
    engine: db.engine,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onMessage) => db.listen(channel, (payload) => held.push(() => onMessage(payload))),
    close: () => db.close(),
  };
  const release = () => held.splice(0).forEach((deliver) => deliver());
  return { slow, release, pending: () => held.length };
}

describe.each(engines)('the shared wallboard feed (%s)', (engine) => {
  let db: Db;
  let notifications: ReturnType<typeof withHeldNotifications>;
  let app: ReturnType<typeof createApi>;
  let organiser: TestUser;
  let wallboardId: string;

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.request(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const shownName = async () => (await call('GET', `/wallboards/${wallboardId}/feed`)).body.wallboard.name;

  beforeAll(async () => {
    db = await freshDb(engine);
    notifications = withHeldNotifications(db);
    app = createApi({ db: notifications.slow, verifyJwt });
    organiser = await createUser(db, 'organiser@example.com');
    const league = await call(
      'POST',
      '/leagues',
      { name: 'Winter League', season: '2026/27' },
      organiser.token,
    );
    const wallboard = await call(
      'POST',
      '/wallboards',
      { name: 'Bar TV', type: 'top_players', leagueId: league.body.id },
      organiser.token,
    );
    if (wallboard.status !== 201) throw new Error(JSON.stringify(wallboard.body));
    wallboardId = wallboard.body.id;
  }, 120_000);
  afterAll(() => db.close());

  it("shows an organiser's change on the next read, before its notification arrives", async () => {
    expect(await shownName()).toBe('Bar TV');
    const renamed = await call('PATCH', `/wallboards/${wallboardId}`, { name: 'Lounge TV' }, organiser.token);
    expect(renamed.status).toBe(200);
    expect(await shownName()).toBe('Lounge TV');
    notifications.release();
  });

  it('keeps the cached feed through a refused write', async () => {
    expect(await shownName()).toBe('Lounge TV');
    await db.query(`update public.wallboards set name = 'Changed elsewhere' where id = $1`, [wallboardId]);
    const refused = await call('PATCH', `/wallboards/${wallboardId}`, { name: '' }, organiser.token);
    expect(refused.status).toBe(400);
    expect(await shownName()).toBe('Lounge TV');
    // The change made outside this API shows once its notification is delivered.
    await expect.poll(notifications.pending).toBeGreaterThan(0);
    notifications.release();
    expect(await shownName()).toBe('Changed elsewhere');
  });
});
