// A screen's weekly schedule: organisers replace the whole week, overlapping slots are refused with
// a 400 naming the slot (nothing changes), the TV receives the schedule in its heartbeat answer and
// may read the feeds of its scheduled wallboards, private ones included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, verifyJwt, type Harness } from './support.ts';

describe.each(engines)('screen schedules (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let zoned: ReturnType<typeof createApi>;
  let screen: { id: number; token: string };
  const boards = { loop: 0, night: 0, secret: 0 };
  const organiser = () => ({ token: h.organiser.token });
  const put = (body: unknown, token = h.organiser.token) =>
    h.call('PUT', `/screens/${screen.id}/schedule`, { token, body });
  const night = () => ({ days: [4], from: '18:00', to: '23:30', wallboardId: boards.night });
  const lunch = () => ({ days: [1, 2, 3, 4, 5], from: '12:00', to: '14:00', wallboardId: boards.loop });

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    zoned = createApi({ db: h.db, verifyJwt, timeZone: 'Europe/London' });
    const board = async (name: string, isPublic = true) =>
      (await h.call('POST', '/wallboards', { ...organiser(), body: { name, type: 'sponsors', isPublic } }))
        .body.id;
    boards.loop = await board('Sponsors loop');
    boards.night = await board('Match night');
    boards.secret = await board('Members only', false);
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    const claimed = await h.call('POST', '/screens/claim', {
      ...organiser(),
      body: { code: start.code, name: 'Bar TV', wallboardId: boards.loop },
    });
    const poll = await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } });
    screen = { id: claimed.body.id, token: poll.body.token };
  }, 180_000);
  afterAll(() => h.close());

  it('replaces the week and reads it back in start order, with the default wallboard and the zone', async () => {
    const res = await zoned.request(`/api/screens/${screen.id}/schedule`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${h.organiser.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        slots: [night(), lunch(), { days: [7], from: '20:00', to: '24:00', wallboardId: boards.secret }],
      }),
    });
    const expected = {
      defaultWallboardId: boards.loop,
      slots: [lunch(), night(), { days: [7], from: '20:00', to: '24:00', wallboardId: boards.secret }],
      timeZone: 'Europe/London',
    };
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: expected });
    const read = await zoned.request(`/api/screens/${screen.id}/schedule`, {
      headers: { authorization: `Bearer ${h.organiser.token}` },
    });
    expect(await read.json()).toEqual(expected);
  });

  it('refuses overlapping slots, an end before the start and an unknown wallboard, changing nothing', async () => {
    const before = (await h.call('GET', `/screens/${screen.id}/schedule`, organiser())).body;
    const overlap = await put({
      slots: [night(), { days: [3, 4], from: '23:00', to: '24:00', wallboardId: boards.loop }],
    });
    expect(overlap).toMatchObject({
      status: 400,
      body: { message: 'Slot 2 overlaps slot 1', fields: { 'slots.1.from': ['Slot 2 overlaps slot 1'] } },
    });
    const backwards = await put({
      slots: [{ days: [1], from: '14:00', to: '12:00', wallboardId: boards.loop }],
    });
    expect(backwards).toMatchObject({
      status: 400,
      body: { fields: { 'slots.0.to': ['To must be after From'] } },
    });
    const badTime = await put({
      slots: [{ days: [8], from: '25:00', to: '26:00', wallboardId: boards.loop }],
    });
    expect(badTime.status).toBe(400);
    expect(Object.keys(badTime.body.fields)).toEqual(['slots.0.days.0', 'slots.0.from', 'slots.0.to']);
    expect((await put({ slots: [{ ...night(), wallboardId: 999_999 }] })).status).toBe(404);
    expect((await h.call('GET', `/screens/${screen.id}/schedule`, organiser())).body).toEqual(before);
  });

  it('is for organisers only', async () => {
    expect((await put({ slots: [] }, s.player.token)).status).toBe(403);
    expect((await h.call('GET', `/screens/${screen.id}/schedule`)).status).toBe(401);
    expect((await h.call('GET', '/screens/999999/schedule', organiser())).status).toBe(404);
  });

  it('gives the TV its schedule in the heartbeat answer, and the feeds of its scheduled wallboards', async () => {
    const tv = { 'x-screen-token': screen.token };
    const beat = await h.call('POST', '/screens/heartbeat', { headers: tv, body: {} });
    expect(beat.body.schedule).toMatchObject({
      defaultWallboardId: boards.loop,
      slots: [lunch(), night(), { days: [7], wallboardId: boards.secret }],
    });
    expect((await h.call('GET', `/wallboards/${boards.secret}/feed`, { headers: tv })).status).toBe(200);
    expect((await h.call('GET', `/wallboards/${boards.secret}/feed`)).status).toBe(404);
    // Off the schedule, the private wallboard is closed to the TV again.
    await put({ slots: [] });
    expect((await h.call('GET', `/wallboards/${boards.secret}/feed`, { headers: tv })).status).toBe(404);
  });
});
