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
});
