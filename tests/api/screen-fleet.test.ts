// The fleet as organisers see it and the remote actions they send: each TV's heartbeat (browser,
// resolution, what it shows, when its page loaded) shows in GET /api/screens with its online state;
// Reload and Identify reach the TV as its heartbeat's command, once each, and only from organisers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36';

describe.each(engines)('the fleet (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let screen: { id: number; token: string };
  let wallboard: number;
  let sponsor: number;
  const organiser = () => ({ token: h.organiser.token });
  const beat = (body: unknown = {}) =>
    h.call('POST', '/screens/heartbeat', { headers: { 'x-screen-token': screen.token }, body });
  const listed = async () =>
    (await h.call('GET', '/screens', organiser())).body.find((x: { id: number }) => x.id === screen.id);

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    const t = h.organiser.token;
    wallboard = (
      await h.call('POST', '/wallboards', { token: t, body: { name: 'Bar loop', type: 'sponsors' } })
    ).body.id;
    sponsor = (
      await h.call('POST', '/sponsors', {
        token: t,
        body: { name: 'Cues R Us', imageUrl: 'https://a.example/a.png' },
      })
    ).body.id;
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    const claimed = await h.call('POST', '/screens/claim', {
      token: t,
      body: { code: start.code, name: 'Bar TV', wallboardId: wallboard },
    });
    const poll = await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } });
    screen = { id: claimed.body.id, token: poll.body.token };
  }, 180_000);
  afterAll(() => h.close());

  it('lists what each TV reported in its heartbeat, and since when an offline one is gone', async () => {
    const loadedAt = '2026-11-23T18:00:00.000Z';
    expect(
      await beat({
        userAgent: chrome,
        appVersion: 'b1',
        resolution: '1920x1080',
        showing: { wallboardId: wallboard, page: 'Sponsors', sponsorId: sponsor },
        loadedAt,
      }),
    ).toMatchObject({
      status: 200,
      body: { id: screen.id, name: 'Bar TV', wallboardId: wallboard, command: null },
    });
    expect(await listed()).toMatchObject({
      online: true,
      offlineSince: null,
      userAgent: chrome,
      appVersion: 'b1',
      resolution: '1920x1080',
      showing: {
        wallboardId: wallboard,
        wallboardName: 'Bar loop',
        page: 'Sponsors',
        sponsorId: sponsor,
        sponsorName: 'Cues R Us',
      },
      loadedAt,
    });
    // Ten minutes without a heartbeat: offline since the last one.
    const [gone] = await h.db.query<{ at: Date }>(
      `update public.screens set last_seen_at = now() - interval '10 minutes' where id = $1 returning last_seen_at as at`,
      [screen.id],
    );
    expect(await listed()).toMatchObject({ online: false, offlineSince: new Date(gone.at).toISOString() });
    // A heartbeat without the new fields keeps what the TV last told.
    await beat({});
    expect(await listed()).toMatchObject({ online: true, resolution: '1920x1080', loadedAt });
  });

  it('refuses a heartbeat with a bad resolution, naming the field', async () => {
    const res = await beat({ resolution: '1920 by 1080' });
    expect(res).toMatchObject({ status: 400, body: { message: 'resolution must look like 1920x1080' } });
  });

  it('sends Reload and Identify to the TV as numbered commands, each once, and records who sent them', async () => {
    expect((await h.call('POST', `/screens/${screen.id}/reload`, organiser())).status).toBe(204);
    const first = (await beat()).body.command;
    expect(first).toEqual({ id: expect.any(Number), type: 'reload' });
    expect((await h.call('POST', `/screens/${screen.id}/identify`, organiser())).status).toBe(204);
    expect((await beat()).body.command).toEqual({ id: first.id + 1, type: 'identify' });
    // A TV switched on later does not act on a command from long ago.
    await h.db.query(`update public.screens set command_at = now() - interval '6 minutes' where id = $1`, [
      screen.id,
    ]);
    expect((await beat()).body.command).toBeNull();
    const audit = (await h.call('GET', `/audit?table=screens&rowId=${screen.id}`, organiser())).body.items;
    const sent = audit.filter((e: { after: { command?: string } | null }) => e.after?.command);
    expect(sent.map((e: { after: { command: string } }) => e.after.command)).toEqual(['identify', 'reload']);
    expect(sent.every((e: { userId: string }) => e.userId === h.organiser.id)).toBe(true);
  });

  it('lets only organisers send commands, to screens that exist', async () => {
    for (const path of [`/screens/${screen.id}/reload`, `/screens/${screen.id}/identify`]) {
      expect((await h.call('POST', path)).status).toBe(401);
      expect((await h.call('POST', path, { token: s.player.token })).status).toBe(403);
      expect((await h.call('POST', path, { headers: { 'x-screen-token': screen.token } })).status).toBe(401);
    }
    expect((await h.call('POST', '/screens/999999/reload', organiser())).status).toBe(404);
    expect((await h.call('POST', '/screens/abc/identify', organiser())).status).toBe(400);
  });
});
