// Reads shared by the public pages: a league, a division's table with each team's form, and
// fixture lists with names and scores. Run as the anonymous role, so RLS decides what is seen.
import { recordedDetails, recordsAny, type RecordedDetails } from '@core/rules/frame-detail-figures.ts';
import { framesWon } from '@core/rules/score.ts';
import type { FrameWinner } from '@core/schemas/enums.ts';
import type {
  PublicFixture,
  PublicFrameDetails,
  PublicHighBreak,
  PublicStanding,
} from '@core/schemas/public-site.ts';
import type { Queryable, Row } from '../db/port.ts';
import { camel, camelAll } from '../rows.ts';
import { isCentury } from '@core/rules/frame-details.ts';

export async function leagueOf(tx: Queryable, leagueId: number) {
  const [row] = await tx.query(`select id, name, season from public.leagues where id = $1`, [leagueId]);
  return row ? camel<{ id: number; name: string; season: string }>(row) : undefined;
}

/** What frame details the league records (its settings), or undefined when none. */
export async function recordedIn(tx: Queryable, leagueId: number): Promise<RecordedDetails | undefined> {
  const [row] = await tx.query<{ settings: Record<string, unknown> }>(
    `select settings from public.leagues where id = $1`,
    [leagueId],
  );
  const recorded = recordedDetails(row?.settings ?? {});
  return recordsAny(recorded) ? recorded : undefined;
}

/** A player's or team's frame details over the league, with what the league records of them. */
export async function frameDetailsOf(
  tx: Queryable,
  recorded: RecordedDetails | undefined,
  of: { playerId: number } | { teamId: number },
  leagueId: number,
): Promise<PublicFrameDetails | undefined> {
  if (!recorded) return undefined;
  const [row] =
    'playerId' in of
      ? await tx.query('select * from public.player_frame_details($1, $2)', [of.playerId, leagueId])
      : await tx.query('select * from public.team_frame_details($1, $2)', [of.teamId, leagueId]);
  return { recorded, ...camel<Omit<PublicFrameDetails, 'recorded'>>(row) };
}

const HIGH_BREAKS_SHOWN = 10;

/** The league's highest breaks (public.high_breaks()), with the player's page to link to. */
export async function highBreaksOf(tx: Queryable, leagueId: number): Promise<PublicHighBreak[]> {
  const rows = await tx.query(
    `select h.player_id, h.player_name, h.team_name, h.value, h.fixture_id,
       public.iso_time(h.played_at) as played_at
     from public.high_breaks($1) h limit $2`,
    [leagueId, HIGH_BREAKS_SHOWN],
  );
  return rows.map((r) => ({
    player: { id: Number(r.player_id), name: String(r.player_name) },
    teamName: String(r.team_name),
    value: Number(r.value),
    century: isCentury(Number(r.value)),
    fixtureId: Number(r.fixture_id),
    playedAt: String(r.played_at),
  }));
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
