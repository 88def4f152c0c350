// The home page by organisation (issue 28): `?organisationId=` keeps one organisation's leagues, and
// an organiser's week and first-run checklist count their own organisations' rows only (leagues and
// fixtures are public, so another organisation's used to tick their steps and fill their counts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { secondOrganisation } from './second-organisation.ts';
import { seedLeague, setup, type Harness, type TestUser } from './support.ts';

describe.each(engines)('the home page in two organisations (%s)', (engine) => {
  let h: Harness;
  let borough: number;
  let boroughOrganiser: TestUser;
  beforeAll(async () => {
    h = await setup(engine);
    await seedLeague(h); // Cueboard's: Winter League, a fixture today
    const second = await secondOrganisation(h, 'Borough League', 'borough');
    borough = second.id;
    boroughOrganiser = second.organiser;
    const res = await h.call('POST', '/leagues', {
      token: boroughOrganiser.token,
      body: { name: 'Borough Tuesday', season: '2026/27' },
    });
    expect(res.status).toBe(201);
  }, 180_000);
  afterAll(() => h.close());

  const home = async (token?: string, query = '') => {
    const res = await h.call('GET', `/home${query}`, { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const leagueNames = (body: { leagues: { name: string }[] }) => body.leagues.map((l) => l.name);

  it("lists one organisation's leagues when it is named, and every league otherwise", async () => {
    expect(leagueNames(await home(undefined, `?organisationId=${borough}`))).toEqual(['Borough Tuesday']);
    expect(leagueNames(await home(boroughOrganiser.token, '?organisationId=1'))).toEqual(['Winter League']);
    expect(leagueNames(await home())).toEqual(['Winter League', 'Borough Tuesday']);
  });

  it("counts an organiser's week and checklist in their own organisation only", async () => {
    const theirs = await home(boroughOrganiser.token);
    expect(theirs.organiser).toMatchObject({ toPlay: 0 });
    expect(theirs.setup).toMatchObject({ league: true, divisions: false, teams: false, fixtures: false });
    const ours = await home(h.organiser.token);
    expect(ours.organiser).toMatchObject({ toPlay: 1 });
    expect(ours.setup).toMatchObject({ league: true, divisions: true, teams: true, fixtures: true });
  });

  it('gives no organiser section for an organisation the caller does not organise', async () => {
    const named = await home(boroughOrganiser.token, '?organisationId=1');
    expect(named.organiser).toBeNull();
    expect(named.setup).toBeNull();
  });

  it('refuses an organisationId that is not a number, naming it', async () => {
    const res = await h.call('GET', '/home?organisationId=borough', { token: boroughOrganiser.token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('organisationId');
  });
});
