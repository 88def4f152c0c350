// TVs belong to an organisation (issue 28): a screen paired by an organiser is their organisation's
// (its wallboard's), a pairing code is claimed into the claimer's organisation only, and the fleet
// list shows an organiser only their organisations' screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { secondOrganisation } from './second-organisation.ts';
import { createUser, setup, type Harness, type TestUser } from './support.ts';

const across = 'Wallboard belongs to another organisation';

describe.each(engines)('screens in two organisations (%s)', (engine) => {
  let h: Harness;
  let a: TestUser; // organiser of the first organisation, 'Cueboard' (id 1)
  let b: TestUser; // organiser of 'Borough League'
  let borough: number;
  let wallboardA: number;
  let wallboardB: number;
  let screenA: number;
  let screenB: number;
  beforeAll(async () => {
    h = await setup(engine);
    a = h.organiser;
    const second = await secondOrganisation(h, 'Borough League', 'borough');
    borough = second.id;
    b = second.organiser;
    const wallboard = async (token: string, name: string) => {
      const res = await h.call('POST', '/wallboards', { token, body: { name, type: 'sponsors' } });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.id as number;
    };
    wallboardA = await wallboard(a.token, 'Crown loop');
    wallboardB = await wallboard(b.token, 'Borough loop');
  }, 180_000);
  afterAll(() => h.close());

  const pairingCode = async () => (await h.call('POST', '/screens/pair', { body: {} })).body.code as string;
  const claim = (token: string, code: string, name: string, wallboardId: number) =>
    h.call('POST', '/screens/claim', { token, body: { code, name, wallboardId } });
  const names = async (token: string, query = '') =>
    (await h.call('GET', `/screens${query}`, { token })).body.map((s: { name: string }) => s.name);

  it("makes a TV paired by an organiser their organisation's", async () => {
    const mine = await claim(a.token, await pairingCode(), 'Crown bar TV', wallboardA);
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ name: 'Crown bar TV', organisationId: 1, wallboardId: wallboardA });
    screenA = mine.body.id;
    const theirs = await claim(b.token, await pairingCode(), 'Borough bar TV', wallboardB);
    expect(theirs.status).toBe(201);
    expect(theirs.body).toMatchObject({ organisationId: borough, wallboardId: wallboardB });
    screenB = theirs.body.id;
    const rows = await h.db.query<{ id: number; org: number }>(
      'select id::int, organisation_id::int as org from public.screens order by id',
    );
    expect(rows).toEqual([
      { id: screenA, org: 1 },
      { id: screenB, org: borough },
    ]);
  });

  it("refuses a code claimed into another organisation's wallboard, naming the field, and leaves the code", async () => {
    const code = await pairingCode();
    const refused = await claim(a.token, code, 'Sneaky TV', wallboardB);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: across, fields: { wallboardId: [across] } });
    expect(await h.count('screens')).toBe(2);
    // The code is still waiting: its own organisation's organiser claims it.
    const claimed = await claim(b.token, code, 'Borough lounge TV', wallboardB);
    expect(claimed.status).toBe(201);
    expect(claimed.body.organisationId).toBe(borough);
  });

  it("lists only the organisation's screens; an organiser of both picks one with ?organisationId=", async () => {
    expect(await names(a.token)).toEqual(['Crown bar TV']);
    expect(await names(b.token)).toEqual(['Borough bar TV', 'Borough lounge TV']);
    // A's organiser naming B's organisation sees nothing of it.
    expect(await names(a.token, `?organisationId=${borough}`)).toEqual([]);
    // Each organisation's organiser names them an organiser of theirs.
    const both = await createUser(h.db);
    for (const [token, organisationId] of [
      [a.token, 1],
      [b.token, borough],
    ] as const) {
      const granted = await h.call('POST', '/user-roles', {
        token,
        body: { userId: both.id, role: 'organiser', organisationId },
      });
      expect(granted.status).toBe(201);
    }
    expect(await names(both.token)).toEqual(['Crown bar TV', 'Borough bar TV', 'Borough lounge TV']);
    expect(await names(both.token, `?organisationId=${borough}`)).toEqual([
      'Borough bar TV',
      'Borough lounge TV',
    ]);
    expect(await names(both.token, '?organisationId=1')).toEqual(['Crown bar TV']);
    const bad = await h.call('GET', '/screens?organisationId=borough', { token: both.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['organisationId']);
  });

  it("refuses another organisation's screen, and moving a screen onto another organisation's wallboard", async () => {
    const rename = await h.call('PATCH', `/screens/${screenB}`, {
      token: a.token,
      body: { name: 'Mine now' },
    });
    expect(rename.status).toBe(404);
    const move = await h.call('PATCH', `/screens/${screenA}`, {
      token: a.token,
      body: { wallboardId: wallboardB },
    });
    expect(move.status).toBe(400);
    expect(move.body).toMatchObject({ message: across, fields: { wallboardId: [across] } });
    const rows = await h.db.query<{ name: string; wallboard: number }>(
      'select name, wallboard_id::int as wallboard from public.screens where id = any($1::bigint[]) order by id',
      [[screenA, screenB]],
    );
    expect(rows).toEqual([
      { name: 'Crown bar TV', wallboard: wallboardA },
      { name: 'Borough bar TV', wallboard: wallboardB },
    ]);
  });
});
