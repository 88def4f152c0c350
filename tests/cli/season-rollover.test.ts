// `cueboard season rollover` against a real embedded host: two tiers of two teams; A beats B in
// Premier, C beats D in One. With --promote 1 --relegate 1, C goes up and B comes down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

type Id = { id: number };

describe('cueboard season rollover', () => {
  let h: CliHost;
  let league: number;
  let pending: number;
  const args = (...more: string[]) => [
    'season',
    'rollover',
    '--league',
    String(league),
    '--season',
    '2028',
    '--promote',
    '1',
    '--relegate',
    '1',
    ...more,
  ];
  const leagueCount = async () => (await h.api<unknown[]>('/leagues')).length;

  beforeAll(async () => {
    h = await startCliHost();
    const post = <T = Id>(p: string, body: unknown) => h.api<T>(p, { method: 'POST', body });
    league = (await post('/leagues', { name: 'Valley', season: '2027' })).id;
    const venue = (await post('/venues', { name: 'Hall' })).id;
    for (const [sortOrder, [name, home, away]] of [
      ['Premier', 'A', 'B'],
      ['One', 'C', 'D'],
    ].entries()) {
      const division = (await post('/divisions', { leagueId: league, name, sortOrder })).id;
      const ids: number[] = [];
      for (const team of [home, away]) {
        ids.push((await post('/teams', { name: team })).id);
        await post(`/divisions/${division}/teams`, { teamId: ids.at(-1) });
      }
      const body = { divisionId: division, homeTeamId: ids[0], awayTeamId: ids[1], venueId: venue };
      const fixture = (await post('/fixtures', { ...body, kickoffAt: '2027-03-01T19:30:00Z' })).id;
      await post(`/fixtures/${fixture}/frames`, { frameNo: 1, winner: 'home' });
      await h.api(`/fixtures/${fixture}`, { method: 'PATCH', body: { status: 'final' } });
      // A return match not played yet: the finished season is not quite finished.
      if (sortOrder === 0)
        pending = (await post('/fixtures', { ...body, kickoffAt: '2027-04-01T19:30:00Z' })).id;
    }
  }, 240_000);
  afterAll(() => h?.stop());

  it('prints the plan with --dry-run, as the API plans it with --json, and writes nothing', async () => {
    const before = await leagueCount();
    const text = await runCli(args('--dry-run'), { env: h.env() });
    expect(text.code).toBe(0);
    expect(text.stdout.trimEnd().split('\n')).toEqual([
      'Premier',
      '  A  stays (1 in Premier)',
      '  C  up from One (1)',
      'One',
      '  B  down from Premier (2)',
      '  D  stays (2 in One)',
      'Dry run: season 2028 planned, nothing written.',
    ]);
    const json = await runCli(args('--dry-run', '--json'), { env: h.env() });
    expect(json.code).toBe(0);
    const plan = JSON.parse(json.stdout);
    expect(plan).toEqual(
      await h.api(`/leagues/${league}/rollover`, {
        method: 'POST',
        body: { season: '2028', promote: 1, relegate: 1, dryRun: true },
      }),
    );
    expect(plan).toMatchObject({ season: '2028', unfinishedFixtures: 1 });
    expect(await leagueCount()).toBe(before);
  });

  it('names a bad flag, and asks for --yes without a terminal while fixtures are not final', async () => {
    const bad = await runCli(args('--promote', 'two'), { env: h.env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--promote must be a whole number from 0 to 20');
    const before = await leagueCount();
    const unconfirmed = await runCli(args(), { env: h.env() });
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain(
      'Confirmation required: 1 fixture of the finished season is not final. Void it and start season 2028?',
    );
    expect(await leagueCount()).toBe(before);
  });

  it('starts the season, printing only the result with --json; a second start is refused', async () => {
    await h.api(`/fixtures/${pending}`, { method: 'DELETE' });
    const out = await runCli(args('--json'), { env: h.env() });
    expect(out.code).toBe(0);
    const started = JSON.parse(out.stdout);
    expect(started).toMatchObject({ season: '2028', unfinishedFixtures: 0 });
    expect(await h.api(`/leagues/${started.leagueId}`)).toMatchObject({ name: 'Valley', season: '2028' });
    const again = await runCli(args('--yes'), { env: h.env() });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Valley 2027 has already been rolled over to 2028');
  });
});
