// Property-based bad input on every write route: whatever arrives (any JSON, broken JSON, a valid
// body with one field replaced by anything, odd ids in the path), the API never answers 5xx, and a
// refused request changes nothing in the database. FUZZ_RUNS sets the runs per route (default 25).
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import {
  badInput,
  badRequest,
  controlStrings,
  fingerprintSql,
  nameFields,
  prepareFuzzTargets,
  stringPaths,
  withString,
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
  // The database's fingerprint as last read, when no request has answered below 400 since: nothing
  // else writes to this harness's database, so it is the state before the next request, and a
  // refusal's check needs no second read (the suite's fingerprints were most of its database work).
  let known: string | undefined;
  const fingerprintBefore = async () => known ?? (known = await fingerprint());
  beforeEach(() => (known = undefined)); // other tests write without it
  /** After a request: a refusal must have changed nothing; anything else may have. */
  const checkUnchanged = async (status: number, before: string, seen?: string) => {
    if (status < 400) {
      known = undefined;
      return;
    }
    known = await fingerprint();
    expect(known, seen).toBe(before);
  };

  it.each(writeRoutes.map((r) => [`${r[0]} ${r[1]({} as Seed, 'X')}`, r] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(badInput, async (given) => {
          const { method, url, body, idInPath } = badRequest(route, s, given);
          if (!idInPath) return; // no id in this path
          const before = await fingerprintBefore();
          const res = await h.call(method, url, {
            token: h.organiser.token,
            body,
          });
          known = undefined; // until checked below
          expect(
            res.status,
            `${method} ${url} ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
            expect(JSON.stringify(res.body)).not.toMatch(
              /(select|insert|update|delete) .*from|public\.|at .*\.ts/i,
            );
          }
          await checkUnchanged(res.status, before);
        }),
        { numRuns: runs },
      );
    },
    120_000,
  );

  // Every string field of every write route, with each line break and control character: names
  // refuse them with a 400 naming the field, any other field answers below 500, and a refusal changes
  // nothing. Only a dispute's reason and a venue's address may keep a line break.
  it.each(writeRoutes.map((r) => [`${r[0]} ${r[1]({} as Seed, 'X')}`, r] as const))(
    'control characters in every string field of %s',
    async (_name, [method, path, valid]) => {
      for (const field of stringPaths(valid(s))) {
        const key = field.join('.');
        const fieldName = [...field].reverse().find((part) => !/^\d+$/.test(part));
        const isName = nameFields.includes(fieldName ?? '');
        for (const bad of controlStrings) {
          const before = await fingerprintBefore();
          const body = withString(valid(s), field, bad);
          const res = await h.call(method, path(s), { token: h.organiser.token, body });
          known = undefined; // until checked below
          const seen = `${method} ${path(s)} ${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`;
          expect(res.status, seen).toBeLessThan(500);
          await checkUnchanged(res.status, before, seen);
          if (isName) {
            expect(res.status, seen).toBe(400);
            expect(res.body.message, seen).toMatch(
              / must not contain line breaks or other control characters$/,
            );
            expect(res.body.fields?.[key], seen).toContain(res.body.message);
          }
        }
      }
    },
    120_000,
  );

  it('keeps a line break where a text may span lines, and refuses it in a name', async () => {
    const t = h.organiser.token;
    const address = await h.call('PATCH', `/venues/${s.venue.id}`, {
      token: t,
      body: { address: '1 High St\r\nLeeds' },
    });
    expect(address).toMatchObject({ status: 200, body: { address: '1 High St\r\nLeeds' } });
    const before = await fingerprint();
    expect(
      await h.call('PATCH', `/teams/${s.home.id}`, { token: t, body: { name: 'Red\r\nEND:VEVENT' } }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_input',
        message: 'Name must not contain line breaks or other control characters',
        fields: { name: ['Name must not contain line breaks or other control characters'] },
      },
    });
    expect(await fingerprint()).toBe(before);
  });

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
