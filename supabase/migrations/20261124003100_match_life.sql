-- A match's life: postponed and void fixtures count for nothing, a rescheduled postponement is
-- scheduled again, and an organiser may award a forfeit (one side, or both sides lose). Each result
-- and its points have one home, the team_results view below: recompute_standings() sums it,
-- team_stats() reads it, and the standings order (standings_table) breaks ties with it.

-- The settings a league starts with, now with the match's length, the frames a forfeit awards
-- (null: frames per match), result confirmation and the tie-breakers after points. core's
-- leagueSettingsSchema holds the same values (tests/db/rpc-standings.test.ts ties them).
create or replace function public.default_league_settings() returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select '{"format":"round_robin","points":{"win":3,"draw":1,"loss":0,"per_frame":1},"bonus":{"clean_sweep":2},"leaderboard":{"min_frames":5},"frames_per_match":5,"forfeit_frames":null,"require_confirmation":false,"tiebreakers":["frame_difference","frames_for","name"]}'::jsonb
$$;

-- One league setting as text, its default when the league's settings lack it (or hold null).
-- This and the two below name every object qualified and have no `set search_path`, so Postgres
-- inlines them into team_results instead of calling three functions per row (a 380-match division
-- took 40 ms instead of a few).
create function public.league_setting(settings jsonb, path text[]) returns text
language sql immutable parallel safe
as $$
  select coalesce(settings #>> path, public.default_league_settings() #>> path)
$$;
grant execute on function public.league_setting(jsonb, text[]) to anon, authenticated, service_role;

-- The frames a forfeit awards the side that did not forfeit: forfeit_frames, else frames per match.
create function public.forfeit_frames(settings jsonb) returns integer
language sql immutable parallel safe
as $$
  select coalesce(public.league_setting(settings, '{forfeit_frames}'),
    public.league_setting(settings, '{frames_per_match}'))::integer
$$;
grant execute on function public.forfeit_frames(jsonb) to anon, authenticated, service_role;

-- The points a team earns for one result: win, draw or loss, per frame won, and the clean-sweep
-- bonus (won a frame, conceded none), each from the league's settings or their defaults.
create function public.result_points(settings jsonb, result text, frames_for integer, frames_against integer)
returns integer
language sql immutable parallel safe
as $$
  select public.league_setting(settings, array['points',
      case result when 'won' then 'win' when 'drawn' then 'draw' else 'loss' end])::integer
    + public.league_setting(settings, '{points,per_frame}')::integer * frames_for
    + case when frames_for >= 1 and frames_against = 0
        then public.league_setting(settings, '{bonus,clean_sweep}')::integer else 0 end
$$;
grant execute on function public.result_points(jsonb, text, integer, integer) to anon, authenticated, service_role;

-- Who forfeited: the side awarded the match ('home' or 'away'), or 'both' when both sides forfeit
-- (both lose, no frames). Only a final fixture carries it; reopening one clears it (trigger below).
alter table public.fixtures
  add column forfeit text,
  add constraint fixtures_forfeit_side check (forfeit in ('home', 'away', 'both')),
  add constraint fixtures_forfeit_only_final check (forfeit is null or status = 'final');

-- Each final fixture seen from both teams: frames for and against (a forfeit awards forfeit_frames
-- to 0 and ignores any frames played; a double forfeit is 0-0 and lost by both), the result and its
-- points. Postponed, void, scheduled and in-play fixtures are not results. Security invoker: RLS
-- applies, and everything it reads is public.
create view public.team_results with (security_invoker = true) as
select r.fixture_id, r.division_id, r.league_id, r.kickoff_at, r.home_team_id, r.away_team_id,
  r.at_home, r.team_id, r.opponent_id, r.frames_for, r.frames_against, r.result,
  public.result_points(r.settings, r.result, r.frames_for, r.frames_against) as points
from (
  select g.fixture_id, g.division_id, g.league_id, g.kickoff_at, g.home_team_id, g.away_team_id,
    x.at_home, x.team_id, x.opponent_id, x.ff as frames_for, x.fa as frames_against,
    case when g.forfeit = 'both' or x.ff < x.fa then 'lost' when x.ff > x.fa then 'won' else 'drawn' end
      as result,
    g.settings
  from (
    -- One pass over the fixtures' frames, grouped (a lateral count per fixture took twice as long).
    select f.id as fixture_id, f.division_id, d.league_id, f.kickoff_at, f.home_team_id, f.away_team_id,
      f.forfeit, l.settings,
      (case when f.forfeit is null then count(fr.id) filter (where fr.winner = 'home')
            when f.forfeit = 'home' then public.forfeit_frames(l.settings) else 0 end)::integer as home,
      (case when f.forfeit is null then count(fr.id) filter (where fr.winner = 'away')
            when f.forfeit = 'away' then public.forfeit_frames(l.settings) else 0 end)::integer as away
    from public.fixtures f
    join public.divisions d on d.id = f.division_id
    join public.leagues l on l.id = d.league_id
    left join public.frames fr on fr.fixture_id = f.id
    where f.status = 'final'
    -- The filtered columns are grouped on too, so a division's or a team's filter reaches the
    -- fixtures' indexes instead of waiting above the grouping.
    group by f.id, f.division_id, f.home_team_id, f.away_team_id, d.id, l.id
  ) g
  cross join lateral (values
    (true, g.home_team_id, g.away_team_id, g.home, g.away),
    (false, g.away_team_id, g.home_team_id, g.away, g.home)
  ) x (at_home, team_id, opponent_id, ff, fa)
) r;
grant select on public.team_results to anon, authenticated, service_role;

-- As recompute_standings in 20261123001000_standings_one_home.sql, summing team_results, without
-- reading the table back: the triggers below call this, and only the RPC returns the rows.
create function public.refresh_standings(division_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  d_id bigint := refresh_standings.division_id;
begin
  -- Locking the division serialises two recomputes of it (two matches completed at once).
  perform 1 from public.divisions d where d.id = d_id for update of d;
  if not found then
    raise exception 'Division % not found', d_id using errcode = 'P0002';
  end if;
  if not (
    public.is_trusted_caller() or public.is_organiser()
    or exists (select 1 from public.division_teams dt where dt.division_id = d_id and public.is_captain_of(dt.team_id))
    or exists (
      select 1 from public.fixtures f
      where f.division_id = d_id and (public.is_captain_of(f.home_team_id) or public.is_captain_of(f.away_team_id))
    )
  ) then
    raise exception 'Only an organiser or a captain in this division can recompute its standings'
      using errcode = '42501';
  end if;

  with results as materialized (
    select r.team_id, r.frames_for, r.frames_against, r.result, r.points
    from public.team_results r where r.division_id = d_id
  ),
  teams as (
    select dt.team_id from public.division_teams dt where dt.division_id = d_id
    union
    select r.team_id from results r
  ),
  removed as (
    delete from public.standings s
    where s.division_id = d_id and s.team_id not in (select t.team_id from teams t)
  )
  insert into public.standings as s
    (division_id, team_id, played, won, drawn, lost, frames_for, frames_against, points)
  select d_id, t.team_id,
    count(r.team_id)::integer,
    (count(r.team_id) filter (where r.result = 'won'))::integer,
    (count(r.team_id) filter (where r.result = 'drawn'))::integer,
    (count(r.team_id) filter (where r.result = 'lost'))::integer,
    coalesce(sum(r.frames_for), 0)::integer,
    coalesce(sum(r.frames_against), 0)::integer,
    coalesce(sum(r.points), 0)::integer
  from teams t left join results r on r.team_id = t.team_id
  group by t.team_id
  on conflict on constraint standings_division_team_key do update set
    played = excluded.played, won = excluded.won, drawn = excluded.drawn, lost = excluded.lost,
    frames_for = excluded.frames_for, frames_against = excluded.frames_against, points = excluded.points;

  perform pg_notify('cueboard_live', json_build_object('type', 'standings.update', 'divisionId', d_id)::text);
end
$$;
revoke execute on function public.refresh_standings(bigint) from public, anon;
grant execute on function public.refresh_standings(bigint) to authenticated, service_role;

-- The RPC: refreshes the division, then returns its rows in table order (standings_table).
create or replace function public.recompute_standings(division_id bigint) returns setof public.standings
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.refresh_standings(recompute_standings.division_id);
  return query
  select s.* from public.standings s join public.standings_table o on o.id = s.id
  where s.division_id = recompute_standings.division_id
  order by o.position;
end
$$;

-- As in 20261122001600_rpc_standings.sql, but a fixture that becomes final is refreshed once, by the
-- trigger below; completing a final fixture again only refreshes.
create or replace function public.complete_fixture(fixture_id bigint) returns public.fixtures
language plpgsql security invoker
set search_path = ''
as $$
declare
  f public.fixtures;
begin
  select * into f from public.fixtures x where x.id = complete_fixture.fixture_id;
  if not found then
    raise exception 'Fixture % not found', complete_fixture.fixture_id using errcode = 'P0002';
  end if;
  if not (public.is_trusted_caller() or public.can_score_fixture(f.id)) then
    raise exception 'Only an organiser or a captain of either team can complete this fixture'
      using errcode = '42501';
  end if;
  if f.status = 'final' then
    perform public.refresh_standings(f.division_id);
    return f;
  end if;
  update public.fixtures x set status = 'final' where x.id = f.id returning * into f;
  return f;
end
$$;

-- As in 20261122001710_standings_follow_results.sql, a forfeit awarded or withdrawn also recomputes.
create or replace function public.recompute_standings_for_results() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  divisions bigint[] := '{}';
  d bigint;
begin
  if tg_table_name = 'frames' then
    select array_agg(f.division_id) into divisions
    from public.fixtures f
    where f.status = 'final'
      and f.id in (select x from unnest(array[
        case when tg_op <> 'INSERT' then old.fixture_id end,
        case when tg_op <> 'DELETE' then new.fixture_id end]) x);
  elsif tg_op = 'DELETE' then
    if old.status = 'final' then divisions := array[old.division_id]; end if;
  elsif tg_op = 'UPDATE' then
    if (old.status = 'final' or new.status = 'final')
       and (old.status, old.division_id, old.home_team_id, old.away_team_id, old.forfeit)
           is distinct from (new.status, new.division_id, new.home_team_id, new.away_team_id, new.forfeit) then
      divisions := array[old.division_id, new.division_id];
    end if;
  end if;
  for d in select distinct x from unnest(divisions) x where x is not null loop
    if exists (select 1 from public.divisions v where v.id = d) then
      perform public.refresh_standings(d);
    end if;
  end loop;
  return null;
end
$$;

-- A postponed fixture given a new kick-off is scheduled again; a fixture that is no longer final
-- loses its forfeit. Before update, so the row written is already right.
create function public.fixture_status_follows_changes() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.kickoff_at is distinct from old.kickoff_at and old.status = 'postponed' and new.status = 'postponed' then
    new.status := 'scheduled';
  end if;
  if new.status <> 'final' then
    new.forfeit := null;
  end if;
  return new;
end
$$;
create trigger fixtures_status_follows_changes before update on public.fixtures
  for each row execute function public.fixture_status_follows_changes();

-- As in 20261122001520_rls_venue_fixture.sql: a captain moves a fixture through its statuses but
-- does not reschedule or move it, award a forfeit, or postpone, void or reinstate it (organisers do).
create or replace function public.guard_captain_fixture_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or public.is_organiser() then
    return new;
  end if;
  if (new.division_id, new.home_team_id, new.away_team_id, new.venue_id, new.table_id, new.kickoff_at, new.forfeit)
     is distinct from
     (old.division_id, old.home_team_id, old.away_team_id, old.venue_id, old.table_id, old.kickoff_at, old.forfeit) then
    raise exception 'Captains can only change the status of a fixture' using errcode = '42501';
  end if;
  if new.status is distinct from old.status
     and (new.status in ('postponed', 'void') or old.status in ('postponed', 'void')) then
    raise exception 'Only organisers can postpone, void or reinstate a fixture' using errcode = '42501';
  end if;
  return new;
end
$$;

-- Awards a forfeit (organisers): the fixture becomes final with the forfeit recorded, and the
-- standings follow through the trigger above, in the caller's transaction.
create function public.forfeit_fixture(fixture_id bigint, winner text) returns public.fixtures
language plpgsql security invoker
set search_path = ''
as $$
declare
  f public.fixtures;
begin
  if forfeit_fixture.winner is null or forfeit_fixture.winner not in ('home', 'away', 'both') then
    raise exception 'Winner must be home, away or both' using errcode = '22023';
  end if;
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can award a forfeit' using errcode = '42501';
  end if;
  update public.fixtures x set status = 'final', forfeit = forfeit_fixture.winner
  where x.id = forfeit_fixture.fixture_id
  returning * into f;
  if not found then
    raise exception 'Fixture % not found', forfeit_fixture.fixture_id using errcode = 'P0002';
  end if;
  return f;
end
$$;
revoke execute on function public.forfeit_fixture(bigint, text) from public, anon;
grant execute on function public.forfeit_fixture(bigint, text) to authenticated, service_role;
