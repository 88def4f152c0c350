// `--org <slug>` and `cueboard org list|use|clear` against a real embedded host whose organiser runs
// several organisations (docs/cli.md "Organisations").
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

type Player = { fullName: string; organisationId: number };

describe('cueboard --org and org list|use|clear', () => {
  let h: CliHost;
  let csv: string;
  const org = { north: 0, south: 0 };
  const playersOf = async (organisationId: number) =>
    (await h.api<Player[]>(`/players?organisationId=${organisationId}`)).map((p) => p.fullName).sort();
  const importPlayers = (names: string[], ...args: string[]) =>
    writeFile(csv, ['fullName', ...names].join('\n') + '\n').then(() =>
      runCli(['import', 'players', csv, ...args], { env: h.env() }),
    );

  beforeAll(async () => {
    h = await startCliHost();
    csv = path.join(h.configDir, 'players.csv');
  }, 240_000);
  afterAll(() => h?.stop());

  it('works without --org while the caller organises one organisation, as before', async () => {
    const run = await importPlayers(['Solo Sam']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await playersOf(1)).toEqual(['Solo Sam']);
  });

  it('writes into the organisation --org names, and lists only its rows', async () => {
    for (const slug of ['north', 'south'] as const) {
      const made = await h.api<{ id: number }>('/organisations', {
        method: 'POST',
        body: { name: `${slug} league`, slug: `${slug}-league` },
      });
      org[slug] = made.id;
    }
    const north = await importPlayers(['Nora North'], '--org', 'north-league');
    expect(north.stderr).toBe('');
    expect(north.code).toBe(0);
    const south = await importPlayers(['Sid South'], '--org', 'south-league');
    expect(south.code).toBe(0);
    expect(await playersOf(org.north)).toEqual(['Nora North']);
    expect(await playersOf(org.south)).toEqual(['Sid South']);
    expect(await playersOf(1)).toEqual(['Solo Sam']);

    // A roster import looks names up in its own organisation only: Nora is not a south player.
    await writeFile(csv, 'name\nSouth Side\n');
    expect((await runCli(['import', 'teams', csv, '--org', 'south-league'], { env: h.env() })).code).toBe(0);
    await writeFile(csv, 'team,player\nSouth Side,Nora North\n');
    const cross = await runCli(['import', 'rosters', csv, '--org', 'south-league'], { env: h.env() });
    expect(cross.code).toBe(1);
    expect(cross.stderr).toContain('nothing was imported');
  });

  it('tells a caller in several organisations to pass --org or set a default, and writes nothing', async () => {
    const run = await importPlayers(['Nobody Knows']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      [
        'Error: Import failed at line 2: You organise more than one organisation: say which one. Nothing was imported.',
        '  --org: pass --org <slug>, or set a default with `cueboard org use <slug>`',
        'List your organisations and their slugs with `cueboard org list`.',
        '',
      ].join('\n'),
    );
    expect(await playersOf(org.north)).toEqual(['Nora North']);
    expect(await playersOf(org.south)).toEqual(['Sid South']);
  });

  it('names a slug the caller has no organisation with', async () => {
    const run = await importPlayers(['Nobody Knows'], '--org', 'east-league');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('You have no organisation with the slug "east-league"');
    const bad = await importPlayers(['Nobody Knows'], '--org', 'East League');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--org: --org must be an organisation's slug, like city-league");
  });

  it('remembers a default with `org use`, which --org still overrides, until `org clear`', async () => {
    const use = await runCli(['org', 'use', 'north-league'], { env: h.env() });
    expect(use.code).toBe(0);
    expect(use.stderr).toContain('now work in north league (north-league)');
    const config = JSON.parse(await readFile(path.join(h.configDir, 'cueboard', 'config.json'), 'utf8'));
    expect(config).toEqual({ organisations: { [h.host.url]: 'north-league' } });

    expect((await importPlayers(['Ned North'])).code).toBe(0);
    expect((await importPlayers(['Sue South'], '--org', 'south-league')).code).toBe(0);
    expect(await playersOf(org.north)).toEqual(['Nora North', 'Ned North'].sort());
    expect(await playersOf(org.south)).toEqual(['Sid South', 'Sue South']);

    const list = await runCli(['org', 'list', '--json'], { env: h.env() });
    expect(JSON.parse(list.stdout)).toEqual([
      { id: 1, slug: 'cueboard', name: 'Cueboard', roles: ['organiser'], default: false },
      { id: org.north, slug: 'north-league', name: 'north league', roles: ['organiser'], default: true },
      { id: org.south, slug: 'south-league', name: 'south league', roles: ['organiser'], default: false },
    ]);
    const table = await runCli(['org', 'list'], { env: h.env() });
    expect(table.stdout).toMatch(/^\*\s+north-league\s+north league\s+organiser$/m);

    expect((await runCli(['org', 'use', 'east-league'], { env: h.env() })).stderr).toContain(
      'You have no organisation with the slug "east-league"',
    );
    expect((await runCli(['org', 'clear'], { env: h.env() })).code).toBe(0);
    expect((await importPlayers(['Nobody Knows'])).code).toBe(1);
  });
});
