// Property-based bad input on every write route: whatever arrives (any JSON, broken JSON, a valid
// body with one field replaced by anything, odd ids in the path), the API never answers 5xx, and a
// refused request changes nothing in the database. FUZZ_RUNS sets the runs per route (default 25).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import {
  badInput,
  badRequest,
  fingerprintSql,
  prepareFuzzTargets,
  writeRoutes,
  type Seed,
} from './fuzz-cases.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 25);

describe.each(engines)('bad input on every write route (%s)', (engine) => {
  let h: Harness;
  let s: Seed;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    await prepareFuzzTargets(h, s);
  }, 180_000);
  afterAll(() => h.close());

  const fingerprint = async () => (await h.db.query<{ f: string }>(fingerprintSql))[0].f;

  it.each(writeRoutes.map((r) => [`${r[0]} ${r[1]({} as Seed, 'X')}`, r] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(badInput, async (given) => {
          const { method, url, body, idInPath } = badRequest(route, s, given);
          if (!idInPath) return; // no id in this path
          const before = await fingerprint();
          const res = await h.call(method, url, {
            token: h.organiser.token,
            body,
          });
          expect(
            res.status,
            `${method} ${url} ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
            expect(JSON.stringify(res.body)).not.toMatch(
              /(select|insert|update|delete) .*from|public\.|at .*\.ts/i,
            );
            expect(await fingerprint()).toBe(before);
          }
        }),
        { numRuns: runs },
      );
    },
    120_000,
  );

  it.each([
    ['a NUL character', 'x\u0000y'],
    ['an unpaired high surrogate', 'x\uD800y'],
    ['an unpaired low surrogate', 'x\uDC00y'],
  ])('refuses %s in any string with a 400 naming the field, changing nothing', async (_what, bad) => {
    const before = await fingerprint();
    const t = h.organiser.token;
    expect(await h.call('POST', '/leagues', { token: t, body: { name: bad, season: 'S' } })).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_input',
        message: 'name must not contain a NUL character or an unpaired surrogate',
        fields: { name: ['name must not contain a NUL character or an unpaired surrogate'] },
      },
    });
    const sponsor = { name: 'S', imageUrl: 'https://cdn.example.com/a.png', tags: ['ok', bad] };
    expect(await h.call('POST', '/sponsors', { token: t, body: sponsor })).toMatchObject({
      status: 400,
      body: { message: 'tags.1 must not contain a NUL character or an unpaired surrogate' },
    });
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a NUL character in a query string with a 400 naming the parameter', async () => {
    const live = await h.app.request('/api/live?topics=fixtures%00');
    expect(live.status).toBe(400);
    expect(await live.json()).toMatchObject({
      message: 'topics must not contain a NUL character or an unpaired surrogate',
    });
  });

  it('refuses a 10,000-character name with the field limit', async () => {
    const res = await h.call('POST', '/leagues', {
      token: h.organiser.token,
      body: { name: 'x'.repeat(10_000), season: 'S' },
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'Name must be at most 255 characters' } });
  });
});
