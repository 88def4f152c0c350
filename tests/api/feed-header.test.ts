// A wallboard feed carries what the board's header shows: the league's name (a division board's
// league), the venue's name and the league's time zone for the clock, to anonymous TVs too, and
// nothing more of the league than its name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, verifyJwt, type Harness } from './support.ts';

describe.each(engines)('the wallboard feed header (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const board = async (body: Record<string, unknown>) =>
    (await h.call('POST', '/wallboards', { token: h.organiser.token, body: { isPublic: true, ...body } }))
      .body.id as number;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it("names a division board's league and a venue board's venue, anonymously", async () => {
    const table = await board({ name: 'Table', type: 'league_table', divisionId: s.division.id });
    const venue = await board({ name: 'Bar', type: 'now_playing', venueId: s.venue.id });
    const both = await board({
      name: 'Both',
      type: 'live_scores',
      leagueId: s.league.id,
      venueId: s.venue.id,
    });
    const feed = async (id: number) => (await h.call('GET', `/wallboards/${id}/feed`)).body;
    expect(await feed(table)).toMatchObject({ leagueName: 'Winter League', venueName: null });
    expect(await feed(venue)).toMatchObject({ leagueName: null, venueName: 'The Crown' });
    expect(await feed(both)).toMatchObject({ leagueName: 'Winter League', venueName: 'The Crown' });
    expect(JSON.stringify(await feed(table))).not.toContain('"settings"');
  });

  it("gives the league's time zone for the clock", async () => {
    const zoned = createApi({ db: h.db, verifyJwt, timeZone: 'Europe/London' });
    const id = await board({ name: 'Clock', type: 'fixtures', leagueId: s.league.id });
    const res = await zoned.request(`/api/wallboards/${id}/feed?tz=America/New_York`);
    expect((await res.json()).timeZone).toBe('Europe/London');
  });
});
