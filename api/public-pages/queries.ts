// Reads shared by the public pages: a league, a division's table with each team's form, and
// fixture lists with names and scores. Run as the anonymous role, so RLS decides what is seen.
import { framesWon } from '@core/rules/score.ts';
import type { FrameWinner } from '@core/schemas/enums.ts';
import type { PublicFixture, PublicStanding } from '@core/schemas/public-site.ts';
import type { Queryable, Row } from '../db/port.ts';
import { camel, camelAll } from '../rows.ts';

export async function leagueOf(tx: Queryable, leagueId: number) {
  const [row] = await tx.query(`select id, name, season from public.leagues where id = $1`, [leagueId]);
  return row ? camel<{ id: number; name: string; season: string }>(row) : undefined;
}

/** The table as standings_for() orders it; form is public.team_stats' (its one home). */
export async function tableOf(tx: Queryable, divisionId: number): Promise<PublicStanding[]> {
  const rows = await tx.query(
    `select s.position, s.team_id, s.team_name, s.played, s.won, s.drawn, s.lost, s.frames_for,
       s.frames_against, s.points, ts.form
     from public.standings_for(array[$1::bigint]) s
     cross join lateral public.team_stats(s.team_id, null, s.division_id) ts
     order by s.position`,
    [divisionId],
  );
  return camelAll<PublicStanding>(rows);
}

export interface FixtureFilter {
  leagueId: number;
  divisionId?: number;
  teamId?: number;
  fixtureId?: number;
  /** final: results, newest first; upcoming: not final, soonest first; all: in order of play. */
  which: 'final' | 'upcoming' | 'all';
  limit: number;
}

const order = {
  final: 'f.kickoff_at desc, f.id desc',
  upcoming: 'f.kickoff_at, f.id',
  all: 'f.kickoff_at, f.id',
};

/**
 * Fixtures of a league (or one division, or one team's) with names and their score: a result's as
 * public.team_results counts it (so a forfeit shows its awarded frames), else its frames' so far.
 */
export async function fixturesOf(tx: Queryable, filter: FixtureFilter): Promise<PublicFixture[]> {
  const rows = await tx.query(
    `select f.id, f.division_id, d.name as division_name, public.iso_time(f.kickoff_at) as kickoff_at, f.status,
       ht.id as home_id, ht.name as home_name, at.id as away_id, at.name as away_name,
       v.name as venue_name, f.forfeit, f.postpone_reason, tr.frames_for as result_home, tr.frames_against as result_away,
       array(select fr.winner::text from public.frames fr where fr.fixture_id = f.id) as winners
     from public.fixtures f
     join public.divisions d on d.id = f.division_id
     join public.teams ht on ht.id = f.home_team_id
     join public.teams at on at.id = f.away_team_id
     join public.venues v on v.id = f.venue_id
     -- A result's score is the standings' (a forfeit's is awarded, whatever frames were played).
     left join public.team_results tr on tr.fixture_id = f.id and tr.at_home
     where d.league_id = $1
       and ($2::bigint is null or f.division_id = $2)
       and ($3::bigint is null or $3 in (f.home_team_id, f.away_team_id))
       and ($4 = 'all' or ($4 = 'final') = (f.status = 'final'))
       and ($6::bigint is null or f.id = $6)
     order by ${order[filter.which]}
     limit $5`,
    [
      filter.leagueId,
      filter.divisionId ?? null,
      filter.teamId ?? null,
      filter.which,
      filter.limit,
      filter.fixtureId ?? null,
    ],
  );
  return rows.map(publicFixture);
}

function publicFixture(row: Row): PublicFixture {
  const r = camel<Record<string, unknown>>(row);
  const winners = (r.winners as FrameWinner[]).map((winner) => ({ winner }));
  const score =
    r.resultHome == null ? framesWon(winners) : { home: Number(r.resultHome), away: Number(r.resultAway) };
  return {
    id: Number(r.id),
    divisionId: Number(r.divisionId),
    divisionName: String(r.divisionName),
    kickoffAt: String(r.kickoffAt),
    status: r.status as PublicFixture['status'],
    home: { id: Number(r.homeId), name: String(r.homeName) },
    away: { id: Number(r.awayId), name: String(r.awayName) },
    venueName: String(r.venueName),
    forfeit: (r.forfeit as PublicFixture['forfeit']) ?? null,
    homeScore: score.home,
    awayScore: score.away,
    postponeReason: (r.postponeReason as string | null) ?? null,
  };
}
