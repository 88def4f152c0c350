// A match's life through the API: an organiser postpones, reschedules, voids and forfeits fixtures,
// and the standings answer at once; captains and anonymous callers are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('postponements, voids and forfeits (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const token = () => h.organiser.token;
  const table = async () => (await h.call('GET', `/standings?divisionId=${s.division.id}`)).body;

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('postpones a fixture, and a new kick-off schedules it again', async () => {
    const postponed = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: token(),
      body: { status: 'postponed' },
    });
    expect(postponed).toMatchObject({ status: 200, body: { status: 'postponed' } });
    const moved = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: token(),
      body: { kickoffAt: '2027-03-04T19:30:00.000Z' },
    });
    expect(moved).toMatchObject({
      status: 200,
      body: { status: 'scheduled', kickoffAt: '2027-03-04T19:30:00.000Z' },
    });
  });

  it('refuses a captain who postpones or forfeits, and anyone anonymous', async () => {
    const byCaptain = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: s.homeCaptain.token,
      body: { status: 'void' },
    });
    expect(byCaptain).toMatchObject({
      status: 403,
      body: { message: 'Only organisers can postpone or void fixtures' },
    });
    const forfeit = await h.call('POST', `/fixtures/${s.fixture.id}/forfeit`, {
      token: s.homeCaptain.token,
      body: { winner: 'home' },
    });
    expect(forfeit).toMatchObject({ status: 403, body: { message: 'Only organisers can award forfeits' } });
    const anonymous = await h.call('POST', `/fixtures/${s.fixture.id}/forfeit`, { body: { winner: 'home' } });
    expect(anonymous.status).toBe(401);
  });

  it('names the field of a bad forfeit and a missing fixture', async () => {
    const bad = await h.call('POST', `/fixtures/${s.fixture.id}/forfeit`, {
      token: token(),
      body: { winner: 'draw' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['winner']);
    const missing = await h.call('POST', '/fixtures/999999/forfeit', {
      token: token(),
      body: { winner: 'home' },
    });
    expect(missing.status).toBe(404);
  });

  it('a forfeit makes the fixture final and the table follows; voiding it takes the result away', async () => {
    const forfeit = await h.call('POST', `/fixtures/${s.fixture.id}/forfeit`, {
      token: token(),
      body: { winner: 'away' },
    });
    expect(forfeit).toMatchObject({ status: 200, body: { status: 'final', forfeit: 'away' } });
    expect(await table()).toMatchObject([
      { teamName: 'Blue Cues', played: 1, won: 1, framesFor: 5, framesAgainst: 0, points: 10, position: 1 },
      { teamName: 'Red Lions', played: 1, lost: 1, framesFor: 0, framesAgainst: 5, points: 0, position: 2 },
    ]);
    const voided = await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: token(),
      body: { status: 'void' },
    });
    expect(voided).toMatchObject({ status: 200, body: { status: 'void', forfeit: null } });
    expect(await table()).toMatchObject([
      { teamName: 'Blue Cues', played: 0, points: 0 },
      { teamName: 'Red Lions', played: 0, points: 0 },
    ]);
  });
});
