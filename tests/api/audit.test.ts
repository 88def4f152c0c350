// The audit log through the API: organisers read who changed what, newest first, filtered and paged;
// nobody can change or remove a record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('the audit log (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it("shows who scored a frame (by name), with the frame's changed fields, newest first", async () => {
    const t = s.homeCaptain.token;
    await h.db.query(`update public.profiles set display_name = 'Harry Home' where id = $1`, [
      s.homeCaptain.id,
    ]);
    const frame = (await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: {} })).body;
    await h.call('PATCH', `/frames/${frame.id}`, { token: t, body: { winner: 'home' } });
    const res = await h.call('GET', `/audit?table=frames&rowId=${frame.id}`, { token: h.organiser.token });
    expect(res.status).toBe(200);
    expect(res.body.nextBefore).toBeNull();
    expect(res.body.items).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        userId: s.homeCaptain.id,
        userName: 'Harry Home',
        userEmail: s.homeCaptain.email,
        table: 'frames',
        rowId: frame.id,
        action: 'update',
        before: { winner: 'na' },
        after: { winner: 'home' },
        subject: null,
      },
      expect.objectContaining({ action: 'insert', before: null, userId: s.homeCaptain.id }),
    ]);
    expect(res.body.items[0].id).toBeGreaterThan(res.body.items[1].id);
  });

  it('names a user with no display name by their e-mail address, and the system by neither', async () => {
    const o = h.organiser.token;
    await h.db.query(`update public.profiles set display_name = null where id = $1`, [h.organiser.id]);
    const venue = (await h.call('POST', '/venues', { token: o, body: { name: 'Audit Anchor Hall' } })).body;
    const [entry] = (await h.call('GET', `/audit?table=venues&rowId=${venue.id}`, { token: o })).body.items;
    expect(entry).toMatchObject({ userId: h.organiser.id, userName: null, userEmail: h.organiser.email });
    const [seeded] = (await h.call('GET', '/audit?limit=200', { token: o })).body.items.filter(
      (e: { userId: string | null }) => e.userId === null,
    );
    expect(seeded ?? { userEmail: null }).toMatchObject({ userEmail: null });
  });

  it('filters by user and time, and pages with before', async () => {
    const o = h.organiser.token;
    const mine = await h.call('GET', `/audit?userId=${h.organiser.id}&limit=200`, { token: o });
    expect(mine.body.items.length).toBeGreaterThan(3);
    expect(mine.body.items.every((e: { userId: string }) => e.userId === h.organiser.id)).toBe(true);
    const future = await h.call('GET', `/audit?from=2999-01-01T00:00:00Z`, { token: o });
    expect(future.body).toEqual({ items: [], nextBefore: null });

    const first = await h.call('GET', '/audit?limit=2', { token: o });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextBefore).toBe(first.body.items[1].id);
    const second = await h.call('GET', `/audit?limit=2&before=${first.body.nextBefore}`, { token: o });
    expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
  });

  it('refuses bad filters with the field named', async () => {
    const o = h.organiser.token;
    expect(await h.call('GET', '/audit?table=audit_log', { token: o })).toMatchObject({
      status: 400,
      body: { message: 'table must be an audited table' },
    });
    expect((await h.call('GET', '/audit?limit=0', { token: o })).status).toBe(400);
    expect((await h.call('GET', '/audit?userId=nope', { token: o })).status).toBe(400);
  });

  it('is read-only: no route changes or removes a record, and the rows stay', async () => {
    const before = await h.count('audit_log');
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect((await h.call(method, '/audit', { token: h.organiser.token, body: {} })).status).toBe(404);
      expect((await h.call(method, '/audit/1', { token: h.organiser.token, body: {} })).status).toBe(404);
    }
    expect(await h.count('audit_log')).toBe(before);
    expect((await h.call('GET', '/audit', { token: s.homeCaptain.token })).status).toBe(403);
  });
});
