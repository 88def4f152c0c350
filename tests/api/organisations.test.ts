// /api/organisations and organisationId on the routes that create and list an organisation's rows
// (issue 28's fixed names).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import { engines } from '../support/engines.ts';
import { createUser, setup, verifyJwt, type Harness, type TestUser } from './support.ts';

describe.each(engines)('organisations through the API (%s)', (engine) => {
  let h: Harness;
  let stranger: TestUser;
  let borough: number;
  beforeAll(async () => {
    h = await setup(engine); // the first confirmed user: the deployment owner, organiser of 'Cueboard'
    stranger = await createUser(h.db);
  }, 180_000);
  afterAll(() => h.close());

  it('lets the owner create an organisation (201 {id, slug}) and makes them its organiser', async () => {
    const created = await h.call('POST', '/organisations', {
      token: h.organiser.token,
      body: { name: 'Borough League', slug: 'borough' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), slug: 'borough' });
    borough = created.body.id;
    const mine = await h.call('GET', '/organisations', { token: h.organiser.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((o: { slug: string; roles: string[] }) => [o.slug, o.roles])).toEqual([
      ['borough', ['organiser']],
      ['cueboard', ['organiser']],
    ]);
  });

  it('refuses anyone else while self-service is off, a taken slug and a bad one', async () => {
    const refused = await h.call('POST', '/organisations', {
      token: stranger.token,
      body: { name: 'Mine', slug: 'mine' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the deployment owner can create organisations');
    expect((await h.call('POST', '/organisations', { body: { name: 'X', slug: 'x-y' } })).status).toBe(401);
    const taken = await h.call('POST', '/organisations', {
      token: h.organiser.token,
      body: { name: 'Again', slug: 'borough' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ slug: ['That slug is taken'] });
    const bad = await h.call('POST', '/organisations', {
      token: h.organiser.token,
      body: { name: 'Bad', slug: 'Not A Slug' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['slug']);
    expect(await h.count('organisations')).toBe(2);
  });

  it('lets anyone signed in create one when self-service is on', async () => {
    const app = createApi({ db: h.db, verifyJwt, selfServiceOrganisations: true });
    const res = await app.request('/api/organisations', {
      method: 'POST',
      headers: { authorization: `Bearer ${stranger.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: "Stranger's Pub League", slug: 'strangers' }),
    });
    expect(res.status).toBe(201);
    const mine = await h.call('GET', '/organisations', { token: stranger.token });
    expect(mine.body.map((o: { slug: string }) => o.slug)).toEqual(['strangers']);
  });

  it("shows an organisation's public fields and leagues to anyone by its slug", async () => {
    const league = await h.call('POST', '/leagues', {
      token: h.organiser.token,
      body: { name: 'Borough Thursday', season: '2027', organisationId: borough },
    });
    expect(league.status).toBe(201);
    expect(league.body.organisationId).toBe(borough);
    const page = await h.call('GET', '/organisations/borough');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: borough,
      name: 'Borough League',
      slug: 'borough',
      timeZone: 'Europe/London',
      accentColour: null,
      logoUrl: null,
      leagues: [{ id: league.body.id, name: 'Borough Thursday', season: '2027' }],
    });
    expect((await h.call('GET', '/organisations/nowhere')).status).toBe(404);
  });

  it('asks an organiser of several which organisation a new row goes into, and refuses a foreign one', async () => {
    const ambiguous = await h.call('POST', '/venues', { token: h.organiser.token, body: { name: 'Hall' } });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.fields).toEqual({
      organisationId: ['Organisation is required: you organise more than one'],
    });
    const [{ id: strangers }] = await h.db.query<{ id: number }>(
      `select id::int from public.organisations where slug = 'strangers'`,
    );
    const foreign = await h.call('POST', '/teams', {
      token: h.organiser.token,
      body: { name: 'Sneaky', organisationId: strangers },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ organisationId: ['Organisation is not one you organise'] });
    expect(await h.count('venues')).toBe(0);
    expect(await h.count('teams')).toBe(0);
  });

  it('lists one organisation with ?organisationId= and answers organisationId on every row', async () => {
    const t = h.organiser.token;
    for (const [path, body] of [
      ['/venues', { name: 'Borough Hall' }],
      ['/teams', { name: 'Borough Arms' }],
      ['/players', { fullName: 'Bea Borough' }],
      ['/sponsors', { name: 'Borough Brewery', imageUrl: 'https://img.test/b.png' }],
      ['/wallboards', { name: 'Borough TV', type: 'sponsors' }],
    ] as const) {
      const made = await h.call('POST', path, { token: t, body: { ...body, organisationId: borough } });
      expect({ path, status: made.status, org: made.body.organisationId }).toEqual({
        path,
        status: 201,
        org: borough,
      });
      const listed = await h.call('GET', `${path}?organisationId=${borough}`, { token: t });
      expect(listed.body.map((r: { organisationId: number }) => r.organisationId)).toEqual([borough]);
      expect((await h.call('GET', `${path}?organisationId=1`, { token: t })).body).toEqual([]);
    }
  });

  it('answers 400 naming the field for a reference across organisations', async () => {
    const t = h.organiser.token;
    const home = (
      await h.call('POST', '/venues', { token: t, body: { name: 'Home Hall', organisationId: 1 } })
    ).body;
    const [{ id: boroughBoard }] = await h.db.query<{ id: number }>(
      `select id::int from public.wallboards where organisation_id = $1`,
      [borough],
    );
    const moved = await h.call('PATCH', `/wallboards/${boroughBoard}`, {
      token: t,
      body: { venueId: home.id },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toEqual({ venueId: ['Venue belongs to another organisation'] });
  });

  it('grants the organiser role in the organisation named, which an organiser of several must name', async () => {
    const t = h.organiser.token;
    const unnamed = await h.call('POST', '/user-roles', {
      token: t,
      body: { userId: stranger.id, role: 'organiser' },
    });
    expect(unnamed.status).toBe(400);
    expect(Object.keys(unnamed.body.fields)).toEqual(['organisationId']);
    const named = await h.call('POST', '/user-roles', {
      token: t,
      body: { userId: stranger.id, role: 'organiser', organisationId: borough },
    });
    expect(named.status).toBe(201);
    const mine = await h.call('GET', '/organisations', { token: stranger.token });
    expect(mine.body.map((o: { slug: string; roles: string[] }) => [o.slug, o.roles])).toEqual([
      ['borough', ['organiser']],
      ['strangers', ['organiser']],
    ]);
    // An organiser of Strangers only may not name organisers of Cueboard.
    const other = await createUser(h.db);
    await h.call('DELETE', '/user-roles', {
      token: t,
      body: { userId: stranger.id, role: 'organiser', organisationId: borough },
    });
    const foreign = await h.call('POST', '/user-roles', {
      token: stranger.token,
      body: { userId: other.id, role: 'organiser', organisationId: 1 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ organisationId: ['Organisation is not one you organise'] });
  });
});
