// What the embed pages show, read as an anonymous caller (RLS applies; every row here is public):
// a division's table in the standings_for() order, and a team's fixtures with their scores.
import { asUser, type Db } from '../../api/db/port.ts';
import { selectStandings } from '../../api/routes/standings.ts';
import { camelAll } from '../../api/rows.ts';
import { framesWon } from '@core/rules/score.ts';
import type { FrameWinner } from '@core/schemas/enums.ts';
import type { FixtureStatus, ForfeitSide } from '@core/schemas/enums.ts';
import type { Standing } from '@core/schemas/standing.ts';

export interface DivisionStandings {
  divisionName: string;
  leagueId: number;
  leagueName: string;
  divisionId: number;
  standings: Standing[];
}

export interface TeamFixture {
  id: number;
  kickoffAt: string;
  status: FixtureStatus;
  homeTeamName: string;
  awayTeamName: string;
  venueName: string;
  /** A result decided by forfeit: its score is the awarded one (public.team_results). */
  forfeit: ForfeitSide | null;
  homeScore: number | null;
  awayScore: number | null;
}

export interface TeamFixtures {
  teamId: number;
  teamName: string;
  fixtures: TeamFixture[];
}

/** A team's season, most recent last; bounded so one request's work is too. */
const MAX_FIXTURES = 200;

const anon = { role: 'anon' } as const;

export function loadDivisionStandings(db: Db, divisionId: number): Promise<DivisionStandings | undefined> {
  return asUser(db, anon, async (tx) => {
    const [division] = await tx.query<{ division_name: string; league_id: number; league_name: string }>(
      `select d.name as division_name, l.id as league_id, l.name as league_name
       from public.divisions d join public.leagues l on l.id = d.league_id where d.id = $1`,
      [divisionId],
    );
    if (!division) return undefined;
    const standings = camelAll<Standing>(await selectStandings(tx, divisionId));
    return {
      divisionName: division.division_name,
      leagueId: Number(division.league_id),
      leagueName: division.league_name,
      divisionId,
      standings,
    };
  });
}

export function loadTeamFixtures(db: Db, teamId: number): Promise<TeamFixtures | undefined> {
  return asUser(db, anon, async (tx) => {
    const [team] = await tx.query<{ name: string }>('select name from public.teams where id = $1', [teamId]);
    if (!team) return undefined;
    const rows = camelAll<
      Omit<TeamFixture, 'homeScore' | 'awayScore'> & { resultHome: number | null; resultAway: number | null }
    >(
      await tx.query(
        `select f.id, f.kickoff_at, f.status, ht.name as home_team_name, at.name as away_team_name,
           v.name as venue_name, f.forfeit, tr.frames_for as result_home, tr.frames_against as result_away
         from public.fixtures f
         join public.teams ht on ht.id = f.home_team_id
         join public.teams at on at.id = f.away_team_id
         join public.venues v on v.id = f.venue_id
         left join public.team_results tr on tr.fixture_id = f.id and tr.at_home
         where f.home_team_id = $1 or f.away_team_id = $1
         order by f.kickoff_at, f.id limit ${MAX_FIXTURES}`,
        [teamId],
      ),
    );
    const frames = await tx.query<{ fixture_id: number; winner: FrameWinner }>(
      'select fixture_id, winner from public.frames where fixture_id = any($1::bigint[])',
      [rows.map((r) => r.id)],
    );
    const fixtures = rows.map(({ resultHome, resultAway, ...f }) => {
      const played = f.status === 'in_play' || f.status === 'final';
      const score =
        resultHome == null
          ? framesWon(frames.filter((fr) => Number(fr.fixture_id) === Number(f.id)))
          : { home: Number(resultHome), away: Number(resultAway) };
      return { ...f, homeScore: played ? score.home : null, awayScore: played ? score.away : null };
    });
    return { teamId, teamName: team.name, fixtures };
  });
}
