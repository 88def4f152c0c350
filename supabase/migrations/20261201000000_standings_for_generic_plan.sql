-- Issue 28: standings_for() keeps one generic plan whose lookups read only the divisions asked for
-- (it was re-planned per call, 8 ms, in a database of many organisations).
-- The standings rows of the given divisions, each with its team's name and its position in its
-- division's table; clients show the position as given and never sort again. Ordered by points,
-- then the league's tie-breakers in its order, then the name and the row id (so the order is total
-- whatever the list). Head-to-head looks only at the teams tied with this one (same points, and the
-- same value of every tie-breaker listed before it): the points this team took from its matches
-- against them (team_results, the results' one home), then its frame difference in those matches,
-- as one key (points first). Joins rather than a correlated subquery per row: the planner's estimate
-- stays small, so Postgres does not JIT-compile it (which took seconds). Points difference (snooker)
-- is the frame points the team scored less those it conceded in the frames of its counted results
-- (team_results; a forfeit's frames do not count), read only for a league that lists it.
-- A function of the divisions, not a view filtered afterwards: `placed` is read three times, so it
-- is materialised, and as a view it was materialised over every organisation's divisions before a
-- caller's filter applied (69 ms for one division among 100 organisations). PL/pgSQL keeps the plan
-- for the session, so the inlined alternative's 20 ms of planning per call is not paid either.
-- The kept plan is forced generic: left to choose, Postgres re-planned it per call (8 ms) once the
-- database held many organisations. Each row's team and league are looked up by key (`offset 0`
-- keeps the lookups apart), so the generic plan reads no other organisation's teams or divisions
-- (bench/organisations.ts: 0.8 ms among one organisation or a hundred).
-- Security invoker: standings' RLS applies.
create or replace function public.standings_for(division_ids bigint[]) returns table(id bigint, division_id bigint, team_id bigint, played integer, won integer, drawn integer, lost integer, frames_for integer, frames_against integer, points integer, updated_at timestamptz, team_name character varying, "position" integer)
    language plpgsql stable
    set search_path to ''
    set plan_cache_mode to 'force_generic_plan'
    as $$
#variable_conflict use_column
begin
  return query
  with ranked as (
    select s.id, s.division_id, s.team_id, s.played, s.won, s.drawn, s.lost, s.frames_for, s.frames_against,
      s.points, s.updated_at, t.name as team_name, s.frames_for - s.frames_against as frame_difference,
      coalesce(l.settings -> 'tiebreakers', public.default_league_settings() -> 'tiebreakers') as tiebreakers,
      -dense_rank() over (partition by s.division_id
        order by public.name_sort_key(t.name), t.name collate "C") as name_key
    from public.standings s
    cross join lateral (select t.name from public.teams t where t.id = s.team_id offset 0) t
    cross join lateral (select l.settings from public.divisions d join public.leagues l on l.id = d.league_id
      where d.id = s.division_id offset 0) l
    where s.division_id = any(standings_for.division_ids)
  ),
  placed as (
    select r.*, (select min(e.i) from jsonb_array_elements_text(r.tiebreakers) with ordinality e (v, i)
        where e.v = 'head_to_head') as h2h_at,
      (select min(e.i) from jsonb_array_elements_text(r.tiebreakers) with ordinality e (v, i)
        where e.v = 'frame_difference') as fd_at,
      (select min(e.i) from jsonb_array_elements_text(r.tiebreakers) with ordinality e (v, i)
        where e.v = 'frames_for') as ff_at,
      (select min(e.i) from jsonb_array_elements_text(r.tiebreakers) with ordinality e (v, i)
        where e.v = 'points_difference') as pd_at
    from ranked r
  ),
  points_difference as (
    select p.id, sum(case when x.at_home then fr.home_points - fr.away_points
        else fr.away_points - fr.home_points end)::bigint as points_difference
    from placed p
    join public.team_results x on x.division_id = p.division_id and x.team_id = p.team_id
      and x.division_id = any(standings_for.division_ids)
    join public.fixtures f on f.id = x.fixture_id and f.forfeit is null
    join public.frames fr on fr.fixture_id = x.fixture_id and fr.home_points is not null
    where p.pd_at is not null
    group by p.id
  ),
  head_to_head as (
    select p.id, sum(x.points)::bigint * 1000000 + sum(x.frames_for - x.frames_against) as head_to_head
    from placed p
    join placed o on o.division_id = p.division_id and o.team_id <> p.team_id and o.points = p.points
      and (p.fd_at is null or p.fd_at > p.h2h_at or o.frame_difference = p.frame_difference)
      and (p.ff_at is null or p.ff_at > p.h2h_at or o.frames_for = p.frames_for)
    -- The divisions named again: through the materialised `placed` the planner cannot carry them here.
    join public.team_results x on x.division_id = p.division_id and x.team_id = p.team_id
      and x.opponent_id = o.team_id and x.division_id = any(standings_for.division_ids)
    where p.h2h_at is not null
    group by p.id
  ),
  keyed as (
    select p.*, coalesce(h.head_to_head, 0) as head_to_head, coalesce(d.points_difference, 0) as points_difference
    from placed p left join head_to_head h on h.id = p.id left join points_difference d on d.id = p.id
  )
  select k.id, k.division_id, k.team_id, k.played, k.won, k.drawn, k.lost, k.frames_for, k.frames_against,
    k.points, k.updated_at, k.team_name,
    (row_number() over (partition by k.division_id order by k.points desc,
      public.tiebreaker_key(k.tiebreakers ->> 0, k.frame_difference, k.frames_for, k.head_to_head, k.name_key, k.points_difference) desc,
      public.tiebreaker_key(k.tiebreakers ->> 1, k.frame_difference, k.frames_for, k.head_to_head, k.name_key, k.points_difference) desc,
      public.tiebreaker_key(k.tiebreakers ->> 2, k.frame_difference, k.frames_for, k.head_to_head, k.name_key, k.points_difference) desc,
      public.tiebreaker_key(k.tiebreakers ->> 3, k.frame_difference, k.frames_for, k.head_to_head, k.name_key, k.points_difference) desc,
      public.tiebreaker_key(k.tiebreakers ->> 4, k.frame_difference, k.frames_for, k.head_to_head, k.name_key, k.points_difference) desc,
      k.name_key desc, k.id))::integer
  from keyed k;
end
$$;
