// GET /api/reports/impressions: a sponsor's proof of play reads back exactly what paired screens and
// browsers recorded through POST /api/impressions (an offline batch re-sent counts once), by day in
// the league's time zone, by wallboard and by screen, as JSON and as CSV.
import { randomUUID } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { engines } from '../support/engines.ts';
import { setup, verifyJwt, type Harness } from './support.ts';

// 13 hours ahead of UTC in November: 10:00Z is 23:00 the same day there, 11:30Z already the next.
const timeZone = 'Pacific/Auckland';
const img = 'https://cdn.example.com/ad.png';

describe.each(engines)('impression reports (%s)', (engine) => {
  let h: Harness;
  let zoned: ReturnType<typeof createApi>;
  const ids = { sponsor: 0, other: 0, bar: 0, lounge: 0, barTv: 0, loungeTv: 0 };
  // Three days ago at 00:00 UTC, so every impression is within the 7 days the API accepts.
  const base = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 3 * 86_400_000);
  const at = (hhmm: string, seconds = 0) =>
    new Date(
      base.getTime() + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) * 60_000 + seconds * 1000,
    );
  const dayThere = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);
  const [day1, day2] = [dayThere(at('10:00')), dayThere(at('11:30'))];

  const post = async (path: string, body: unknown) =>
    (await h.call('POST', path, { token: h.organiser.token, body })).body;
  async function pairedScreen(name: string, wallboardId: number): Promise<{ id: number; token: string }> {
    const start = (await h.call('POST', '/screens/pair', { body: {} })).body;
    const screen = await post('/screens/claim', { code: start.code, name, wallboardId });
    const poll = await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } });
    return { id: screen.id, token: poll.body.token };
  }
  async function send(impressions: unknown[], screenToken?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (screenToken) headers['x-screen-token'] = screenToken;
    const res = await h.app.request('/api/impressions', {
      method: 'POST',
      headers,
      body: JSON.stringify(impressions),
    });
    return res.json();
  }
  const shown = (sponsorId: number, wallboardId: number, when: Date, durationMs: number) => ({
    clientId: randomUUID(),
    sponsorId,
    wallboardId,
    durationMs,
    shownAt: when.toISOString(),
  });
  async function report(query: string, accept = 'application/json') {
    const res = await zoned.request(`/api/reports/impressions?${query}`, {
      headers: { authorization: `Bearer ${h.organiser.token}`, accept },
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }
  const json = async (query: string) => JSON.parse((await report(query)).text);

  beforeAll(async () => {
    h = await setup(engine);
    zoned = createApi({ db: h.db, verifyJwt, timeZone });
    ids.sponsor = (await post('/sponsors', { name: 'Cues R Us', imageUrl: img })).id;
    ids.other = (await post('/sponsors', { name: 'Chalk Co', imageUrl: img })).id;
    ids.bar = (await post('/wallboards', { name: 'Bar loop', type: 'sponsors' })).id;
    // The lounge's wallboard counts unpaired displays too (a browser on its public URL, below).
    ids.lounge = (
      await post('/wallboards', { name: 'Lounge loop', type: 'sponsors', countUnpairedImpressions: true })
    ).id;
    for (const wallboardId of [ids.bar, ids.lounge]) {
      for (const sponsorId of [ids.sponsor, ids.other]) {
        await post(`/wallboards/${wallboardId}/sponsors`, { sponsorId });
      }
    }
    const barTv = await pairedScreen('Bar TV', ids.bar);
    const loungeTv = await pairedScreen('Lounge TV', ids.lounge);
    [ids.barTv, ids.loungeTv] = [barTv.id, loungeTv.id];

    // The bar TV was offline: its batch arrives late, is lost, and is sent again with one more.
    const offline = [
      shown(ids.sponsor, ids.bar, at('10:00'), 10_000),
      shown(ids.sponsor, ids.bar, at('10:00', 10), 10_000),
      shown(ids.sponsor, ids.bar, at('10:00', 20), 7_500),
      shown(ids.sponsor, ids.bar, at('12:00'), 10_000),
      shown(ids.other, ids.bar, at('12:00', 10), 10_000),
    ];
    expect(await send(offline, barTv.token)).toMatchObject({ recorded: 5, duplicates: 0 });
    const again = [...offline, shown(ids.sponsor, ids.bar, at('12:00', 20), 2_345)];
    expect(await send(again, barTv.token)).toMatchObject({ recorded: 1, duplicates: 5 });
    expect(await send([shown(ids.sponsor, ids.lounge, at('11:30'), 10_000)], loungeTv.token)).toMatchObject({
      recorded: 1,
    });
    // A public wallboard opened in a browser: no screen.
    expect(await send([shown(ids.sponsor, ids.lounge, at('10:05'), 5_000)])).toMatchObject({ recorded: 1 });
  }, 180_000);
  afterAll(() => h.close());

  it("counts a sponsor's impressions per day in the league's time zone, each once", async () => {
    expect(day1).not.toBe(day2);
    expect(await json(`sponsorId=${ids.sponsor}`)).toEqual({
      rows: [
        { day: day1, impressions: 4, seconds: 32.5 },
        { day: day2, impressions: 3, seconds: 22.345 },
      ],
      totals: { impressions: 7, seconds: 54.845 },
      timeZone,
    });
    expect(await json(`sponsorId=${ids.sponsor}&from=${day2}&to=${day2}`)).toMatchObject({
      rows: [{ day: day2, impressions: 3 }],
      totals: { impressions: 3 },
    });
    expect((await json(`sponsorId=${ids.other}`)).totals).toEqual({ impressions: 1, seconds: 10 });
  });

  it('groups by wallboard and by screen, a browser showing as no screen, and filters by either', async () => {
    expect(await json(`sponsorId=${ids.sponsor}&groupBy=wallboard`)).toMatchObject({
      rows: [
        { wallboardId: ids.bar, name: 'Bar loop', impressions: 5, seconds: 39.845 },
        { wallboardId: ids.lounge, name: 'Lounge loop', impressions: 2, seconds: 15 },
      ],
      totals: { impressions: 7, seconds: 54.845 },
    });
    expect((await json(`sponsorId=${ids.sponsor}&groupBy=screen`)).rows).toEqual([
      { screenId: ids.barTv, name: 'Bar TV', impressions: 5, seconds: 39.845 },
      { screenId: ids.loungeTv, name: 'Lounge TV', impressions: 1, seconds: 10 },
      { screenId: null, name: null, impressions: 1, seconds: 5 },
    ]);
    expect((await json(`screenId=${ids.barTv}`)).totals).toEqual({ impressions: 6, seconds: 49.845 });
    expect((await json(`wallboardId=${ids.lounge}&groupBy=screen`)).totals.impressions).toBe(2);
  });

  it('answers CSV with Accept: text/csv, one row per group and the time zone in the header row', async () => {
    const byDay = await report(`sponsorId=${ids.sponsor}`, 'text/csv');
    expect(byDay.status).toBe(200);
    expect(byDay.type).toBe('text/csv; charset=utf-8');
    expect(parseCsv(byDay.text)).toEqual([
      [`day (${timeZone})`, 'impressions', 'seconds'],
      [day1, '4', '32.5'],
      [day2, '3', '22.345'],
    ]);
    const byScreen = await report(`sponsorId=${ids.sponsor}&groupBy=screen`, 'text/csv');
    expect(parseCsv(byScreen.text)).toEqual([
      [`screenId (days in ${timeZone})`, 'screen', 'impressions', 'seconds'],
      [String(ids.barTv), 'Bar TV', '5', '39.845'],
      [String(ids.loungeTv), 'Lounge TV', '1', '10'],
      ['', '', '1', '5'],
    ]);
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['groupBy=week', 'groupBy'],
      ['from=2026-13-01', 'from'],
      ['from=2026-11-02&to=2026-11-01', 'to'],
      ['sponsorId=abc', 'sponsorId'],
    ]) {
      const res = await report(query);
      expect(res.status).toBe(400);
      expect(Object.keys(JSON.parse(res.text).fields)).toEqual([field]);
    }
  });
});
