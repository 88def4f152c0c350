import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { createUser, setup, type Harness } from './support.ts';

describe.each(engines)('leagues and divisions (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await setup(engine);
  }, 180_000);
  afterAll(() => h.close());

  it('an organiser creates, reads, updates and deletes a league; createdBy is the caller', async () => {
    const { call, organiser } = h;
    const created = await call('POST', '/leagues', {
      token: organiser.token,
      body: { name: 'Spring', season: '2027', createdBy: 'someone-else' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Spring', season: '2027', createdBy: organiser.id });
    expect(created.body.settings).toEqual({
      format: 'round_robin',
      points: { win: 3, draw: 1, loss: 0, per_frame: 1 },
      bonus: { clean_sweep: 2 },
      leaderboard: { min_frames: 5 },
      frames_per_match: 5,
      forfeit_frames: null,
      require_confirmation: false,
      tiebreakers: ['frame_difference', 'frames_for', 'name'],
      match_length_minutes: 180,
      // issue 29: a pool league of one-rack frames with no details, as before
      game: 'eight_ball',
      match_format: 'frames',
      race_to: 3,
      frame_points: false,
      break_threshold: 0,
      frame_events: false,
      handicap: 'none',
      handicap_starts: {},
    });
    const id = created.body.id;
    expect((await call('GET', '/leagues')).body.map((l: { id: number }) => l.id)).toContain(id);
    const patched = await call('PATCH', `/leagues/${id}`, {
      token: organiser.token,
      body: { name: 'Spring Open' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, name: 'Spring Open', season: '2027' });
    expect((await call('DELETE', `/leagues/${id}`, { token: organiser.token })).status).toBe(204);
    expect(await h.count('leagues', 'id = $1', [id])).toBe(0);
    expect((await call('GET', `/leagues/${id}`)).status).toBe(404);
  });

  it('refuses anonymous and non-organiser writes with clear messages', async () => {
    const anon = await h.call('POST', '/leagues', { body: { name: 'X', season: 'Y' } });
    expect(anon).toMatchObject({
      status: 401,
      body: { code: 'not_authenticated', message: 'Not authenticated' },
    });
    const player = await createUser(h.db);
    const res = await h.call('POST', '/leagues', { token: player.token, body: { name: 'X', season: 'Y' } });
    expect(res).toMatchObject({ status: 403, body: { message: 'Only organisers can create leagues' } });
    expect(await h.count('leagues')).toBe(0);
  });

  it('answers invalid input with 400, the message and the fields', async () => {
    const res = await h.call('POST', '/leagues', {
      token: h.organiser.token,
      body: { name: '', season: 'x'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'invalid_input',
      message: 'Name is required',
      fields: { name: ['Name is required'], season: ['Season must be at most 100 characters'] },
    });
    const notJson = await h.call('POST', '/leagues', { token: h.organiser.token, body: '{nope' });
    expect(notJson).toMatchObject({ status: 400, body: { message: 'The request body must be JSON' } });
  });

  it('lists divisions of a league in sort order, and manages division membership', async () => {
    const { call, organiser } = h;
    const t = organiser.token;
    const league = (await call('POST', '/leagues', { token: t, body: { name: 'L', season: 'S' } })).body;
    const b = (
      await call('POST', '/divisions', { token: t, body: { leagueId: league.id, name: 'B', sortOrder: 2 } })
    ).body;
    const a = (
      await call('POST', '/divisions', { token: t, body: { leagueId: league.id, name: 'A', sortOrder: 1 } })
    ).body;
    const listed = await call('GET', `/divisions?leagueId=${league.id}`);
    expect(listed.body.map((d: { id: number }) => d.id)).toEqual([a.id, b.id]);
    expect(listed.body[0]).toMatchObject({ leagueId: league.id, name: 'A', sortOrder: 1 });

    const team = (await call('POST', '/teams', { token: t, body: { name: 'Reds' } })).body;
    const joined = await call('POST', `/divisions/${a.id}/teams`, { token: t, body: { teamId: team.id } });
    expect(joined).toMatchObject({ status: 201, body: { divisionId: a.id, teamId: team.id, seed: 0 } });
    const again = await call('POST', `/divisions/${a.id}/teams`, { token: t, body: { teamId: team.id } });
    expect(again).toMatchObject({ status: 409, body: { message: 'Team is already in this division' } });
    expect((await call('GET', `/divisions/${a.id}/teams`)).body).toMatchObject([{ teamId: team.id }]);
    expect((await call('DELETE', `/divisions/${a.id}/teams/${team.id}`, { token: t })).status).toBe(204);
    expect(await h.count('division_teams', 'division_id = $1', [a.id])).toBe(0);
  });

  it('answers unknown routes with 404 JSON', async () => {
    expect(await h.call('GET', '/nope')).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});
