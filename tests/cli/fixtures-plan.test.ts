import { describe, expect, it, vi } from 'vitest';
import { runCli } from './run-cli.ts';

// Each case starts the real CLI (Node + tsx); on a busy machine that alone can take seconds.
vi.setConfig({ testTimeout: 120_000 });

describe('cueboard fixtures plan', () => {
  it('prints the planned round robin as JSON and nothing else on stdout', async () => {
    const { code, stdout } = await runCli([
      'fixtures',
      'plan',
      '--teams',
      'A, B,C,D',
      '--start',
      '2027-01-07',
      '--json',
    ]);
    expect(code).toBe(0);
    const plan = JSON.parse(stdout);
    expect(plan).toHaveLength(6);
    expect(plan[0]).toEqual({ round: 1, date: '2027-01-07', home: 'A', away: 'D' });
    expect(Object.keys(plan[5]).sort()).toEqual(['away', 'date', 'home', 'round']);
    expect(new Set(plan.map((m: { date: string }) => m.date))).toEqual(
      new Set(['2027-01-07', '2027-01-14', '2027-01-21']),
    );
  });

  it('plans a double round robin with byes, skipped dates, a step and a kickoff time', async () => {
    const { code, stdout } = await runCli(
      'fixtures plan --teams A,B,C --start 2027-01-07 --every 14 --double --skip 2027-01-21,2027-03-04 --time 19:30 --json'.split(
        ' ',
      ),
    );
    expect(code).toBe(0);
    const plan: { round: number; date: string; home: string; away: string; time: string }[] =
      JSON.parse(stdout);
    expect(plan).toHaveLength(6);
    expect([...new Set(plan.map((m) => `${m.round} ${m.date}`))]).toEqual([
      '1 2027-01-07',
      '2 2027-02-04',
      '3 2027-02-18',
      '4 2027-03-18',
      '5 2027-04-01',
      '6 2027-04-15',
    ]);
    expect(plan.every((m) => m.time === '19:30')).toBe(true);
    const legs = new Set(plan.map((m) => `${m.home}>${m.away}`));
    expect(legs.size).toBe(6);
    for (const m of plan) expect(legs.has(`${m.away}>${m.home}`)).toBe(true);
  });

  it('prints a readable plan without --json', async () => {
    const { code, stdout } = await runCli([
      'fixtures',
      'plan',
      '--teams',
      'Red Lions,Pot Black',
      '--start',
      '2027-01-07',
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe('Round 1 · 2027-01-07\n  Red Lions vs Pot Black\n');
  });
});

describe('non-interactive rules', () => {
  it('under CI a missing required value exits 2 naming the flag, without prompting', async () => {
    const { code, stdout, stderr } = await runCli(['fixtures', 'plan', '--teams', 'A,B']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Missing required option --start');
    expect(stderr).not.toMatch(/\?|at .*\.ts/);
  });

  it('without a terminal a missing value is an error even when CI is not set', async () => {
    const { code, stderr } = await runCli(['fixtures', 'plan', '--start', '2027-01-07'], {
      env: { CI: undefined },
    });
    expect(code).toBe(2);
    expect(stderr).toContain('Missing required option --teams');
  });

  it('a bad flag value exits 2 with the field, the message and a suggestion, no stack trace', async () => {
    const { code, stdout, stderr } = await runCli(
      'fixtures plan --teams A,B --start 2027-02-30 --every 0 --time 7pm'.split(' '),
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('--start: --start must be a date like 2027-01-07');
    expect(stderr).toContain('--every: --every must be at least 1');
    expect(stderr).toContain('--time: --time must be a 24-hour time like 19:30');
    expect(stderr).toContain('Run with --help to see the options.');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('a plan that cannot be made is a usage error on the flag concerned', async () => {
    const { code, stderr } = await runCli(['fixtures', 'plan', '--teams', 'A', '--start', '2027-01-07']);
    expect(code).toBe(2);
    expect(stderr).toContain('--teams: A round robin needs at least 2 teams');
  });

  it('an unknown option exits 2; --help exits 0 and shows examples', async () => {
    const bad = await runCli(['fixtures', 'plan', '--bogus']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown option '--bogus'");
    const help = await runCli(['fixtures', 'plan', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
  });
});
