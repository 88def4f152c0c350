// Account ids (issue 23, point 10): people are never shown by user id. Only organisers see them, and
// each account its own; everyone else gets null where an id would be, and names instead. Checked per
// role on every /api read that carries an account's id, then by sweeping every GET a role may call
// for any other user's id. The database half (direct table reads) is in tests/db/rls-read.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, seedLeague, setup, type Harness } from './support.ts';

type Seed = Awaited<ReturnType<typeof seedLeague>>;
type Who = 'anonymous' | 'player' | 'linked' | 'captain' | 'organiser';

describe.each(engines)('account ids in /api responses (%s)', (engine) => {
  let h: Harness;
  let s: Seed;
  let plain: Awaited<ReturnType<typeof createUser>>;
  let invitedByCaptain: number;
  let invitedByOrganiser: number;
  const token = (who: Who) =>
    ({
      anonymous: undefined,
      player: plain.token,
      linked: s.player.token,
      captain: s.homeCaptain.token,
      organiser: h.organiser.token,
    })[who];
  const get = async (who: Who, path: string) => {
    const res = await h.call('GET', path, { token: token(who) });
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    return res.body;
  };
  type Row = { id: number } & Record<string, unknown>;
  const byId = (rows: Row[], id: number) => rows.find((r) => r.id === id);

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    plain = await createUser(h.db);
    await h.db.query(`insert into public.user_roles (user_id, role) values ($1, 'player')`, [plain.id]);
    // Who entered a frame and who requested a transfer are account ids too: give them some.
    const frame = await h.call('POST', `/fixtures/${s.fixture.id}/frames`, {
      token: s.homeCaptain.token,
      body: { homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id, winner: 'home' },
    });
    expect(frame.status).toBe(201);
    const transfer = await h.call('POST', '/transfers', {
      token: s.homeCaptain.token,
      body: { playerId: s.awayPlayer.id, fromTeamId: s.away.id, toTeamId: s.home.id },
    });
    expect(transfer.status).toBe(201);
    const invite = async (t: string, email: string) => {
      const res = await h.call('POST', '/invitations', {
        token: t,
        body: { email, role: 'player', teamId: s.home.id },
      });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    invitedByCaptain = await invite(s.homeCaptain.token, 'by-captain@example.com');
    invitedByOrganiser = await invite(h.organiser.token, 'by-organiser@example.com');
  }, 180_000);
  afterAll(() => h.close());

  it('players[].userId: organisers see every link, the linked user their own, nobody else any', async () => {
    const seen = async (who: Who) => ({
      list: byId(await get(who, '/players'), s.homePlayer.id)?.userId,
      one: (await get(who, `/players/${s.homePlayer.id}`)).userId,
    });
    expect(await seen('organiser')).toEqual({ list: s.player.id, one: s.player.id });
    expect(await seen('linked')).toEqual({ list: s.player.id, one: s.player.id });
    for (const who of ['anonymous', 'player', 'captain'] as const) {
      expect({ who, ...(await seen(who)) }).toEqual({ who, list: null, one: null });
    }
    // The name behind the link still shows to signed-in callers.
    expect((await get('player', `/players/${s.homePlayer.id}`)).userName).toBeNull();
    await h.db.query(`update public.profiles set display_name = 'Ann' where id = $1`, [s.player.id]);
    expect((await get('player', `/players/${s.homePlayer.id}`)).userName).toBe('Ann');
  });

  it('teams[].captainUserId: organisers see every captain, a captain their own team’s', async () => {
    const seen = async (who: Who) => {
      const list = await get(who, '/teams');
      return {
        home: byId(list, s.home.id)?.captainUserId,
        away: byId(list, s.away.id)?.captainUserId,
        one: (await get(who, `/teams/${s.home.id}`)).captainUserId,
      };
    };
    expect(await seen('organiser')).toEqual({
      home: s.homeCaptain.id,
      away: s.awayCaptain.id,
      one: s.homeCaptain.id,
    });
    expect(await seen('captain')).toEqual({ home: s.homeCaptain.id, away: null, one: s.homeCaptain.id });
    for (const who of ['anonymous', 'player', 'linked'] as const) {
      expect({ who, ...(await seen(who)) }).toEqual({ who, home: null, away: null, one: null });
    }
  });

  it('leagues[].createdBy: organisers only (the creator is one)', async () => {
    const seen = async (who: Who) => ({
      list: byId(await get(who, '/leagues'), s.league.id)?.createdBy,
      one: (await get(who, `/leagues/${s.league.id}`)).createdBy,
    });
    expect(await seen('organiser')).toEqual({ list: h.organiser.id, one: h.organiser.id });
    for (const who of ['anonymous', 'player', 'linked', 'captain'] as const) {
      expect({ who, ...(await seen(who)) }).toEqual({ who, list: null, one: null });
    }
  });

  it('invitations[].invitedBy: a captain sees their own id, not the organiser’s', async () => {
    const captains = await get('captain', '/invitations');
    expect(byId(captains, invitedByCaptain)?.invitedBy).toBe(s.homeCaptain.id);
    expect(byId(captains, invitedByOrganiser)?.invitedBy).toBeNull();
    const organisers = await get('organiser', '/invitations');
    expect(byId(organisers, invitedByCaptain)?.invitedBy).toBe(s.homeCaptain.id);
    expect(byId(organisers, invitedByOrganiser)?.invitedBy).toBe(h.organiser.id);
  });

  it("no read a non-organiser may make carries another account's id", async () => {
    const everyone = [
      h.organiser.id,
      s.homeCaptain.id,
      s.awayCaptain.id,
      s.otherCaptain.id,
      s.player.id,
      plain.id,
    ];
    const own = { anonymous: undefined, player: plain.id, linked: s.player.id, captain: s.homeCaptain.id };
    const reads = [
      '/leagues',
      `/leagues/${s.league.id}`,
      `/leagues/${s.league.id}/histories`,
      '/divisions',
      `/divisions/${s.division.id}`,
      `/divisions/${s.division.id}/teams`,
      '/teams',
      `/teams/${s.home.id}`,
      `/teams/${s.home.id}/players`,
      `/teams/${s.home.id}/stats`,
      '/players',
      `/players/${s.homePlayer.id}`,
      `/players/${s.homePlayer.id}/stats`,
      `/players/${s.homePlayer.id}/rating-history`,
      '/fixtures',
      `/fixtures/${s.fixture.id}`,
      `/fixtures/${s.fixture.id}/frames`,
      `/standings?divisionId=${s.division.id}`,
      '/venues',
      '/cups',
      '/sponsors',
      '/wallboards',
      '/leaderboards?metric=rating',
      '/seasons',
      '/transfer-windows',
      '/home',
    ];
    const signedInReads = ['/transfers', '/me', '/me/export', '/me/notifications'];
    for (const who of ['anonymous', 'player', 'linked', 'captain'] as const) {
      const paths = [...reads, ...(who === 'anonymous' ? [] : signedInReads)];
      if (who === 'captain') paths.push('/invitations', `/user-roles/${s.homeCaptain.id}`);
      for (const path of paths) {
        const text = JSON.stringify(await get(who, path));
        const others = everyone.filter((id) => id !== own[who] && text.includes(id));
        expect({ who, path, others }).toEqual({ who, path, others: [] });
      }
    }
  });
});
