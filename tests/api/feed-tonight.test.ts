// The live boards' feed on the day of play (issue 24): tonight's fixtures not started yet come after
// those in play, tomorrow's and finished ones do not, and a night with no fixtures has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)("the live boards' feed tonight (%s)", (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const board = async (body: Record<string, unknown>) =>
    (await h.call('POST', '/wallboards', { token: h.organiser.token, body: { isPublic: true, ...body } }))
      .body.id as number;
  const shown = async (id: number) =>
    (await h.call('GET', `/wallboards/${id}/feed?tz=UTC`)).body.fixtures.map(
      (f: { id: number; status: string; homeTeamName: string }) => `${f.id} ${f.status} ${f.homeTeamName}`,
    );
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it("shows tonight's fixtures not started yet after those in play, and none on a night without any", async () => {
    const t = h.organiser.token;
    const live = await board({ name: 'Live', type: 'live_scores', leagueId: s.league.id });
    const venue = await board({ name: 'Crown', type: 'now_playing', venueId: s.venue.id });
    const fixture = async (home: number, away: number, kickoffAt: Date) =>
      (
        await h.call('POST', '/fixtures', {
          token: t,
          body: {
            divisionId: s.division.id,
            homeTeamId: home,
            awayTeamId: away,
            venueId: s.venue.id,
            kickoffAt,
          },
        })
      ).body.id as number;
    const tomorrow = await fixture(s.away.id, s.home.id, new Date(Date.now() + 86_400_000));
    expect(await shown(live)).toEqual([`${s.fixture.id} scheduled Red Lions`]);
    expect(await shown(venue)).toEqual([`${s.fixture.id} scheduled Red Lions`]);

    const later = await fixture(s.away.id, s.other.id, new Date(Date.now() + 60_000));
    await h.call('PATCH', `/fixtures/${later}`, { token: t, body: { status: 'in_play' } });
    expect(await shown(live)).toEqual([`${later} in_play Blue Cues`, `${s.fixture.id} scheduled Red Lions`]);

    // Finished tonight and tomorrow's: a night with no fixtures left shows none (the empty text).
    await h.call('PATCH', `/fixtures/${later}`, { token: t, body: { status: 'final' } });
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { status: 'postponed' } });
    expect(await shown(live)).toEqual([]);
    expect(tomorrow).toBeGreaterThan(0);
  });
});
