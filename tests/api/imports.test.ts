// The web app's CSV imports: POST /api/imports/{teams,players,rosters} write every row in one
// transaction; one row the database refuses among good ones writes nothing and is named (rows.N.field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('imports (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const post = (kind: string, rows: unknown[], token = h.organiser.token) =>
    h.call('POST', `/imports/${kind}`, { token, body: { rows } });

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 60_000);
  afterAll(() => h.close());

  it('imports teams into a division, answering their ids in file order', async () => {
    const res = await post('teams', [{ name: 'Imp A', divisionId: s.division.id }, { name: 'Imp B' }]);
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(2);
    const names = await h.db.query<{ name: string; in_division: boolean }>(
      `select t.name, exists (select 1 from public.division_teams d where d.team_id = t.id) as in_division
       from public.teams t where t.id = any($1::bigint[]) order by t.name`,
      [res.body.ids],
    );
    expect(names).toEqual([
      { name: 'Imp A', in_division: true },
      { name: 'Imp B', in_division: false },
    ]);
  });

  it('writes no team when one row names a division that does not exist, naming the row', async () => {
    const before = await h.count('teams');
    const res = await post('teams', [{ name: 'Imp C' }, { name: 'Imp D', divisionId: 999_999 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('rows.1.divisionId: Division does not exist');
    expect(await h.count('teams')).toBe(before);
  });

  it("imports a team's home venue, and writes no team when one names a venue that does not exist", async () => {
    const good = await post('teams', [{ name: 'Imp H', homeVenueId: s.venue.id }]);
    expect(good.status).toBe(201);
    expect(await h.count('teams', 'id = $1 and home_venue_id = $2', [good.body.ids[0], s.venue.id])).toBe(1);
    const before = await h.count('teams');
    const res = await post('teams', [{ name: 'Imp I' }, { name: 'Imp J', homeVenueId: 999_999 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('rows.1.homeVenueId: Venue does not exist');
    expect(await h.count('teams')).toBe(before);
  });

  it('refuses a bad row before writing, naming rows.N.field', async () => {
    const before = await h.count('players');
    const res = await post('players', [{ fullName: 'Imp P' }, { fullName: '' }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('rows.1.fullName: Full name is required');
    expect(await h.count('players')).toBe(before);
  });

  it('imports roster entries all or nothing: an entry already on the team writes none', async () => {
    const players = (await post('players', [{ fullName: 'Imp Q' }, { fullName: 'Imp R' }])).body.ids;
    const before = await h.count('team_players');
    const bad = await post('rosters', [
      { teamId: s.other.id, playerId: players[0] },
      { teamId: s.home.id, playerId: s.homePlayer.id },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('rows.1.playerId: Player is already on this team');
    expect(await h.count('team_players')).toBe(before);
    const good = await post(
      'rosters',
      players.map((playerId: number) => ({ teamId: s.other.id, playerId })),
    );
    expect(good.status).toBe(201);
    expect(await h.count('team_players', 'team_id = $1 and is_active', [s.other.id])).toBe(2);
  });

  it('answers 403 to a captain and writes nothing', async () => {
    const before = await h.count('teams');
    const res = await post('teams', [{ name: 'Imp Z' }], s.homeCaptain.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only organisers can import');
    const player = await createUser(h.db);
    expect((await post('players', [{ fullName: 'Imp Y' }], player.token)).status).toBe(403);
    expect(await h.count('teams')).toBe(before);
  });
});
