// Changing a league's rules through the API: the standings of every division follow in the same
// request, the audit log names who changed them, and a bad rule is refused naming its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueSettingsSchema } from '@core/schemas/league.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('league settings (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const defaults = leagueSettingsSchema.parse({});
  const patch = (settings: unknown, token = h.organiser.token) =>
    h.call('PATCH', `/leagues/${s.league.id}`, { token, body: { settings } });

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    const t = h.organiser.token;
    await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: { winner: 'home' } });
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { status: 'final' } });
  }, 180_000);
  afterAll(() => h.close());

  it('a points change recomputes the table at once, and the audit log names who changed it', async () => {
    const before = (await h.call('GET', `/standings?divisionId=${s.division.id}`)).body;
    expect(before[0]).toMatchObject({ teamName: 'Red Lions', points: 3 + 1 + 2 });
    const res = await patch({ ...defaults, points: { ...defaults.points, win: 10 } });
    expect(res).toMatchObject({ status: 200, body: { settings: { points: { win: 10 } } } });
    const after = (await h.call('GET', `/standings?divisionId=${s.division.id}`)).body;
    expect(after[0]).toMatchObject({ teamName: 'Red Lions', points: 10 + 1 + 2 });
    const audit = await h.call('GET', `/audit?table=leagues&rowId=${s.league.id}`, {
      token: h.organiser.token,
    });
    expect(audit.body.items[0]).toMatchObject({ action: 'update', userId: h.organiser.id });
    expect(audit.body.items[0].after.settings.points.win).toBe(10);
  });

  it('refuses a repeated tie-breaker and a negative score, naming the field, changing nothing', async () => {
    const twice = await patch({ ...defaults, tiebreakers: ['name', 'name'] });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body.fields)).toContain('Each tie-breaker may be chosen once');
    const negative = await patch({ ...defaults, forfeit_frames: -1 });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.fields)[0]).toMatch(/forfeit_frames/);
    const league = (await h.call('GET', `/leagues/${s.league.id}`)).body;
    expect(league.settings.points.win).toBe(10);
  });

  it('refuses a bad race length, break threshold or start with its own message under its field', async () => {
    for (const [settings, field, message] of [
      [
        { match_format: 'races', race_to: 30 },
        'settings.race_to',
        'Race to must be a whole number of racks from 1 to 25',
      ],
      [
        { break_threshold: 200 },
        'settings.break_threshold',
        'Breaks must be recorded from a whole number of points from 0 to 147',
      ],
      [
        { match_format: 'races', handicap: 'fixed', handicap_starts: { 7: 2.5 } },
        'settings.handicap_starts.7',
        'A start must be a whole number of racks from 0 to 24',
      ],
    ] as const) {
      const res = await patch({ ...defaults, ...settings });
      expect(res).toMatchObject({ status: 400, body: { message, fields: { [field]: [message] } } });
    }
    const league = (await h.call('GET', `/leagues/${s.league.id}`)).body;
    expect(league.settings).toMatchObject({
      match_format: 'frames',
      race_to: 3,
      break_threshold: 0,
      handicap: 'none',
    });
  });

  it('leaves the rules to organisers', async () => {
    const res = await patch(defaults, s.homeCaptain.token);
    expect(res.status).toBe(403);
  });
});
