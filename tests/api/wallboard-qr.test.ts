// A wallboard's showQr setting as a TV receives it: the feed names the public page its QR code opens
// (the division's, else the league's), and nothing when the setting is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('wallboard QR code (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const create = async (body: Record<string, unknown>) =>
    h.call('POST', '/wallboards', { token: h.organiser.token, body: { name: 'Bar TV', ...body } });
  const feed = async (id: number) => (await h.call('GET', `/wallboards/${id}/feed`)).body;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('is off by default: no page in the feed', async () => {
    const board = (await create({ type: 'league_table', divisionId: s.division.id })).body;
    expect(board.showQr).toBe(false);
    expect((await feed(board.id)).publicPath).toBeNull();
  });

  it("points a division's board at the division's public page, a league's board at the league's", async () => {
    const division = (await create({ type: 'league_table', divisionId: s.division.id, showQr: true })).body;
    expect(division.showQr).toBe(true);
    expect((await feed(division.id)).publicPath).toBe(`/results/${s.league.id}/divisions/${s.division.id}`);

    const league = (await create({ type: 'live_scores', leagueId: s.league.id, showQr: true })).body;
    expect((await feed(league.id)).publicPath).toBe(`/results/${s.league.id}`);

    const off = await h.call('PATCH', `/wallboards/${league.id}`, {
      token: h.organiser.token,
      body: { showQr: false },
    });
    expect(off.body.showQr).toBe(false);
    expect((await feed(league.id)).publicPath).toBeNull();
  });

  it('refuses a showQr that is not true or false, naming the field', async () => {
    const res = await create({ type: 'league_table', divisionId: s.division.id, showQr: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Show QR Code must be true or false');
    expect(res.body.fields).toEqual({ showQr: ['Show QR Code must be true or false'] });
  });
});
