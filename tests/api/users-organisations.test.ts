// The accounts an organiser sees on /people (GET /api/users) with two organisations: their own
// organisations' people and accounts in none yet, never an account that belongs only to another
// organisation, and only their organisations' roles; the deployment owner sees every account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { secondOrganisation } from './second-organisation.ts';
import { createUser, setup, type Harness, type TestUser } from './support.ts';

interface Listed {
  email: string;
  roles: { role: string; teamId: number | null; organisationName?: string }[];
  playerId: number | null;
}

describe.each(engines)('accounts by organisation (%s)', (engine) => {
  let h: Harness;
  let cueboardOrganiser: TestUser;
  let boroughOrganiser: TestUser;
  let boroughPlayer: TestUser;
  let newcomer: TestUser;
  beforeAll(async () => {
    h = await setup(engine); // the owner, organiser of 'Cueboard'
    const borough = await secondOrganisation(h, 'Borough League', 'borough');
    boroughOrganiser = borough.organiser;
    cueboardOrganiser = await createUser(h.db);
    const granted = await h.call('POST', '/user-roles', {
      token: h.organiser.token,
      body: { userId: cueboardOrganiser.id, role: 'organiser', organisationId: 1 },
    });
    expect(granted.status).toBe(201);
    boroughPlayer = await createUser(h.db);
    const player = await h.call('POST', '/players', {
      token: boroughOrganiser.token,
      body: { fullName: 'Bea Borough', userId: boroughPlayer.id },
    });
    expect(player.status).toBe(201);
    newcomer = await createUser(h.db);
  }, 180_000);
  afterAll(() => h.close());

  const listed = async (token: string) => {
    const res = await h.call('GET', '/users?limit=200', { token });
    expect(res.status).toBe(200);
    return new Map((res.body.items as Listed[]).map((a) => [a.email, a]));
  };

  it("shows an organiser their organisation's people and new accounts, not another organisation's", async () => {
    const seen = await listed(cueboardOrganiser.token);
    expect(seen.has(cueboardOrganiser.email)).toBe(true);
    expect(seen.has(h.organiser.email)).toBe(true);
    expect(seen.has(newcomer.email)).toBe(true);
    expect(seen.has(boroughOrganiser.email)).toBe(false);
    expect(seen.has(boroughPlayer.email)).toBe(false);

    const theirs = await listed(boroughOrganiser.token);
    expect(theirs.get(boroughPlayer.email)?.playerId).toEqual(expect.any(Number));
    expect(theirs.has(newcomer.email)).toBe(true);
    expect(theirs.has(cueboardOrganiser.email)).toBe(false);
    // The owner organises only 'Cueboard' now: nothing of theirs is Borough's.
    expect(theirs.has(h.organiser.email)).toBe(false);
  });

  it('counts only the accounts it lists', async () => {
    const res = await h.call('GET', '/users?limit=200', { token: boroughOrganiser.token });
    expect(res.body.total).toBe(res.body.items.length);
  });

  it('shows the deployment owner every account, each with its roles named by organisation', async () => {
    const all = await listed(h.organiser.token);
    for (const who of [cueboardOrganiser, boroughOrganiser, boroughPlayer, newcomer])
      expect(all.has(who.email)).toBe(true);
    // Two organisations on the deployment: an organiser's role says which ("Organiser · Borough League").
    expect(all.get(boroughOrganiser.email)?.roles).toEqual([
      { role: 'organiser', teamId: null, organisationName: 'Borough League' },
    ]);
    expect(all.get(cueboardOrganiser.email)?.roles).toEqual([
      { role: 'organiser', teamId: null, organisationName: 'Cueboard' },
    ]);
  });
});
