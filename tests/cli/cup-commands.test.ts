// `cueboard cup create` and `cueboard cup draw` against a real embedded host: five teams of a league
// entered in a cup, drawn from the standings (byes to the top three seeds), the same seed twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

type Id = { id: number };

describe('cueboard cup', () => {
  let h: CliHost;
  let league: number;
  let venue: number;
  const teams: number[] = [];
  beforeAll(async () => {
    h = await startCliHost();
    const post = <T = Id>(p: string, body: unknown) => h.api<T>(p, { method: 'POST', body });
    league = (await post('/leagues', { name: 'Winter', season: '2027' })).id;
    const division = (await post('/divisions', { leagueId: league, name: 'Premier' })).id;
    for (const name of ['Anchor', 'Bell', 'Crown', 'Dragon', 'Eagle']) {
      const team = (await post('/teams', { name })).id;
      await post(`/divisions/${division}/teams`, { teamId: team });
      teams.push(team);
    }
    venue = (await post('/venues', { name: 'Hall' })).id;
  }, 240_000);
  afterAll(() => h?.stop());

  it('creates a cup with its entries, then draws it from the standings, the same seed giving the same draw', async () => {
    const created = await runCli(
      [
        'cup',
        'create',
        '--league',
        String(league),
        '--name',
        'League Cup',
        '--venue',
        String(venue),
        '--best-of',
        '3,5',
        '--teams',
        teams.join(','),
      ],
      { env: h.env() },
    );
    expect(created.code).toBe(0);
    const id = /Created cup (\d+) "League Cup" with 5 entries\./.exec(created.stdout)?.[1];
    expect(id).toBeDefined();
    const out = await runCli(['cup', 'draw', id!, '--seed-from', 'standings', '--seed', 'fair'], {
      env: h.env(),
    });
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('League Cup: drawn from standings, seed "fair"');
    expect(out.stdout).toMatch(/Quarter-finals\n {2}\(1\) Anchor ✔ v Bye\n {2}\(4\) Dragon v \(5\) Eagle\n/);
    expect(out.stdout).toMatch(
      /Semi-finals\n {2}\(1\) Anchor v Winner of R1 M2\n {2}\(2\) Bell v \(3\) Crown\n/,
    );
    expect(out.stdout).toMatch(/Final\n {2}Winner of R2 M1 v Winner of R2 M2/);
    const json = await runCli(['cup', 'draw', id!, '--seed-from', 'standings', '--seed', 'fair', '--json'], {
      env: h.env(),
    });
    expect(JSON.parse(json.stdout)).toEqual(await h.api(`/cups/${id}/bracket`));
  });

  it('names what is wrong: a bad --seed-from, a missing --league, signed out', async () => {
    const bad = await runCli(['cup', 'draw', '1', '--seed-from', 'luck'], { env: h.env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--seed-from must be standings, rating or random');
    const missing = await runCli(['cup', 'create', '--name', 'X', '--venue', '1'], { env: h.env() });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--league');
    const signedOut = await runCli(['cup', 'draw', '1', '--seed-from', 'random'], {
      env: h.env({ signedOut: true }),
    });
    expect(signedOut.code).not.toBe(0);
  });
});
