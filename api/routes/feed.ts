// GET /api/wallboards/{id}/feed: the wallboard, its fixtures (the filters of core/rules) with frames,
// names and scores, its league table, and its active sponsors in rotation order, so a TV makes one
// request instead of one per fixture.
import { wallboardFixtures } from '@core/rules/fixture-filters.ts';
import { wallboardTypeRules } from '@core/rules/wallboard-types.ts';
import { framesWon } from '@core/rules/score.ts';
import { wallboardPublicPath } from '@core/rules/public-links.ts';
import { rotationOrder } from '@core/rules/sponsor-rotation.ts';
import type {
  FeedFixture,
  FeedFrame,
  FeedHighBreak,
  FeedTopPlayer,
  WallboardFeed,
} from '@core/schemas/feed.ts';
import type { Sponsor } from '@core/schemas/sponsor.ts';
import type { Standing } from '@core/schemas/standing.ts';
import type { Wallboard } from '@core/schemas/wallboard.ts';
import type { Queryable } from '../db/port.ts';
import { camelAll, selectRow } from '../rows.ts';
import { isCentury } from '@core/rules/frame-details.ts';
import { selectBracket } from './cup-play.ts';
import { selectStandings } from './standings.ts';

type FixtureRow = Omit<FeedFixture, 'frames' | 'homeScore' | 'awayScore'> & { leagueId: number };

// A coarse SQL pre-filter (scope and status) keeps the load small; the exact rule is core's.
const fixturesSql = `
  select f.*, d.league_id, ht.name as home_team_name, at.name as away_team_name, v.name as venue_name
  from public.fixtures f
  join public.divisions d on d.id = f.division_id
  join public.teams ht on ht.id = f.home_team_id
  join public.teams at on at.id = f.away_team_id
  join public.venues v on v.id = f.venue_id
  where ($1::bigint is null or d.league_id = $1)
    and ($2::bigint is null or f.venue_id = $2)
    and ($3::bigint is null or f.division_id = $3)
    and (case when $4 = 'fixtures' then f.status <> 'final' and f.kickoff_at >= now() - interval '2 days'
              else f.status = 'in_play' or (f.status = 'scheduled'
                and f.kickoff_at between now() - interval '2 days' and now() + interval '2 days') end)
  order by f.kickoff_at, f.id
  limit 500`;

async function feedFixtures(tx: Queryable, wb: Wallboard, timeZone: string): Promise<FeedFixture[]> {
  const shown = wallboardTypeRules[wb.type].fixtures;
  if (shown === 'none') return [];
  const rows = camelAll<FixtureRow>(
    await tx.query(fixturesSql, [
      wb.leagueId,
      wb.venueId,
      wb.divisionId,
      shown === 'upcoming' ? 'fixtures' : 'live',
    ]),
  );
  const leagueOf = new Map(rows.map((r) => [r.divisionId, r.leagueId]));
  const fixtures = wallboardFixtures(rows, wb, (d) => leagueOf.get(d), { timeZone });
  if (fixtures.length === 0) return [];
  // Named columns: a wallboard's frames say nothing of who entered them (a race's racks are public).
  const frames = camelAll<FeedFrame>(
    await tx.query(
      `select id, fixture_id, frame_no, home_player_id, away_player_id, winner, created_at,
         home_racks, away_racks, home_race, away_race
       from public.frames where fixture_id = any($1::bigint[]) order by frame_no, id`,
      [fixtures.map((f) => f.id)],
    ),
  );
  return fixtures.map(({ leagueId: _league, ...f }) => {
    const own = frames.filter((fr) => fr.fixtureId === f.id);
    const score = framesWon(own);
    return { ...f, frames: own, homeScore: score.home, awayScore: score.away };
  });
}

async function feedStandings(tx: Queryable, wb: Wallboard): Promise<Standing[]> {
  if (wb.type !== 'league_table' || wb.divisionId == null) return [];
  return camelAll<Standing>(await selectStandings(tx, wb.divisionId));
}

export const TOP_PLAYERS = 10;

async function feedTopPlayers(tx: Queryable, wb: Wallboard): Promise<FeedTopPlayer[]> {
  if (wb.type !== 'top_players' || (wb.leagueId == null && wb.divisionId == null)) return [];
  // The ranking (the wallboard's metric) and its minimum of frames are public.leaderboard's; a
  // wallboard shows names, no ids.
  const rows = await tx.query(
    `select l.position, l.full_name as name, t.name as team_name, l.frames_played, l.win_pct, l.rating,
       l.provisional
     from public.leaderboard($1, $2, $4) l left join public.teams t on t.id = l.team_id
     order by l.position limit $3`,
    [wb.leagueId, wb.divisionId, TOP_PLAYERS, wb.ranking ?? 'rating'],
  );
  return camelAll<FeedTopPlayer>(rows);
}

const HIGH_BREAKS = 10;

async function feedHighBreaks(tx: Queryable, wb: Wallboard): Promise<FeedHighBreak[]> {
  if (wb.type !== 'high_breaks' || (wb.leagueId == null && wb.divisionId == null)) return [];
  // A division's board lists that division's breaks, in its own league.
  const rows = await tx.query(
    `select (rank() over (order by h.value desc))::integer as position, h.player_name as name,
       h.team_name, h.value
     from public.high_breaks(
       coalesce((select d.league_id from public.divisions d where d.id = $2), $1), $2) h
     order by h.value desc, h.played_at, h.break_id limit $3`,
    [wb.leagueId, wb.divisionId, HIGH_BREAKS],
  );
  return camelAll<Omit<FeedHighBreak, 'century'>>(rows).map((b) => ({ ...b, century: isCentury(b.value) }));
}

async function feedBracket(tx: Queryable, wb: Wallboard) {
  if (wb.type !== 'bracket' || wb.leagueId == null) return null;
  const [cup] = await tx.query<{ id: number }>(
    `select id from public.cups where league_id = $1 and drawn_at is not null order by drawn_at desc, id desc limit 1`,
    [wb.leagueId],
  );
  return cup ? selectBracket(tx, cup.id) : null;
}

async function feedSponsors(tx: Queryable, wb: Wallboard): Promise<Sponsor[]> {
  const rows = await tx.query(
    `select s.* from public.wallboard_sponsors ws join public.sponsors s on s.id = ws.sponsor_id
     where ws.wallboard_id = $1 order by ws.id`,
    [wb.id],
  );
  return rotationOrder(camelAll<Sponsor>(rows));
}

/** The public page a showQr display points people to: its division's (in that division's league), else its league's. */
async function feedPublicPath(tx: Queryable, wb: Wallboard): Promise<string | null> {
  if (!wb.showQr) return null;
  if (wb.divisionId == null) return wallboardPublicPath({ leagueId: wb.leagueId, divisionId: null });
  const [division] = await tx.query<{ league_id: number }>(
    'select league_id from public.divisions where id = $1',
    [wb.divisionId],
  );
  return division
    ? wallboardPublicPath({ leagueId: Number(division.league_id), divisionId: wb.divisionId })
    : null;
}

/** The header's names: public columns only (anyone may read leagues and venues). */
async function feedPlace(tx: Queryable, wb: Wallboard) {
  const [row] = await tx.query<{ league_name: string | null; venue_name: string | null }>(
    `select (select l.name from public.leagues l
             where l.id = coalesce($1, (select d.league_id from public.divisions d where d.id = $2))) as league_name,
            (select v.name from public.venues v where v.id = $3) as venue_name`,
    [wb.leagueId, wb.divisionId, wb.venueId],
  );
  return { leagueName: row?.league_name ?? null, venueName: row?.venue_name ?? null };
}

export function validTimeZone(tz: string | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** tz: the TV's zone (its fixtures' days); leagueTz: the league's (the board's clock). */
export async function loadFeed(
  tx: Queryable,
  id: number,
  tz: string | undefined,
  leagueTz: string,
): Promise<WallboardFeed | undefined> {
  const wallboard = await selectRow<Wallboard>(tx, 'wallboards', id);
  if (!wallboard) return undefined;
  const [fixtures, standings, sponsors, topPlayers, highBreaks, bracket] = [
    await feedFixtures(tx, wallboard, validTimeZone(tz)),
    await feedStandings(tx, wallboard),
    await feedSponsors(tx, wallboard),
    await feedTopPlayers(tx, wallboard),
    await feedHighBreaks(tx, wallboard),
    await feedBracket(tx, wallboard),
  ];
  const publicPath = await feedPublicPath(tx, wallboard);
  const place = await feedPlace(tx, wallboard);
  return {
    wallboard,
    fixtures,
    standings,
    sponsors,
    topPlayers,
    highBreaks,
    publicPath,
    bracket,
    ...place,
    timeZone: leagueTz,
    generatedAt: new Date().toISOString(),
  };
}
