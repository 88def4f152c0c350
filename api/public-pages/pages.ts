// The data of each public page (core/schemas/public-site.ts). Each loader answers undefined when
// the page does not exist in that league (the caller answers 404): a team, player or fixture of
// another league is not reachable under this one's address.
import type {
  PublicDivisionPage,
  PublicFixturePage,
  PublicLeaguePage,
  PublicPlayerPage,
  PublicTeamPage,
} from '@core/schemas/public-site.ts';
import type { Queryable } from '../db/port.ts';
import { camel, camelAll } from '../rows.ts';
import { playerStats } from '../routes/stats.ts';
import { fixturesOf, frameDetailsOf, highBreaksOf, leagueOf, recordedIn, tableOf } from './queries.ts';

type Named = { id: number; name: string };

const divisionsOf = async (tx: Queryable, leagueId: number) =>
  camelAll<Named>(
    await tx.query(`select id, name from public.divisions where league_id = $1 order by sort_order, id`, [
      leagueId,
    ]),
  );

export async function leaguePage(tx: Queryable, leagueId: number): Promise<PublicLeaguePage | undefined> {
  const league = await leagueOf(tx, leagueId);
  if (!league) return undefined;
  const divisions = [];
  for (const d of await divisionsOf(tx, leagueId))
    divisions.push({ ...d, standings: await tableOf(tx, d.id) });
  const latestResults = await fixturesOf(tx, { leagueId, which: 'final', limit: 10 });
  const nextFixtures = await fixturesOf(tx, { leagueId, which: 'upcoming', limit: 10 });
  const cups = camelAll<Named>(
    await tx.query(
      `select id, name from public.cups where league_id = $1 order by created_at desc, id desc`,
      [leagueId],
    ),
  );
  const recorded = await recordedIn(tx, leagueId);
  const highBreaks = recorded?.breaks ? await highBreaksOf(tx, leagueId) : undefined;
  return {
    kind: 'league',
    league,
    divisions,
    latestResults,
    nextFixtures,
    cups,
    ...(highBreaks && { highBreaks }),
  };
}

/** Monday (UTC) of the week a kickoff falls in, as YYYY-MM-DD. */
function weekOf(iso: string): string {
  const day = new Date(iso);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export async function divisionPage(
  tx: Queryable,
  leagueId: number,
  divisionId: number,
): Promise<PublicDivisionPage | undefined> {
  const league = await leagueOf(tx, leagueId);
  const division = (await divisionsOf(tx, leagueId)).find((d) => d.id === divisionId);
  if (!league || !division) return undefined;
  const weeks: PublicDivisionPage['weeks'] = [];
  for (const f of await fixturesOf(tx, { leagueId, divisionId, which: 'all', limit: 2000 })) {
    const week = weekOf(f.kickoffAt);
    if (weeks.at(-1)?.weekOf !== week) weeks.push({ weekOf: week, fixtures: [] });
    weeks.at(-1)!.fixtures.push(f);
  }
  return {
    kind: 'division',
    league,
    division: { ...division, standings: await tableOf(tx, divisionId) },
    weeks,
  };
}

export async function teamPage(
  tx: Queryable,
  leagueId: number,
  teamId: number,
): Promise<PublicTeamPage | undefined> {
  const league = await leagueOf(tx, leagueId);
  const divisions = camelAll<Named>(
    await tx.query(
      `select d.id, d.name from public.division_teams dt join public.divisions d on d.id = dt.division_id
       where dt.team_id = $1 and d.league_id = $2 order by d.sort_order, d.id`,
      [teamId, leagueId],
    ),
  );
  const [team] = await tx.query(`select id, name from public.teams where id = $1`, [teamId]);
  if (!league || !team || divisions.length === 0) return undefined;
  const roster = camelAll<Named>(
    await tx.query(
      `select p.id, p.full_name as name from public.team_players tp join public.players p on p.id = tp.player_id
       where tp.team_id = $1 and tp.is_active order by public.name_sort_key(p.full_name), p.id`,
      [teamId],
    ),
  );
  const [stats] = await tx.query('select * from public.team_stats($1, $2, null)', [teamId, leagueId]);
  const frameDetails = await frameDetailsOf(tx, await recordedIn(tx, leagueId), { teamId }, leagueId);
  return {
    kind: 'team',
    league,
    team: camel<Named>(team),
    divisions,
    roster,
    fixtures: await fixturesOf(tx, { leagueId, teamId, which: 'upcoming', limit: 50 }),
    results: await fixturesOf(tx, { leagueId, teamId, which: 'final', limit: 50 }),
    stats: { teamId, ...camel<Omit<PublicTeamPage['stats'], 'teamId'>>(stats) },
    ...(frameDetails && { frameDetails }),
  };
}

export async function playerPage(
  tx: Queryable,
  leagueId: number,
  playerId: number,
): Promise<PublicPlayerPage | undefined> {
  const league = await leagueOf(tx, leagueId);
  // A player of this league: on a roster of one of its teams, or in one of its frames.
  const [player] = await tx.query(
    `select p.id, p.full_name as name from public.players p where p.id = $1 and (
       exists (select 1 from public.team_players tp join public.division_teams dt on dt.team_id = tp.team_id
               join public.divisions d on d.id = dt.division_id where tp.player_id = p.id and d.league_id = $2)
       or exists (select 1 from public.player_frames pf join public.fixtures f on f.id = pf.fixture_id
               join public.divisions d on d.id = f.division_id where pf.player_id = p.id and d.league_id = $2))`,
    [playerId, leagueId],
  );
  if (!league || !player) return undefined;
  const [team] = await tx.query(
    `select t.id, t.name from public.team_players tp join public.teams t on t.id = tp.team_id
     where tp.player_id = $1 and tp.is_active order by tp.joined_at desc, tp.id desc limit 1`,
    [playerId],
  );
  const [stats] = await tx.query(
    `select s.player_id, s.frames_played, s.frames_won, s.frames_lost, s.win_pct, s.matches_played, s.form,
       s.streak, s.home_played, s.home_won, s.away_played, s.away_won, s.rating, s.rating_frames, s.provisional
     from public.player_stats($2, null, $1) s`,
    [playerId, leagueId],
  );
  const recentFrames = await tx.query(
    `select pf.fixture_id, public.iso_time(pf.kickoff_at) as kickoff_at, o.full_name as opponent, pf.won
     from public.player_frames pf left join public.players o on o.id = pf.opponent_id
     join public.fixtures f on f.id = pf.fixture_id join public.divisions d on d.id = f.division_id
     where pf.player_id = $1 and d.league_id = $2
     order by pf.kickoff_at desc, pf.fixture_id desc, pf.frame_no desc limit 10`,
    [playerId, leagueId],
  );
  const { playerId: _id, ...figures } = playerStats(stats);
  const frameDetails = await frameDetailsOf(tx, await recordedIn(tx, leagueId), { playerId }, leagueId);
  return {
    kind: 'player',
    league,
    player: camel<Named>(player),
    team: team ? camel<Named>(team) : null,
    stats: { playerId, ...figures } as PublicPlayerPage['stats'],
    recentFrames: camelAll(recentFrames),
    ...(frameDetails && { frameDetails }),
  };
}

export async function fixturePage(
  tx: Queryable,
  leagueId: number,
  fixtureId: number,
): Promise<PublicFixturePage | undefined> {
  const league = await leagueOf(tx, leagueId);
  const [fixture] = await fixturesOf(tx, { leagueId, which: 'all', limit: 1, fixtureId });
  if (!league || !fixture) return undefined;
  const division = (await divisionsOf(tx, leagueId)).find((d) => d.id === fixture.divisionId)!;
  const frames = await tx.query(
    `select fr.frame_no, fr.winner, hp.id as home_id, hp.full_name as home_name, ap.id as away_id,
       ap.full_name as away_name
     from public.frames fr left join public.players hp on hp.id = fr.home_player_id
     left join public.players ap on ap.id = fr.away_player_id
     where fr.fixture_id = $1 order by fr.frame_no, fr.id`,
    [fixtureId],
  );
  const person = (id: unknown, name: unknown) => (id == null ? null : { id: Number(id), name: String(name) });
  return {
    kind: 'fixture',
    league,
    division,
    fixture,
    frames: frames.map((r) => ({
      frameNo: Number(r.frame_no),
      winner: r.winner as PublicFixturePage['frames'][number]['winner'],
      homePlayer: person(r.home_id, r.home_name),
      awayPlayer: person(r.away_id, r.away_name),
    })),
  };
}
