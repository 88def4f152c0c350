// `seed demo`, `standings` and `history` against a real embedded host.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

type Named = { id: number; name: string };
type Standing = {
  teamName: string;
  played: number;
  points: number;
  framesFor: number;
  framesAgainst: number;
};

describe('cueboard seed demo, standings and history on the embedded host', () => {
  let h: CliHost;
  let seeded: { leagueId: number; divisionIds: number[]; wallboardIds: number[]; tally: unknown };
  beforeAll(async () => {
    h = await startCliHost();
  }, 240_000);
  afterAll(() => h?.stop());

  const counts = async () => ({
    leagues: (await h.api<Named[]>('/leagues')).filter((l) => l.name === 'Cueboard Demo League').length,
    teams: (await h.api<Named[]>('/teams')).length,
    players: (await h.api<Named[]>('/players')).length,
    venues: (await h.api<Named[]>('/venues')).length,
    sponsors: (await h.api<Named[]>('/sponsors')).length,
    wallboards: (await h.api<{ type: string }[]>('/wallboards')).map((w) => w.type).sort(),
    fixtures: (await h.api<unknown[]>('/fixtures')).length,
  });

  it('makes a whole season, and a second run duplicates nothing', async () => {
    const first = await runCli(['seed', 'demo', '--json'], { env: h.env() });
    expect(first.stderr).not.toContain('Error');
    expect(first.code).toBe(0);
    seeded = JSON.parse(first.stdout);
    expect(seeded.tally).toMatchObject({
      leagues: { created: 1, existing: 0 },
      divisions: { created: 2, existing: 0 },
      teams: { created: 10, existing: 0 },
      players: { created: 50, existing: 0 },
      'roster entries': { created: 50, existing: 0 },
      venues: { created: 3, existing: 0 },
      fixtures: { created: 40, existing: 0 },
      sponsors: { created: 4, existing: 0 },
      wallboards: { created: 9, existing: 0 },
      cups: { created: 1, existing: 0 },
    });
    const after = await counts();
    expect(after).toEqual({
      leagues: 1,
      teams: 10,
      players: 50,
      venues: 3,
      sponsors: 4,
      wallboards: [
        'bracket',
        'fixtures',
        'high_breaks',
        'league_table',
        'live_scores',
        'now_playing',
        'playlist',
        'sponsors',
        'top_players',
      ],
      fixtures: 44,
    });
    const [premier] = seeded.divisionIds;
    const fixtures = await h.api<{ status: string }[]>(`/fixtures?divisionId=${premier}`);
    expect(fixtures.filter((f) => f.status === 'final').length).toBeGreaterThan(0);
    expect(fixtures.filter((f) => f.status === 'in_play')).toHaveLength(1);
    const sponsorsBoard = (await h.api<(Named & { type: string })[]>('/wallboards')).find(
      (w) => w.type === 'sponsors',
    )!;
    expect(await h.api<unknown[]>(`/wallboards/${sponsorsBoard.id}/sponsors`)).toHaveLength(4);

    const second = await runCli(['seed', 'demo'], { env: h.env() });
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/teams\s+0\s+10/);
    expect(second.stdout).toContain('Demo league');
    expect(await counts()).toEqual(after);
  }, 300_000);

  it('shows real standings as a table and as JSON, in standings order', async () => {
    const [premier] = seeded.divisionIds;
    const json = await runCli(['standings', '--division', String(premier), '--json'], { env: h.env() });
    expect(json.code).toBe(0);
    const rows: Standing[] = JSON.parse(json.stdout);
    expect(rows).toHaveLength(5);
    expect(rows.some((r) => r.played > 0 && r.points > 0)).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].points).toBeGreaterThanOrEqual(rows[i].points);
    const table = await runCli(['standings', '--division', String(premier)], {
      env: h.env({ signedOut: true }),
    });
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^Pos\s+Team\s+P\s+W\s+D\s+L\s+FF\s+FA\s+Pts$/);
    expect(table.stdout).toContain(`1    ${rows[0].teamName}`);
  }, 300_000);

  it('snapshots the league, lists, shows and exports the snapshot', async () => {
    const snap = await runCli(['history', 'snapshot', '--league', String(seeded.leagueId), '--json'], {
      env: h.env(),
    });
    expect(snap.code).toBe(0);
    const row = JSON.parse(snap.stdout);
    expect(row.snapshot.standings).toHaveLength(10);
    // The season's 40 fixtures and the demo cup's 4 opened matches (docs/cups.md).
    expect(row.snapshot.fixtures).toHaveLength(44);

    const list = await runCli(['history', 'list', '--league', String(seeded.leagueId), '--json'], {
      env: h.env(),
    });
    expect(JSON.parse(list.stdout).map((r: { id: number }) => r.id)).toEqual([row.id]);
    const show = await runCli(['history', 'show', String(row.id)], { env: h.env() });
    expect(show.stdout).toContain(`Snapshot ${row.id} · Cueboard Demo League 2027 Winter`);

    const out = path.join(h.configDir, 'table.csv');
    const exported = await runCli(['history', 'export', String(row.id), '--format', 'csv', '--out', out], {
      env: h.env(),
    });
    expect(exported.code).toBe(0);
    const csv = (await readFile(out, 'utf8')).trim().split('\n');
    expect(csv[0]).toBe('division,position,teamName,played,won,drawn,lost,framesFor,framesAgainst,points');
    expect(csv).toHaveLength(11);
    expect(csv[1]).toMatch(/^Premier Division,1,/);
    const jsonOut = path.join(h.configDir, 'season.json');
    await runCli(['history', 'export', String(row.id), '--format', 'json', '--out', jsonOut], {
      env: h.env(),
    });
    expect(JSON.parse(await readFile(jsonOut, 'utf8'))).toEqual(row.snapshot);
    await rm(out);

    const missing = await runCli(['history', 'show', '999'], { env: h.env() });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('History snapshot 999 not found');
  }, 300_000);

  it('--reset asks first (a usage error under CI without --yes), then starts over without duplicates', async () => {
    const refused = await runCli(['seed', 'demo', '--reset'], { env: h.env() });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Pass --yes to confirm without a prompt.');
    const before = await counts();
    const reset = await runCli(['seed', 'demo', '--reset', '--yes', '--json'], { env: h.env() });
    expect(reset.code).toBe(0);
    const result = JSON.parse(reset.stdout);
    expect(result.removed).toBeGreaterThan(0);
    expect(result.tally.teams).toEqual({ created: 10, existing: 0 });
    expect(result.leagueId).not.toBe(seeded.leagueId);
    expect(await counts()).toEqual(before);
  }, 300_000);
});
