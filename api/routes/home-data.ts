// The data behind GET /api/home, read as the caller (RLS applies): the captain's items are their own
// teams' only (is_captain_of), the week's counts are read only for organisers, and no row carries an
// account id. "Today" is a day in the league's time zone (timeZoneOf), as on match night.
import type { Home, HomeFixture } from '@core/schemas/home.ts';
import type { Queryable } from '../db/port.ts';
import { PENDING } from '../invitations.ts';
import { teamOf } from './me-data.ts';
import { ONLINE_WITHIN_SECONDS } from './screen-list.ts';

type Section<K extends keyof Home> = NonNullable<Home[K]>;

// The start of today in the league's time zone ($1 in every query that uses it).
const TODAY = `(date_trunc('day', now() at time zone $1) at time zone $1)`;

const frames = (side: 'home' | 'away') => `case
    when f.forfeit is null then (select count(*) from public.frames fr where fr.fixture_id = f.id and fr.winner = '${side}')
    when f.forfeit::text = '${side}' then public.forfeit_frames(l.settings) else 0 end::int`;

/** Fixtures with names and score, filtered and ordered by the caller's SQL (f, h, a, v, l in scope). */
const fixturesWhere = (tx: Queryable, where: string, order: string, params: unknown[], limit = 5) =>
  tx.query<HomeFixture>(
    `select f.id, public.iso_time(f.kickoff_at) as "kickoffAt", f.status::text as status,
       f.forfeit::text as forfeit, h.name as "homeTeamName", a.name as "awayTeamName",
       v.name as "venueName", ${frames('home')} as "homeScore", ${frames('away')} as "awayScore",
       f.confirmation, f.dispute_reason as "disputeReason"
     from public.fixtures f join public.teams h on h.id = f.home_team_id
     join public.teams a on a.id = f.away_team_id join public.venues v on v.id = f.venue_id
     join public.divisions d on d.id = f.division_id join public.leagues l on l.id = d.league_id
     where ${where} order by ${order} limit ${limit}`,
    params,
  );

/** A row of the organiser's scope (organisedScope(), the query's parameter `param`). */
const OURS = (alias: string, param = 3) => `${alias}.organisation_id = any ($${param}::bigint[])`;

const NEXT = `f.status in ('scheduled', 'in_play') and f.kickoff_at >= ${TODAY}`;

/** Every league, for its public page; one organisation's when the caller names it (`?organisationId=`). */
export const leaguesForHome = (tx: Queryable, organisationId: number | null) =>
  tx.query<Home['leagues'][number]>(
    `select id, name, season from public.leagues where ($1::bigint is null or organisation_id = $1)
     order by created_at, id`,
    [organisationId],
  );

/** The captain's teams, their next match, results waiting for them and their open disputes. */
export async function captainHome(
  tx: Queryable,
  timeZone: string,
  organisationId: number | null,
): Promise<Section<'captain'> | null> {
  // A captain's team is in one of their organisations: asking is_captain_of() of those teams only
  // keeps it from running for each of the deployment's teams (95 ms with 100 organisations).
  const teams = await tx.query<{ id: number; name: string }>(
    `select t.id, t.name from public.teams t
     where t.organisation_id = any ((select public.member_organisations())::bigint[])
       and ($1::bigint is null or t.organisation_id = $1) and public.is_captain_of(t.id)
     order by t.name, t.id`,
    [organisationId],
  );
  if (teams.length === 0) return null;
  const ids = teams.map((t) => t.id);
  const mine = `(f.home_team_id = any($2::bigint[]) or f.away_team_id = any($2::bigint[]))`;
  const [nextMatch] = await fixturesWhere(
    tx,
    `${mine} and ${NEXT}`,
    'f.kickoff_at, f.id',
    [timeZone, ids],
    1,
  );
  const toConfirm = await fixturesWhere(
    tx,
    `f.confirmation = 'awaiting' and f.completed_at > now() - interval '48 hours'
     and public.can_confirm_fixture(f.id)`,
    'f.completed_at, f.id',
    [],
  );
  const disputes = await fixturesWhere(
    tx,
    `(f.home_team_id = any($1::bigint[]) or f.away_team_id = any($1::bigint[])) and f.confirmation = 'disputed'`,
    'f.completed_at, f.id',
    [ids],
  );
  return { teams: teams.map((t) => t.name), nextMatch: nextMatch ?? null, toConfirm, disputes };
}

/** The linked player's team, its next fixture and latest results, and the player's rating and form. */
export async function playerHome(
  tx: Queryable,
  userId: string,
  timeZone: string,
  organisationId: number | null,
): Promise<Section<'player'> | null> {
  const [player] = await tx.query<{ id: number; name: string }>(
    `select id, full_name as name from public.players
     where user_id = $1::uuid and ($2::bigint is null or organisation_id = $2) order by id limit 1`,
    [userId, organisationId],
  );
  if (!player) return null;
  const [team] = await teamOf(tx, player.id);
  const ours = `(f.home_team_id = $2 or f.away_team_id = $2)`;
  const [nextFixture] = team
    ? await fixturesWhere(tx, `${ours} and ${NEXT}`, 'f.kickoff_at, f.id', [timeZone, team.id], 1)
    : [];
  const latestResults = team
    ? await fixturesWhere(
        tx,
        `(f.home_team_id = $1 or f.away_team_id = $1) and f.status = 'final'`,
        'f.kickoff_at desc, f.id desc',
        [team.id],
        3,
      )
    : [];
  const [stats] = await tx.query<{ rating: number; provisional: boolean; form: ('W' | 'L')[] }>(
    'select s.rating, s.provisional, s.form from public.player_stats(null, null, $1) s',
    [player.id],
  );
  return {
    name: player.name,
    teamName: team?.name ?? null,
    nextFixture: nextFixture ?? null,
    latestResults,
    rating: Number(stats?.rating ?? 0),
    provisional: stats?.provisional ?? true,
    form: stats?.form ?? [],
  };
}

/**
 * The organisations whose week and checklist the organiser sees: those they organise, or the one
 * named if they organise it. Public rows (leagues, fixtures) of other organisations never count.
 */
const organisedScope = async (tx: Queryable, organisationId: number | null) =>
  (
    await tx.query<{ ids: string[] }>(
      `select array(select x from unnest((select public.organised_organisations())) x
                    where $1::bigint is null or x = $1) as ids`,
      [organisationId],
    )
  )[0].ids.map(Number);

/** The organiser's week: what there is to act on, each a count. */
export async function organiserHome(
  tx: Queryable,
  timeZone: string,
  organisationId: number | null,
): Promise<Section<'organiser'> | null> {
  const scope = await organisedScope(tx, organisationId);
  if (scope.length === 0) return null;
  const [row] = await tx.query<Section<'organiser'>>(
    `with week as (select ${TODAY} as from_at, ${TODAY} + interval '7 days' as to_at)
     select public.iso_time(week.from_at) as "weekFrom", public.iso_time(week.to_at) as "weekTo",
       (select count(*) from public.fixtures f where ${OURS('f')} and f.status in ('scheduled', 'in_play')
          and f.kickoff_at >= week.from_at and f.kickoff_at < week.to_at)::int as "toPlay",
       (select count(*) from public.fixtures f where ${OURS('f')} and f.confirmation = 'awaiting')::int
         as "awaitingConfirmation",
       (select count(*) from public.fixtures f where ${OURS('f')} and (f.confirmation = 'disputed'
          or (f.status in ('scheduled', 'in_play') and f.kickoff_at < week.from_at)))::int as "disputedOrLapsed",
       (select count(*) from public.fixtures f where ${OURS('f')} and f.status = 'postponed')::int as postponed,
       (select count(*) from public.screens s where ${OURS('s')}
          and coalesce(s.last_seen_at <= now() - make_interval(secs => $2), true))::int as "screensOffline",
       (select count(*) from public.invitations i where ${OURS('i')} and ${PENDING})::int as "invitationsPending"
     from week`,
    [timeZone, ONLINE_WITHIN_SECONDS, scope],
  );
  return row;
}

/**
 * The first-run checklist (core/schemas/home.ts): whether each kind of thing exists yet. A captain is
 * invited by an invitation as captain still open or accepted, or named: a team's captain or a
 * captain's role. Each counts the organiser's organisations only (organisedScope()): leagues and
 * fixtures are public, so another organisation's would tick a step this one has not done.
 */
export async function setupChecklist(
  tx: Queryable,
  organisationId: number | null,
): Promise<Section<'setup'> | null> {
  const scope = await organisedScope(tx, organisationId);
  if (scope.length === 0) return null;
  const [row] = await tx.query<Section<'setup'>>(
    `select exists (select 1 from public.leagues x where ${OURS('x', 1)}) as league,
       exists (select 1 from public.divisions x where ${OURS('x', 1)}) as divisions,
       exists (select 1 from public.venues x where ${OURS('x', 1)}) as venues,
       exists (select 1 from public.teams x where ${OURS('x', 1)}) as teams,
       exists (select 1 from public.players x where ${OURS('x', 1)}) as players,
       exists (select 1 from public.fixtures x where ${OURS('x', 1)}) as fixtures,
       (exists (select 1 from public.invitations i where ${OURS('i', 1)} and i.role = 'captain'
                  and i.revoked_at is null and (i.accepted_at is not null or i.expires_at > now()))
        or exists (select 1 from public.teams t where ${OURS('t', 1)} and t.captain_user_id is not null)
        or exists (select 1 from public.user_roles r where ${OURS('r', 1)} and r.role = 'captain')) as captains,
       exists (select 1 from public.screens x where ${OURS('x', 1)}) as tv`,
    [scope],
  );
  return row;
}
