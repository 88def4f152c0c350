// A playlist shows other wallboards in turn, never a playlist: the API refuses one inside another
// (or inside itself), naming the item, and changes nothing (api/wallboard-playlist.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const nested = 'A playlist cannot show another playlist';

describe.each(engines)('playlists (%s)', (engine) => {
  let h: Harness;
  let table: number;
  const call = (method: string, path: string, body?: Record<string, unknown>) =>
    h.call(method, path, { token: h.organiser.token, body });
  const playlist = (name: string, ids: number[]) =>
    call('POST', '/wallboards', {
      name,
      type: 'playlist',
      playlist: ids.map((wallboardId) => ({ wallboardId, durationSeconds: 20 })),
    });
  beforeAll(async () => {
    h = await setup(engine);
    const s = await seedLeague(h);
    table = (
      await call('POST', '/wallboards', { name: 'Table', type: 'league_table', divisionId: s.division.id })
    ).body.id;
  }, 180_000);
  afterAll(() => h.close());

  it('saves a playlist of ordinary wallboards', async () => {
    const res = await playlist('Bar rotation', [table]);
    expect(res.status).toBe(201);
    expect(res.body.playlist).toEqual([{ wallboardId: table, durationSeconds: 20 }]);
  });

  it('refuses a playlist inside a playlist, naming the item, and creates nothing', async () => {
    const inner = (await playlist('Inner', [table])).body.id;
    const before = (await call('GET', '/wallboards')).body.length;
    const res = await playlist('Outer', [table, inner]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(nested);
    expect(res.body.fields).toEqual({ 'playlist.1.wallboardId': [nested] });
    expect((await call('GET', '/wallboards')).body).toHaveLength(before);
  });

  it('refuses a playlist that shows itself, and an item that does not exist', async () => {
    const own = (await playlist('Own', [table])).body.id;
    const self = await call('PATCH', `/wallboards/${own}`, {
      playlist: [{ wallboardId: own, durationSeconds: 5 }],
    });
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual({ 'playlist.0.wallboardId': [nested] });
    const missing = await playlist('Ghost', [999_999]);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ 'playlist.0.wallboardId': ['Wallboard not found'] });
    expect((await call('GET', `/wallboards/${own}`)).body.playlist).toEqual([
      { wallboardId: table, durationSeconds: 20 },
    ]);
  });

  it('refuses to turn a wallboard that a playlist shows into a playlist', async () => {
    const res = await call('PATCH', `/wallboards/${table}`, { type: 'playlist', playlist: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ type: [nested] });
    expect((await call('GET', `/wallboards/${table}`)).body.type).toBe('league_table');
  });
});
