// `seed demo`: league, divisions, teams with rosters, venues with tables, a played season,
// a drawn cup, sponsors and one wallboard of each type — each found by name first, so re-running adds nothing.
import type { ClientResponse } from 'hono/client';
import { wallboardTypes, type WallboardType } from '@core/schemas/enums.ts';
import { wallboardTypeRules, type WallboardScopeRule } from '@core/rules/wallboard-types.ts';
import type { Api } from '../api.ts';
import { ensureCup } from './cup.ts';
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
  const { api, call } = client;
  const organisationId = await client.organisationId();
  const rec = new Recorder(client);
  progress('League and divisions');
  const league = await rec.ensure(
    'leagues',
    await call(api.leagues.$get({ query: { organisationId } })),
    (l) => l.name === LEAGUE.name,
    () => call(api.leagues.$post({ json: { ...LEAGUE, organisationId } })),
  );
  const divisionRows = await call(api.divisions.$get({ query: { leagueId: league.id } }));
  const divisions: Row[] = [];
  for (const d of DIVISIONS) {
    const body = { leagueId: league.id, name: d.name, sortOrder: d.sortOrder };
    const create = () => call(api.divisions.$post({ json: body }));
    divisions.push(await rec.ensure('divisions', divisionRows, (r) => r.name === d.name, create));
  }

  progress('Venues and tables');
  const venueRows = await call(api.venues.$get({ query: { organisationId } }));
  const venues: Row[] = [];
  for (const v of VENUES) {
    const venue = await rec.ensure(
      'venues',
      venueRows,
      (r) => r.name === v.name,
      () => call(api.venues.$post({ json: { name: v.name, address: v.address, organisationId } })),
    );
    const param = { id: venue.id };
    const tables = await call(api.venues[':id'].tables.$get({ param }));
    for (let n = 1; n <= v.tables; n++) {
      const body = {
        label: `Table ${n}`,
        uniqueCode: `${v.code}-${n}`,
        urlSlug: `${slug(v.name)}-table-${n}`,
      };
      const create = () => call(api.venues[':id'].tables.$post({ param, json: body }));
      await rec.ensure('tables', tables, (t) => t.label === body.label, create);
    }
    venues.push(venue);
  }

  progress('Teams, players and rosters');
  const teamRows = await call(api.teams.$get({ query: { organisationId } }));
  const named = <P extends { fullName: string }>(p: P) => ({ ...p, name: p.fullName });
  const playerRows = (await call(api.players.$get({ query: { organisationId } }))).map(named);
  const rosters = new Map<number, number[]>();
  const venueOfTeam = new Map<number, number>();
  let teamIndex = 0;
  for (const [di, d] of DIVISIONS.entries()) {
    const division = divisions[di];
    const members = new Set(
      (await call(api.divisions[':id'].teams.$get({ param: { id: division.id } }))).map((m) => m.teamId),
    );
    const teamIds = [];
    for (const name of d.teams) {
      const team = await rec.ensure(
        'teams',
        teamRows,
        (t) => t.name === name,
        () => call(api.teams.$post({ json: { name, organisationId } })),
      );
      if (!members.has(team.id)) {
        await call(
          api.divisions[':id'].teams.$post({ param: { id: division.id }, json: { teamId: team.id } }),
        );
      }
      const param = { id: team.id };
      const onRoster = new Set(
        (await call(api.teams[':id'].players.$get({ param, query: {} }))).map((e) => e.playerId),
      );
      const roster = [];
      for (const fullName of playersOf(teamIndex)) {
        const player = await rec.ensure(
          'players',
          playerRows,
          (p) => p.name === fullName,
          async () => named(await call(api.players.$post({ json: { fullName, organisationId } }))),
        );
        rec.count('roster entries', !onRoster.has(player.id));
        if (!onRoster.has(player.id))
          await call(
            api.teams[':id'].players.$post({ param, json: { playerId: player.id, isActive: true } }),
          );
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

  progress('Cup');
  await ensureCup(client, rec, league.id, venues[0].id, [...rosters.keys()]);

  progress('Sponsors and wallboards');
  const sponsorRows = await call(api.sponsors.$get({ query: { organisationId } }));
  const sponsors: Row[] = [];
  for (const s of SPONSORS) {
    const create = () => call(api.sponsors.$post({ json: { ...s, organisationId } }));
    sponsors.push(await rec.ensure('sponsors', sponsorRows, (r) => r.name === s.name, create));
  }
  const boardRows = await call(api.wallboards.$get({ query: { organisationId } }));
  // Each demo board gets what its type's scope asks for (core/rules/wallboard-types.ts).
  const ids = { leagueId: league.id, divisionId: divisions[0].id, venueId: venues[0].id };
  const scopeFields: Record<WallboardScopeRule, (keyof typeof ids)[]> = {
    venue: ['venueId'],
    division: ['leagueId', 'divisionId'],
    league: ['leagueId'],
    league_or_division: ['leagueId', 'divisionId'],
    any: ['leagueId'],
    none: [],
  };
  const scopeOf = (type: WallboardType) =>
    Object.fromEntries(scopeFields[wallboardTypeRules[type].scope].map((field) => [field, ids[field]]));
  const wallboards: Row[] = [];
  for (const type of wallboardTypes) {
    const body = { name: wallboardName(type), type, isPublic: true, organisationId, ...scopeOf(type) };
    const create = () => call(api.wallboards.$post({ json: body }));
    const board = await rec.ensure('wallboards', boardRows, (r) => r.name === body.name, create);
    wallboards.push(board);
    if (type !== 'sponsors') continue;
    const param = { id: board.id };
    const assigned = new Set(
      (await call(api.wallboards[':id'].sponsors.$get({ param }))).map((a) => a.sponsorId),
    );
    for (const s of sponsors) {
      if (!assigned.has(s.id))
        await call(api.wallboards[':id'].sponsors.$post({ param, json: { sponsorId: s.id } }));
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
  const { api, call } = client;
  const organisationId = await client.organisationId();
  let removed = 0;
  type Removable = {
    ':id': { $delete: (args: { param: { id: number } }) => Promise<ClientResponse<unknown>> };
  };
  const drop = async (route: Removable, rows: Row[], names: string[]) => {
    for (const row of rows.filter((r) => names.includes(r.name))) {
      await call(route[':id'].$delete({ param: { id: row.id } }));
      removed += 1;
    }
  };
  progress('Removing the previous demo');
  await drop(
    api.wallboards,
    await call(api.wallboards.$get({ query: { organisationId } })),
    wallboardTypes.map(wallboardName),
  );
  await drop(
    api.sponsors,
    await call(api.sponsors.$get({ query: { organisationId } })),
    SPONSORS.map((s) => s.name),
  );
  await drop(api.leagues, await call(api.leagues.$get({ query: { organisationId } })), [LEAGUE.name]);
  await drop(
    api.teams,
    await call(api.teams.$get({ query: { organisationId } })),
    DIVISIONS.flatMap((d) => d.teams),
  );
  await drop(
    api.players,
    (await call(api.players.$get({ query: { organisationId } }))).map((p) => ({
      id: p.id,
      name: p.fullName,
    })),
    DIVISIONS.flatMap((d) => d.teams).flatMap((_, i) => playersOf(i)),
  );
  await drop(
    api.venues,
    await call(api.venues.$get({ query: { organisationId } })),
    VENUES.map((v) => v.name),
  );
  return removed;
}
