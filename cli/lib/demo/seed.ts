// `seed demo`: league, divisions, teams with rosters, venues with tables, a played season,
// sponsors and one wallboard of each type — each found by name first, so re-running adds nothing.
import { wallboardTypes, type WallboardType } from '../../../core/schemas/enums.ts';
import type { Api } from '../api.ts';
import { DIVISIONS, LEAGUE, playersOf, SPONSORS, VENUES, wallboardName } from './data.ts';
import { Recorder, type Tally } from './ensure.ts';
import { ensureSeason } from './season.ts';

type Row = { id: number; name: string };
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export interface SeedResult {
  leagueId: number;
  divisionIds: number[];
  venueIds: number[];
  wallboardIds: number[];
  tally: Tally;
}

export async function seedDemo(client: Api, progress: (text: string) => void): Promise<SeedResult> {
  const rec = new Recorder(client);
  progress('League and divisions');
  const league = await rec.ensure(
    'leagues',
    await client.get<Row[]>('/leagues'),
    (l) => l.name === LEAGUE.name,
    '/leagues',
    LEAGUE,
  );
  const divisionRows = await client.get<Row[]>(`/divisions?leagueId=${league.id}`);
  const divisions: Row[] = [];
  for (const d of DIVISIONS) {
    const body = { leagueId: league.id, name: d.name, sortOrder: d.sortOrder };
    divisions.push(await rec.ensure('divisions', divisionRows, (r) => r.name === d.name, '/divisions', body));
  }

  progress('Venues and tables');
  const venueRows = await client.get<Row[]>('/venues');
  const venues: Row[] = [];
  for (const v of VENUES) {
    const venue = await rec.ensure('venues', venueRows, (r) => r.name === v.name, '/venues', {
      name: v.name,
      address: v.address,
    });
    const tables = await client.get<(Row & { label: string })[]>(`/venues/${venue.id}/tables`);
    for (let n = 1; n <= v.tables; n++) {
      const body = {
        label: `Table ${n}`,
        uniqueCode: `${v.code}-${n}`,
        urlSlug: `${slug(v.name)}-table-${n}`,
      };
      await rec.ensure('tables', tables, (t) => t.label === body.label, `/venues/${venue.id}/tables`, body);
    }
    venues.push(venue);
  }

  progress('Teams, players and rosters');
  const teamRows = await client.get<Row[]>('/teams');
  const playerRows = (await client.get<{ id: number; fullName: string }[]>('/players')).map((p) => ({
    ...p,
    name: p.fullName,
  }));
  const rosters = new Map<number, number[]>();
  const venueOfTeam = new Map<number, number>();
  let teamIndex = 0;
  for (const [di, d] of DIVISIONS.entries()) {
    const division = divisions[di];
    const members = new Set(
      (await client.get<{ teamId: number }[]>(`/divisions/${division.id}/teams`)).map((m) => m.teamId),
    );
    const teamIds = [];
    for (const name of d.teams) {
      const team = await rec.ensure('teams', teamRows, (t) => t.name === name, '/teams', { name });
      if (!members.has(team.id)) await client.post(`/divisions/${division.id}/teams`, { teamId: team.id });
      const onRoster = new Set(
        (await client.get<{ playerId: number }[]>(`/teams/${team.id}/players`)).map((e) => e.playerId),
      );
      const roster = [];
      for (const fullName of playersOf(teamIndex)) {
        const player = await rec.ensure('players', playerRows, (p) => p.name === fullName, '/players', {
          fullName,
        });
        rec.count('roster entries', !onRoster.has(player.id));
        if (!onRoster.has(player.id))
          await client.post(`/teams/${team.id}/players`, { playerId: player.id, isActive: true });
        roster.push(player.id);
      }
      rosters.set(team.id, roster);
      venueOfTeam.set(team.id, venues[teamIndex % venues.length].id);
      teamIds.push(team.id);
      teamIndex += 1;
    }
    progress(`Fixtures of ${d.name}`);
    await ensureSeason(
      rec,
      {
        divisionId: division.id,
        teamIds,
        venueOf: (t) => venueOfTeam.get(t) ?? venues[0].id,
        rosterOf: (t) => rosters.get(t) ?? [],
      },
      progress,
    );
  }

  progress('Sponsors and wallboards');
  const sponsorRows = await client.get<Row[]>('/sponsors');
  const sponsors: Row[] = [];
  for (const s of SPONSORS)
    sponsors.push(await rec.ensure('sponsors', sponsorRows, (r) => r.name === s.name, '/sponsors', s));
  const boardRows = await client.get<Row[]>('/wallboards');
  const scope: Record<WallboardType, { leagueId?: number; divisionId?: number; venueId?: number }> = {
    live_scores: { leagueId: league.id },
    fixtures: { leagueId: league.id },
    league_table: { leagueId: league.id, divisionId: divisions[0].id },
    sponsors: {},
    now_playing: { venueId: venues[0].id },
    playlist: {},
  };
  const wallboards: Row[] = [];
  for (const type of wallboardTypes) {
    const body = { name: wallboardName(type), type, isPublic: true, ...scope[type] };
    const board = await rec.ensure('wallboards', boardRows, (r) => r.name === body.name, '/wallboards', body);
    wallboards.push(board);
    if (type !== 'sponsors') continue;
    const assigned = new Set(
      (await client.get<{ sponsorId: number }[]>(`/wallboards/${board.id}/sponsors`)).map((a) => a.sponsorId),
    );
    for (const s of sponsors) {
      if (!assigned.has(s.id)) await client.post(`/wallboards/${board.id}/sponsors`, { sponsorId: s.id });
    }
  }
  return {
    leagueId: league.id,
    divisionIds: divisions.map((d) => d.id),
    venueIds: venues.map((v) => v.id),
    wallboardIds: wallboards.map((w) => w.id),
    tally: rec.tally,
  };
}

/** Deletes everything the demo made, found by name; the league's delete cascades to its season. */
export async function resetDemo(client: Api, progress: (text: string) => void): Promise<number> {
  let removed = 0;
  const drop = async (path: string, rows: Row[], names: string[]) => {
    for (const row of rows.filter((r) => names.includes(r.name))) {
      await client.del(`${path}/${row.id}`);
      removed += 1;
    }
  };
  progress('Removing the previous demo');
  await drop('/wallboards', await client.get<Row[]>('/wallboards'), wallboardTypes.map(wallboardName));
  await drop(
    '/sponsors',
    await client.get<Row[]>('/sponsors'),
    SPONSORS.map((s) => s.name),
  );
  await drop('/leagues', await client.get<Row[]>('/leagues'), [LEAGUE.name]);
  await drop(
    '/teams',
    await client.get<Row[]>('/teams'),
    DIVISIONS.flatMap((d) => d.teams),
  );
  const players = (await client.get<{ id: number; fullName: string }[]>('/players')).map((p) => ({
    id: p.id,
    name: p.fullName,
  }));
  await drop(
    '/players',
    players,
    DIVISIONS.flatMap((d) => d.teams).flatMap((_, i) => playersOf(i)),
  );
  await drop(
    '/venues',
    await client.get<Row[]>('/venues'),
    VENUES.map((v) => v.name),
  );
  return removed;
}
