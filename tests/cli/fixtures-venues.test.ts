// `cueboard fixtures generate` places each match at its home team's venue and, like the web's
// Generate Fixtures dialog (the one rule in core/schedule/venues.ts), warns of nights a venue has
// more matches than tables, counting every fixture already there of any division or league;
// --move-clashes moves the extra match to the next league night (the same weekday), past blackout
// dates. Against a real embedded host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

type Id = { id: number };
interface Planned {
  date: string;
  homeTeamId: number;
  awayTeamId: number;
  venueId: number;
  kickoffAt: string;
  movedFrom?: string;
}

describe('cueboard fixtures generate at home venues', () => {
  let h: CliHost;
  let division: number;
  let reserves: number;
  let anchor: number;
  let crown: number;
  let west: number;
  beforeAll(async () => {
    h = await startCliHost();
    const post = (p: string, body: unknown) => h.api<Id>(p, { method: 'POST', body });
    const league = await post('/leagues', { name: 'Venues League', season: '2027' });
    division = (await post('/divisions', { leagueId: league.id, name: 'One Table' })).id;
    anchor = (await post('/venues', { name: 'The Anchor' })).id;
    crown = (await post('/venues', { name: 'The Crown' })).id;
    await post(`/venues/${crown}/tables`, { label: 'Table 1', uniqueCode: 'CRN1', urlSlug: 'crown-1' });
    for (const name of ['North', 'South', 'East', 'West']) {
      const team = await post('/teams', name === 'West' ? { name } : { name, homeVenueId: crown });
      if (name === 'West') west = team.id;
      await post(`/divisions/${division}/teams`, { teamId: team.id });
    }
    // Another league plays at The Crown on Thursdays too.
    const other = await post('/leagues', { name: 'Thursday Doubles', season: '2027' });
    reserves = (await post('/divisions', { leagueId: other.id, name: 'Reserves' })).id;
    for (const [name, venue] of [
      ['Crown Reserves', crown],
      ['Visitors', anchor],
    ] as const) {
      const team = await post('/teams', { name, homeVenueId: venue });
      await post(`/divisions/${reserves}/teams`, { teamId: team.id });
    }
  }, 240_000);
  afterAll(() => h?.stop());

  const base = (id = division) => ['fixtures', 'generate', '--division', String(id), '--start', '2027-01-07'];
  const nights = (fixtures: { venueId: number; kickoffAt: string }[], venue: number) =>
    fixtures.filter((f) => f.venueId === venue).map((f) => new Date(f.kickoffAt).toDateString());
  const warnings = (stderr: string) => stderr.split('\n').filter((line) => line.includes('Warning: '));

  it('plays each match at its home venue and warns of a night with more matches than tables', async () => {
    const dry = await runCli([...base(), '--dry-run', '--json'], { env: h.env() });
    expect(dry.code).toBe(0);
    const planned = JSON.parse(dry.stdout) as Planned[];
    expect(planned).toHaveLength(6);
    for (const m of planned) expect(m.venueId).toBe(m.homeTeamId === west ? anchor : crown);
    const crowded = new Set(nights(planned, crown).filter((night, i, all) => all.indexOf(night) !== i));
    expect(crowded.size).toBeGreaterThan(0);
    expect(warnings(dry.stderr)).toHaveLength(crowded.size);
    expect(warnings(dry.stderr)[0]).toContain(
      'Warning: The Crown, Thu 7 Jan: 2 matches on 1 table — North v West, South v East (see --move-clashes)',
    );
  }, 120_000);

  it('moves the extra match to the next league night with --move-clashes', async () => {
    const text = await runCli([...base(), '--move-clashes', '--dry-run'], { env: h.env() });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('2027-01-28 19:30  South vs East at The Crown (moved from 2027-01-07)');

    const made = await runCli([...base(), '--move-clashes'], { env: h.env() });
    expect(made.code).toBe(0);
    const fixtures = await h.api<Planned[]>(`/fixtures?divisionId=${division}`);
    expect(fixtures).toHaveLength(6);
    const crownNights = nights(fixtures, crown);
    expect(new Set(crownNights).size).toBe(crownNights.length);
    // Every night is a Thursday, the league's night.
    expect(fixtures.every((f) => new Date(f.kickoffAt).getDay() === 4)).toBe(true);
    const teamNights = fixtures.flatMap((f) =>
      [f.homeTeamId, f.awayTeamId].map((t) => `${t} ${new Date(f.kickoffAt).toDateString()}`),
    );
    expect(new Set(teamNights).size).toBe(teamNights.length);
  }, 120_000);

  it("counts another league's fixtures at the venue, and moves past them and blackout dates", async () => {
    const dry = await runCli([...base(reserves), '--dry-run'], { env: h.env() });
    expect(dry.code).toBe(0);
    expect(warnings(dry.stderr)).toEqual([
      expect.stringContaining(
        'The Crown, Thu 7 Jan: 2 matches on 1 table — North v West, Crown Reserves v Visitors',
      ),
    ]);
    // The Crown's next free Thursday is 11 February; a blackout on it moves the match a week on.
    const moved = await runCli([...base(reserves), '--move-clashes', '--dry-run', '--json'], {
      env: h.env(),
    });
    expect(JSON.parse(moved.stdout)).toMatchObject([{ date: '2027-02-11', movedFrom: '2027-01-07' }]);
    const skipped = await runCli(
      [...base(reserves), '--move-clashes', '--skip', '2027-02-11', '--dry-run', '--json'],
      { env: h.env() },
    );
    expect(JSON.parse(skipped.stdout)).toMatchObject([{ date: '2027-02-18', movedFrom: '2027-01-07' }]);
  }, 120_000);
});
