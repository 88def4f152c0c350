// Two hosts on one PostgreSQL (issue 30's fleet: bench/live-fleet.ts): a frame scored through one
// host reaches every live listener on the other, TVs hearing everything and pages following the match
// alike, each with its own stream position. Each "host" is the /api app over its own connection pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { freshPostgresUrl } from '../support/engines.ts';
import { open } from './live-stream.ts';
import { seedLeague, setup, verifyJwt, type Harness } from './support.ts';

describe('live events across two hosts on one PostgreSQL', () => {
  let h: Harness;
  let other: Db;
  let hostB: { app: ReturnType<typeof createApi> };
  let s: Awaited<ReturnType<typeof seedLeague>>;
  beforeAll(async () => {
    const url = await freshPostgresUrl();
    h = await setup('postgres', openPostgres(url));
    other = openPostgres(url);
    hostB = { app: createApi({ db: other, verifyJwt }) };
    s = await seedLeague(h);
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await h?.close();
  });

  it('delivers a frame written through host A to the TVs and match pages listening on host B', async () => {
    const frame = (
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: h.organiser.token, body: {} })
    ).body;
    const tvs = await Promise.all(Array.from({ length: 20 }, () => open(hostB, '')));
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => open(hostB, `?topics=frames&fixtureId=${s.fixture.id}`)),
    );
    const written = await h.call('PATCH', `/frames/${frame.id}`, {
      token: s.homeCaptain.token,
      body: { winner: 'home' },
    });
    expect(written.status).toBe(200);
    for (const stream of [...tvs, ...pages]) {
      expect(await stream.next((e) => e.type === 'frames.update')).toEqual({
        type: 'frames.update',
        frameId: frame.id,
        fixtureId: s.fixture.id,
        divisionId: s.division.id,
        leagueId: s.league.id,
        venueId: s.venue.id,
        frameNo: frame.frameNo,
        winner: 'home',
        homeScore: 1,
        awayScore: 0,
        version: expect.any(Number),
      });
      expect(stream.lastId()).toMatch(/^\d+/);
    }
    await Promise.all([...tvs, ...pages].map((stream) => stream.close()));
  });
});
