// An organiser of two organisations (issue 28): a CSV import and an invitation go into the
// organisation named (a 400 naming organisationId when none is, and nothing written), and the lists
// the web app reads for a screen keep one organisation's rows with ?organisationId=.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const ambiguous = 'Organisation is required: you organise more than one';

describe.each(engines)('an organiser of two organisations (%s)', (engine) => {
  let h: Harness;
  let borough: number;
  const t = () => h.organiser.token;
  beforeAll(async () => {
    h = await setup(engine);
    await seedLeague(h); // Cueboard's (id 1): Winter League, Premier, a fixture
    // The owner creates Borough League and so organises it too.
    const created = await h.call('POST', '/organisations', {
      token: t(),
      body: { name: 'Borough League', slug: 'borough' },
    });
    expect(created.status).toBe(201);
    borough = created.body.id;
    const league = await h.call('POST', '/leagues', {
      token: t(),
      body: { name: 'Borough Tuesday', season: '2026/27', organisationId: borough },
    });
    const division = await h.call('POST', '/divisions', {
      token: t(),
      body: { leagueId: league.body.id, name: 'Borough One' },
    });
    expect(division.status).toBe(201);
  }, 180_000);
  afterAll(() => h.close());

  it('imports players and teams into the organisation named, and refuses an import that names none', async () => {
    const before = await h.count('players');
    const unnamed = await h.call('POST', '/imports/players', {
      token: t(),
      body: { rows: [{ fullName: 'Cat Vo' }] },
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.fields).toEqual({ 'rows.0.organisationId': [`rows.0.organisationId: ${ambiguous}`] });
    expect(await h.count('players')).toBe(before);

    const players = await h.call('POST', '/imports/players', {
      token: t(),
      body: { rows: [{ fullName: 'Cat Vo', organisationId: borough }] },
    });
    expect(players.status).toBe(201);
    const teams = await h.call('POST', '/imports/teams', {
      token: t(),
      body: { rows: [{ name: 'Kings Arms', organisationId: borough }] },
    });
    expect(teams.status).toBe(201);
    expect(await h.count('players', 'full_name = $1 and organisation_id = $2', ['Cat Vo', borough])).toBe(1);
    expect(await h.count('teams', 'name = $1 and organisation_id = $2', ['Kings Arms', borough])).toBe(1);
  });

  it('sends an invitation into the organisation named and lists it there only', async () => {
    const unnamed = await h.call('POST', '/invitations', {
      token: t(),
      body: { email: 'dora@example.com', role: 'player' },
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.fields).toEqual({ organisationId: [ambiguous] });

    const sent = await h.call('POST', '/invitations', {
      token: t(),
      body: { email: 'dora@example.com', role: 'player', organisationId: borough },
    });
    expect(sent.status).toBe(201);
    expect(
      await h.count('invitations', 'email = $1 and organisation_id = $2', ['dora@example.com', borough]),
    ).toBe(1);
    const emails = async (organisationId: number) =>
      (await h.call('GET', `/invitations?organisationId=${organisationId}`, { token: t() })).body.map(
        (i: { email: string }) => i.email,
      );
    expect(await emails(borough)).toEqual(['dora@example.com']);
    expect(await emails(1)).toEqual([]);
  });

  it("lists one organisation's divisions, fixtures, cups and seasons with ?organisationId=", async () => {
    const names = async (path: string, field: string) =>
      (await h.call('GET', path, { token: t() })).body.map((r: Record<string, unknown>) => r[field]);
    expect(await names(`/divisions?organisationId=${borough}`, 'name')).toEqual(['Borough One']);
    expect(await names('/divisions?organisationId=1', 'name')).toEqual(['Premier']);
    expect(await names(`/fixtures?organisationId=${borough}`, 'id')).toEqual([]);
    expect(await names('/fixtures?organisationId=1', 'id')).toHaveLength(1);
    expect(await names(`/cups?organisationId=${borough}`, 'name')).toEqual([]);
    expect(await names(`/seasons?organisationId=${borough}`, 'name')).toEqual([]);
    const bad = await h.call('GET', '/fixtures?organisationId=borough', { token: t() });
    expect(bad.status).toBe(400);
  });
});
