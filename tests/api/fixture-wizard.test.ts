// The fixture wizard's calls: a team's home venue (set, cleared with its venue), and the whole
// planned round robin created in one call, all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRoundRobin } from '@core/schedule/round-robin.ts';
import { atHomeVenues } from '@core/schedule/venues.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('fixture wizard (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const token = () => h.organiser.token;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it("sets a team's home venue, refuses an unknown one, and clears it with its venue", async () => {
    const hall = (await h.call('POST', '/venues', { token: token(), body: { name: 'Hall' } })).body;
    const set = await h.call('PATCH', `/teams/${s.home.id}`, {
      token: token(),
      body: { homeVenueId: hall.id },
    });
    expect(set).toMatchObject({ status: 200, body: { homeVenueId: hall.id } });
    const bad = await h.call('PATCH', `/teams/${s.home.id}`, { token: token(), body: { homeVenueId: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['homeVenueId']);
    expect((await h.call('DELETE', `/venues/${hall.id}`, { token: token() })).status).toBe(204);
    expect((await h.call('GET', `/teams/${s.home.id}`)).body.homeVenueId).toBeNull();
  });

  it('creates a planned double round robin in one call, or nothing when one fixture is refused', async () => {
    await h.call('PATCH', `/teams/${s.home.id}`, { token: token(), body: { homeVenueId: s.venue.id } });
    await h.call('PATCH', `/teams/${s.away.id}`, { token: token(), body: { homeVenueId: s.venue.id } });
    const plan = atHomeVenues(
      planRoundRobin([s.home.id, s.away.id], { start: '2027-01-07', double: true }),
      () => s.venue.id,
    );
    const fixtures = plan.map((m) => ({
      divisionId: s.division.id,
      homeTeamId: m.home,
      awayTeamId: m.away,
      venueId: m.venue,
      kickoffAt: `${m.date}T19:30:00.000Z`,
    }));
    const count = () => h.count('fixtures', 'division_id = $1', [s.division.id]);
    const before = await count();
    const refused = await h.call('POST', '/fixtures/bulk', {
      token: token(),
      body: { fixtures: [...fixtures, { ...fixtures[0], venueId: 999999 }] },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await count()).toBe(before);
    const created = await h.call('POST', '/fixtures/bulk', { token: token(), body: { fixtures } });
    expect(created.status).toBe(201);
    expect(created.body.map((f: { kickoffAt: string }) => f.kickoffAt)).toEqual([
      '2027-01-07T19:30:00.000Z',
      '2027-01-14T19:30:00.000Z',
    ]);
    expect(await count()).toBe(before + 2);
  });
});
