// Venues and tables, sponsors, wallboards, the one-request feed and idempotent writes (impressions:
// impressions.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('venues, sponsors, wallboards and feeds (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const img = 'https://cdn.example.com/ad.png';
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('manages venue tables; a duplicate unique code is a 409 naming the field', async () => {
    const t = h.organiser.token;
    const path = `/venues/${s.venue.id}/tables`;
    const table = await h.call('POST', path, {
      token: t,
      body: { label: 'Table 1', uniqueCode: 'CRN-1', urlSlug: 'crown-1' },
    });
    expect(table).toMatchObject({ status: 201, body: { venueId: s.venue.id, uniqueCode: 'CRN-1' } });
    const dup = await h.call('POST', path, {
      token: t,
      body: { label: 'Table 2', uniqueCode: 'CRN-1', urlSlug: 'crown-2' },
    });
    expect(dup).toEqual({
      status: 409,
      headers: dup.headers,
      body: {
        code: 'conflict',
        message: 'Unique code already exists',
        fields: { uniqueCode: ['Unique code already exists'] },
      },
    });
    const patched = await h.call('PATCH', `${path}/${table.body.id}`, {
      token: t,
      body: { label: 'Front table' },
    });
    expect(patched.body).toMatchObject({ label: 'Front table', urlSlug: 'crown-1' });
    expect((await h.call('GET', path)).body).toHaveLength(1);
    expect((await h.call('DELETE', `${path}/${table.body.id}`, { token: t })).status).toBe(204);
    expect((await h.call('DELETE', `${path}/${table.body.id}`, { token: t })).status).toBe(404);
  });

  it("sponsors carry the spec's messages on create and on patch", async () => {
    const t = h.organiser.token;
    const noMedia = await h.call('POST', '/sponsors', { token: t, body: { name: 'Ace' } });
    expect(noMedia).toMatchObject({
      status: 400,
      body: {
        message: 'At least one of Image URL or Video URL is required',
        fields: { imageUrl: expect.any(Array) },
      },
    });
    const dates = await h.call('POST', '/sponsors', {
      token: t,
      body: {
        name: 'Ace',
        imageUrl: img,
        activeFrom: '2027-02-01T00:00:00Z',
        activeTo: '2027-01-01T00:00:00Z',
      },
    });
    expect(dates.body.message).toBe('Active To date must be after Active From date');
    const ok = await h.call('POST', '/sponsors', {
      token: t,
      body: { name: 'Ace', imageUrl: img, tags: ['beer'] },
    });
    expect(ok).toMatchObject({ status: 201, body: { weight: 1, tags: ['beer'], activeFrom: null } });
    const cleared = await h.call('PATCH', `/sponsors/${ok.body.id}`, { token: t, body: { imageUrl: null } });
    expect(cleared).toMatchObject({
      status: 400,
      body: { message: 'At least one of Image URL or Video URL is required' },
    });
    const js = await h.call('PATCH', `/sponsors/${ok.body.id}`, {
      token: t,
      body: { clickUrl: 'javascript:alert(1)' },
    });
    expect(js).toMatchObject({ status: 400, body: { message: 'Click URL must be a valid http(s) URL' } });
  });

  it("wallboards check the type's requirements, also on patch", async () => {
    const t = h.organiser.token;
    const np = await h.call('POST', '/wallboards', { token: t, body: { name: 'Bar', type: 'now_playing' } });
    expect(np).toMatchObject({
      status: 400,
      body: { message: 'Venue is required for Now Playing wallboards' },
    });
    const lt = await h.call('POST', '/wallboards', {
      token: t,
      body: { name: 'T', type: 'league_table', divisionId: s.division.id },
    });
    expect(lt).toMatchObject({
      status: 201,
      body: { isPublic: true, theme: {}, playlist: [], signedToken: null },
    });
    const bad = await h.call('PATCH', `/wallboards/${lt.body.id}`, { token: t, body: { divisionId: null } });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Division is required for League Table wallboards' },
    });
  });

  it('the feed holds the live fixtures with names, frames and score, and sponsors in rotation', async () => {
    const t = h.organiser.token;
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { status: 'in_play' } });
    await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: { winner: 'home' } });
    await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: { winner: 'na' } });
    const wb = (
      await h.call('POST', '/wallboards', {
        token: t,
        body: { name: 'Live', type: 'live_scores', leagueId: s.league.id },
      })
    ).body;
    const heavy = (
      await h.call('POST', '/sponsors', { token: t, body: { name: 'Heavy', imageUrl: img, weight: 2 } })
    ).body;
    const light = (await h.call('POST', '/sponsors', { token: t, body: { name: 'Light', videoUrl: img } }))
      .body;
    const expired = (
      await h.call('POST', '/sponsors', {
        token: t,
        body: {
          name: 'Old',
          imageUrl: img,
          activeFrom: '2020-01-01T00:00:00Z',
          activeTo: '2020-02-01T00:00:00Z',
        },
      })
    ).body;
    for (const sp of [heavy, light, expired]) {
      expect(
        (await h.call('POST', `/wallboards/${wb.id}/sponsors`, { token: t, body: { sponsorId: sp.id } }))
          .status,
      ).toBe(201);
    }
    expect((await h.call('GET', `/wallboards/${wb.id}/sponsors`)).body).toHaveLength(3);

    const feed = await h.call('GET', `/wallboards/${wb.id}/feed`);
    expect(feed.status).toBe(200);
    expect(feed.body.wallboard).toMatchObject({ id: wb.id, type: 'live_scores' });
    expect(feed.body.fixtures).toMatchObject([
      {
        id: s.fixture.id,
        homeTeamName: 'Red Lions',
        awayTeamName: 'Blue Cues',
        venueName: 'The Crown',
        homeScore: 1,
        awayScore: 0,
      },
    ]);
    expect(feed.body.fixtures[0].frames).toHaveLength(2);
    expect(feed.body.sponsors.map((x: { name: string }) => x.name).sort()).toEqual([
      'Heavy',
      'Heavy',
      'Light',
    ]);

    // Anonymous feeds are shared and cached; a change made directly in SQL invalidates them at once
    // (well inside the cache's 2 s lifetime).
    await h.db.query(`update public.frames set winner = 'away' where fixture_id = $1`, [s.fixture.id]);
    await expect
      .poll(async () => (await h.call('GET', `/wallboards/${wb.id}/feed`)).body.fixtures[0].awayScore, {
        timeout: 1500,
        interval: 50,
      })
      .toBe(2);

    const other = (
      await h.call('POST', '/wallboards', {
        token: t,
        body: { name: 'Elsewhere', type: 'live_scores', venueId: s.venue.id + 99 },
      })
    ).body;
    // A venue that does not exist is refused at the database (foreign key).
    expect(other.code).toBe('invalid_input');
  });

  it('private wallboards are hidden from anonymous viewers', async () => {
    const t = h.organiser.token;
    const wb = (
      await h.call('POST', '/wallboards', {
        token: t,
        body: { name: 'Staff', type: 'sponsors', isPublic: false },
      })
    ).body;
    expect((await h.call('GET', `/wallboards/${wb.id}`)).status).toBe(404);
    expect((await h.call('GET', `/wallboards/${wb.id}/feed`)).status).toBe(404);
    expect((await h.call('GET', `/wallboards/${wb.id}/feed`, { token: s.player.token })).status).toBe(200);
  });

  it('applies a write with an Idempotency-Key once and replays its response', async () => {
    const key = randomUUID();
    const opts = {
      token: h.organiser.token,
      headers: { 'idempotency-key': key },
      body: { name: 'Once Hall' },
    };
    const first = await h.call('POST', '/venues', opts);
    const second = await h.call('POST', '/venues', opts);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await h.count('venues', "name = 'Once Hall'")).toBe(1);
  });

  it('forgets Idempotency-Keys after 24 hours, refused requests included: a key sent again applies afresh', async () => {
    const key = randomUUID();
    const opts = {
      token: h.organiser.token,
      headers: { 'idempotency-key': key },
      body: { name: 'Day Hall' },
    };
    expect((await h.call('POST', '/venues', opts)).status).toBe(201);
    const refusedKey = randomUUID();
    const refused = await h.call('POST', '/venues', {
      token: s.homeCaptain.token,
      headers: { 'idempotency-key': refusedKey },
      body: { name: 'Not Allowed Hall' },
    });
    expect(refused.status).toBe(403);
    const stored = `key like '%:' || $1`;
    expect(await h.count('idempotency_keys', stored, [refusedKey])).toBe(1);
    await h.db.query(
      `update public.idempotency_keys set created_at = now() - interval '25 hours'
       where key like '%:' || $1 or key like '%:' || $2`,
      [key, refusedKey],
    );

    const again = await h.call('POST', '/venues', opts);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await h.count('venues', "name = 'Day Hall'")).toBe(2);
    expect(await h.count('idempotency_keys', stored, [refusedKey])).toBe(0);
    expect(
      await h.count('idempotency_keys', `${stored} and created_at > now() - interval '1 hour'`, [key]),
    ).toBe(1);
  });

  it('serves openapi.json generated from the schemas', async () => {
    const doc = await h.call('GET', '/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    const sponsorBody = doc.body.paths['/sponsors'].post.requestBody.content['application/json'].schema;
    expect(sponsorBody.properties.name).toMatchObject({ type: 'string', maxLength: 255 });
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/wallboards/{id}/feed', '/fixtures/bulk', '/live']),
    );
  });
});
