// Cups with dates (docs/cups.md): each round has a date, round 1's plus 7 days a round by default; an
// organiser dates a round and its unplayed fixtures move (audited); a match is played at its home
// side's venue, else the cup's; a bad date or round is a 400 naming it and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

type Match = { id: number; round: number; slot: number; fixtureId: number | null };

describe.each(engines)('cup round dates (%s)', (engine) => {
  let h: Harness;
  let w: Awaited<ReturnType<typeof seedLeague>>;
  let cupId: number;
  let hallId: number;
  let kingsArms: number;
  const t = () => h.organiser.token;
  const bracket = async () => (await h.call('GET', `/cups/${cupId}/bracket`)).body;
  const fixtureOf = async (round: number, slot: number) => {
    const m = (await bracket()).matches.find((x: Match) => x.round === round && x.slot === slot);
    const f = (await h.call('GET', `/fixtures/${m.fixtureId}`)).body;
    return { id: f.id as number, kickoff: new Date(f.kickoffAt).toISOString(), venueId: f.venueId as number };
  };
  const dateRound = (round: number, body: unknown, token = t()) =>
    h.call('PUT', `/cups/${cupId}/rounds/${round}`, { token, body });
  const play = async (fixtureId: number) => {
    for (const winner of ['home', 'home'])
      await h.call('POST', `/fixtures/${fixtureId}/frames`, { token: t(), body: { winner } });
    await h.call('PATCH', `/fixtures/${fixtureId}`, { token: t(), body: { status: 'final' } });
  };

  beforeAll(async () => {
    h = await setup(engine);
    w = await seedLeague(h);
    hallId = (await h.call('POST', '/venues', { token: t(), body: { name: 'Red Lion Hall' } })).body.id;
    await h.call('PATCH', `/teams/${w.home.id}`, { token: t(), body: { homeVenueId: hallId } });
    kingsArms = (await h.call('POST', '/teams', { token: t(), body: { name: 'Kings Arms' } })).body.id;
    for (const teamId of [w.other.id, kingsArms])
      await h.call('POST', `/divisions/${w.division.id}/teams`, { token: t(), body: { teamId } });
    cupId = (
      await h.call('POST', '/cups', {
        token: t(),
        body: {
          leagueId: w.league.id,
          name: 'League Cup',
          kind: 'team',
          bestOf: [3],
          venueId: w.venue.id,
          startsAt: '2027-01-07T19:30:00Z',
        },
      })
    ).body.id;
    const entries: number[] = [];
    for (const teamId of [w.home.id, w.away.id, w.other.id, kingsArms])
      entries.push(
        (await h.call('POST', `/cups/${cupId}/entries`, { token: t(), body: { teamId } })).body.id,
      );
    // Seeds 1-4 in this order: Red Lions v Kings Arms, Blue Cues v Green Baize.
    await h.call('POST', `/cups/${cupId}/draw`, { token: t(), body: { seedFrom: 'manual', order: entries } });
  }, 180_000);
  afterAll(() => h.close());

  it("dates each round a week after the first; a match is at its home side's venue, else the cup's", async () => {
    expect((await bracket()).roundDates).toEqual(['2027-01-07', '2027-01-14']);
    expect(await fixtureOf(1, 1)).toMatchObject({ kickoff: '2027-01-07T19:30:00.000Z', venueId: hallId });
    expect(await fixtureOf(1, 2)).toMatchObject({ kickoff: '2027-01-07T19:30:00.000Z', venueId: w.venue.id });
  });

  it('refuses a bad date or round with a 400 naming it, and a captain, changing nothing', async () => {
    const bad = await dateRound(2, { date: '2027-02-30' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Date must be a date (YYYY-MM-DD)' } });
    expect(Object.keys(bad.body.fields)).toEqual(['date']);
    const missing = await dateRound(2, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['date']);
    const past = await dateRound(3, { date: '2027-01-21' });
    expect(past).toMatchObject({
      status: 400,
      body: { message: 'Round must be from 1 to 2', fields: { round: ['Round must be from 1 to 2'] } },
    });
    const byCaptain = await dateRound(1, { date: '2027-01-08' }, w.homeCaptain.token);
    expect(byCaptain).toMatchObject({
      status: 403,
      body: { message: 'Only organisers can date cup rounds' },
    });
    expect((await bracket()).roundDates).toEqual(['2027-01-07', '2027-01-14']);
    expect((await fixtureOf(1, 1)).kickoff).toBe('2027-01-07T19:30:00.000Z');
  });

  it("moves a round's unplayed fixtures to its new date, audited; later rounds follow round 1", async () => {
    const audits = (table: string) =>
      h.count('audit_log', 'table_name = $1 and action = $2', [table, 'update']);
    const [fixtures, cups] = [await audits('fixtures'), await audits('cups')];
    const res = await dateRound(1, { date: '2027-01-05' });
    expect(res).toMatchObject({ status: 200, body: { roundDates: ['2027-01-05', '2027-01-12'] } });
    expect((await fixtureOf(1, 1)).kickoff).toBe('2027-01-05T19:30:00.000Z');
    expect((await fixtureOf(1, 2)).kickoff).toBe('2027-01-05T19:30:00.000Z');
    expect([await audits('fixtures'), await audits('cups')]).toEqual([fixtures + 2, cups + 1]);
    const final = await dateRound(2, { date: '2027-01-28' });
    expect(final.body.roundDates).toEqual(['2027-01-05', '2027-01-28']);
  });

  it("opens the final on its round's date, moves it again, and leaves played fixtures where they were", async () => {
    await play((await fixtureOf(1, 1)).id);
    await play((await fixtureOf(1, 2)).id);
    // Red Lions won at home in slot 1, so they are at home in the final: at their hall.
    expect(await fixtureOf(2, 1)).toMatchObject({ kickoff: '2027-01-28T19:30:00.000Z', venueId: hallId });
    await dateRound(2, { date: '2027-02-04' });
    expect((await fixtureOf(2, 1)).kickoff).toBe('2027-02-04T19:30:00.000Z');
    const moved = await dateRound(1, { date: '2027-01-06' });
    expect(moved.body.roundDates).toEqual(['2027-01-06', '2027-02-04']);
    expect((await fixtureOf(1, 1)).kickoff).toBe('2027-01-05T19:30:00.000Z');
    expect((await fixtureOf(2, 1)).kickoff).toBe('2027-02-04T19:30:00.000Z');
  });
});
