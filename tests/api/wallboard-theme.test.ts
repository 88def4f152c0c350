// A wallboard's theme (accent colour, light or dark, sponsor strip) as an organiser saves it and a
// TV receives it in its feed; a bad value is refused with a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('wallboard theme (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const create = async (body: Record<string, unknown>) =>
    h.call('POST', '/wallboards', {
      token: h.organiser.token,
      body: { name: 'Bar TV', type: 'live_scores', leagueId: s.league.id, ...body },
    });
  const patch = (id: number, body: Record<string, unknown>) =>
    h.call('PATCH', `/wallboards/${id}`, { token: h.organiser.token, body });
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('is saved, changed and carried in the feed', async () => {
    const board = (await create({ theme: { accent: '#1e90ff', mode: 'light', sponsorStrip: true } })).body;
    expect(board.theme).toEqual({ accent: '#1e90ff', mode: 'light', sponsorStrip: true });
    expect((await h.call('GET', `/wallboards/${board.id}/feed`)).body.wallboard.theme).toEqual(board.theme);

    const dark = await patch(board.id, { theme: { mode: 'dark' } });
    expect(dark.status).toBe(200);
    expect(dark.body.theme).toEqual({ mode: 'dark' });
    expect((await h.call('GET', `/wallboards/${board.id}`)).body.theme).toEqual({ mode: 'dark' });
  });

  it('refuses a colour that is not #rrggbb, naming the field, on create and on update', async () => {
    const message = 'Accent Colour must be a colour like #1e90ff';
    const bad = await create({ theme: { accent: 'red' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(message);
    expect(bad.body.fields).toEqual({ 'theme.accent': [message] });

    const board = (await create({})).body;
    const update = await patch(board.id, { theme: { accent: '#1e90ff);background:url(x' } });
    expect(update.status).toBe(400);
    expect(update.body.fields).toEqual({ 'theme.accent': [message] });
    expect((await h.call('GET', `/wallboards/${board.id}`)).body.theme).toEqual({});
  });

  it('refuses a setting it does not know and a mode other than dark or light', async () => {
    const unknown = await create({ theme: { font: 'Comic Sans' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ theme: ['Theme has no setting "font"'] });
    const mode = await create({ theme: { mode: 'neon' } });
    expect(mode.status).toBe(400);
    expect(mode.body.fields).toEqual({ 'theme.mode': ['Theme must be dark or light'] });
  });
});
