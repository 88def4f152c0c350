// Two hosts on one PostgreSQL, each with its own anonymous-read cache (api/read-cache.ts): a write
// through one is seen by the very next anonymous read on the other, before (or without) any NOTIFY.
// Each "host" here is the /api app over its own connection pool, as two processes would have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { freshPostgresUrl } from '../support/engines.ts';
import { seedLeague, setup, verifyJwt, type Harness } from './support.ts';

describe('two hosts on one PostgreSQL', () => {
  let h: Harness;
  let other: Db;
  let otherApp: ReturnType<typeof createApi>;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  beforeAll(async () => {
    const url = await freshPostgresUrl();
    h = await setup('postgres', openPostgres(url));
    other = openPostgres(url);
    otherApp = createApi({ db: other, verifyJwt });
    s = await seedLeague(h);
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await h?.close();
  });

  const readOther = async (p: string) => {
    const res = await otherApp.request(`/api${p}`);
    return { cache: res.headers.get('x-cache'), body: await res.json() };
  };

  it("shows a write made through one host on the other's next anonymous read", async () => {
    await readOther(`/teams/${s.home.id}`);
    expect(await readOther(`/teams/${s.home.id}`)).toMatchObject({
      cache: 'hit',
      body: { name: 'Red Lions' },
    });
    for (const name of ['Red Dragons', 'Red Kites', 'Red Lions']) {
      const renamed = await h.call('PATCH', `/teams/${s.home.id}`, {
        token: h.organiser.token,
        body: { name },
      });
      expect(renamed.status).toBe(200);
      expect(await readOther(`/teams/${s.home.id}`)).toMatchObject({ cache: 'miss', body: { name } });
      expect(await readOther(`/teams/${s.home.id}`)).toMatchObject({ cache: 'hit', body: { name } });
    }
  });

  it('keeps serving from the cache while nothing public changes (a refused write, a TV heartbeat)', async () => {
    await readOther(`/standings?divisionId=${s.division.id}`);
    const refused = await h.call('PATCH', `/teams/${s.home.id}`, {
      token: h.organiser.token,
      body: { name: '' },
    });
    expect(refused.status).toBe(400);
    await h.db.query(`update public.screens set last_seen_at = now()`);
    expect((await readOther(`/standings?divisionId=${s.division.id}`)).cache).toBe('hit');
  });
});
