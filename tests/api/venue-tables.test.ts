// A venue's tables from a number: created with the venue in one request (Table 1..N, codes and URL
// slugs generated unique across venues, or as given under "Advanced"), raised later by the same
// number, and bad input refused with a 400 naming the field and nothing written. The fixture
// wizard's read of every fixture from its first night (GET /api/fixtures?from=).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, setup, type Harness } from './support.ts';

describe.each(engines)('venue tables by count (%s)', (engine) => {
  let h: Harness;
  const token = () => h.organiser.token;
  const post = (path: string, body: unknown) => h.call('POST', path, { token: token(), body });
  const tablesOf = async (venueId: number) =>
    (await h.call('GET', `/venues/${venueId}/tables`)).body.map(
      (t: { label: string; uniqueCode: string; urlSlug: string }) => [t.label, t.uniqueCode, t.urlSlug],
    );
  beforeAll(async () => {
    h = await setup(engine);
  }, 180_000);
  afterAll(() => h.close());

  it('creates a venue with Table 1..N, their codes and slugs generated, in one request', async () => {
    const made = await post('/venues', { name: 'The Red Lion', tableCount: 3 });
    expect(made).toMatchObject({ status: 201, body: { name: 'The Red Lion', tableCount: 3 } });
    expect(await tablesOf(made.body.id)).toEqual([
      ['Table 1', 'THE-RED-LION-1', 'the-red-lion-1'],
      ['Table 2', 'THE-RED-LION-2', 'the-red-lion-2'],
      ['Table 3', 'THE-RED-LION-3', 'the-red-lion-3'],
    ]);
    // Another venue of the same name gets codes no other table has.
    const twin = await post('/venues', { name: 'The Red Lion', tableCount: 1 });
    expect(await tablesOf(twin.body.id)).toEqual([['Table 1', 'THE-RED-LION-1-2', 'the-red-lion-1-2']]);
    expect((await h.call('GET', `/venues/${twin.body.id}`)).body.tableCount).toBe(1);
  });

  it('uses the codes and slugs given under Advanced, and generates the rest', async () => {
    const made = await post('/venues', {
      name: 'Cue Club Central',
      tableCount: 2,
      tables: [{ uniqueCode: 'CCC-MAIN', urlSlug: '' }],
    });
    expect(made.status).toBe(201);
    expect(await tablesOf(made.body.id)).toEqual([
      ['Table 1', 'CCC-MAIN', 'cue-club-central-1'],
      ['Table 2', 'CUE-CLUB-CENTRAL-2', 'cue-club-central-2'],
    ]);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const venues = () => h.count('venues');
    const tables = () => h.count('venue_tables');
    const [v0, t0] = [await venues(), await tables()];
    for (const [body, field, message] of [
      [{ tableCount: -1 }, 'tableCount', 'Number of Tables must be 0 or more'],
      [{ tableCount: 1.5 }, 'tableCount', 'Number of Tables must be a whole number'],
      [{ tableCount: '3' }, 'tableCount', 'Number of Tables must be a whole number'],
      [{ tableCount: 51 }, 'tableCount', 'Number of Tables must be at most 50'],
      [{ tableCount: 1, tables: [{}, {}] }, 'tables', 'More tables are described than Number of Tables adds'],
      [
        { tableCount: 2, tables: [{}, { urlSlug: 'a b' }] },
        'tables.1.urlSlug',
        'URL Slug may contain only letters, digits, hyphens and underscores',
      ],
    ] as const) {
      const res = await post('/venues', { name: 'The Bell', ...body });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [field]: [message] });
    }
    // A code another table has: 409 naming it, and the venue is not created either.
    const taken = await post('/venues', {
      name: 'The Bell',
      tableCount: 2,
      tables: [{}, { uniqueCode: 'THE-RED-LION-1' }],
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { fields: { 'tables.1.uniqueCode': ['Unique code already exists'] } },
    });
    expect([await venues(), await tables()]).toEqual([v0, t0]);
  });

  it('raises the count on update with the next tables, never lowers it', async () => {
    const venue = (await post('/venues', { name: 'The Anchor', tableCount: 1 })).body;
    const raised = await h.call('PATCH', `/venues/${venue.id}`, { token: token(), body: { tableCount: 3 } });
    expect(raised).toMatchObject({ status: 200, body: { tableCount: 3 } });
    expect((await tablesOf(venue.id)).map((t: string[]) => t[0])).toEqual(['Table 1', 'Table 2', 'Table 3']);
    const lowered = await h.call('PATCH', `/venues/${venue.id}`, {
      token: token(),
      body: { name: 'The Old Anchor', tableCount: 2 },
    });
    expect(lowered.status).toBe(400);
    expect(lowered.body.fields).toEqual({
      tableCount: ['The Old Anchor has 3 tables: delete a table from its list to have fewer'],
    });
    expect((await h.call('GET', `/venues/${venue.id}`)).body).toMatchObject({
      name: 'The Anchor',
      tableCount: 3,
    });
  });

  it('adds one table by its label, generating its code and slug', async () => {
    const venue = (await post('/venues', { name: 'The Crown', tableCount: 1 })).body;
    const added = await post(`/venues/${venue.id}/tables`, { label: 'Snooker', uniqueCode: '', urlSlug: '' });
    expect(added).toMatchObject({
      status: 201,
      body: { label: 'Snooker', uniqueCode: 'THE-CROWN-2', urlSlug: 'the-crown-2' },
    });
    const clash = await post(`/venues/${venue.id}/tables`, { label: 'Pool', uniqueCode: 'THE-CROWN-1' });
    expect(clash).toMatchObject({
      status: 409,
      body: { fields: { uniqueCode: ['Unique code already exists'] } },
    });
  });

  it('lets only organisers create tables by count', async () => {
    const captain = await createUser(h.db);
    const before = await h.count('venues');
    const res = await h.call('POST', '/venues', {
      token: captain.token,
      body: { name: 'The Swan', tableCount: 2 },
    });
    expect(res.status).toBe(403);
    expect(await h.count('venues')).toBe(before);
  });

  it('lists the fixtures kicking off from an instant, and refuses a bad one naming "from"', async () => {
    const bad = await h.call('GET', '/fixtures?from=next-thursday');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['from']);
    const league = (await post('/leagues', { name: 'Thursday League', season: '2027' })).body;
    const division = (await post('/divisions', { leagueId: league.id, name: 'Premier' })).body;
    const [home, away] = await Promise.all(
      ['Red Lion A', 'Anchor'].map(async (name) => (await post('/teams', { name })).body),
    );
    const venue = (await post('/venues', { name: 'The Eagle', tableCount: 1 })).body;
    for (const kickoffAt of ['2027-01-07T19:30:00Z', '2027-01-14T19:30:00Z'])
      await post('/fixtures', {
        divisionId: division.id,
        homeTeamId: home.id,
        awayTeamId: away.id,
        venueId: venue.id,
        kickoffAt,
      });
    const from = await h.call('GET', `/fixtures?from=${encodeURIComponent('2027-01-10T00:00:00Z')}`);
    expect(from.status).toBe(200);
    expect(from.body.map((f: { kickoffAt: string }) => f.kickoffAt)).toEqual(['2027-01-14T19:30:00.000Z']);
  });
});
