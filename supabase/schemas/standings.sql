-- Standings: one row per team in a division, recomputed from results (team_results), ranked by the
-- league's tiebreakers (standings_table).

-- A division's league table row for one team, written only by recompute_standings().
create table public.standings (
    id bigint generated always as identity,
    division_id bigint not null,
    team_id bigint not null,
    played integer default 0 not null,
    won integer default 0 not null,
    drawn integer default 0 not null,
    lost integer default 0 not null,
    frames_for integer default 0 not null,
    frames_against integer default 0 not null,
    points integer default 0 not null,
    updated_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint standings_division_team_key unique (division_id, team_id),
    constraint standings_pkey primary key (id),
    constraint standings_division_id_fkey foreign key (division_id) references public.divisions(id) on delete cascade,
    constraint standings_team_id_fkey foreign key (team_id) references public.teams(id) on delete cascade,
    constraint standings_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint standings_division_id_organisation_fkey foreign key (organisation_id, division_id) references public.divisions(organisation_id, id) on delete cascade,
    constraint standings_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade
);

create index standings_team_id_idx on public.standings using btree (team_id);

alter table public.standings enable row level security;

create policy "Anyone can read standings" on public.standings for select to anon, authenticated
  using (true);

create policy "Organisers can manage standings" on public.standings to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create trigger standings_set_updated_at before update on public.standings
  for each row execute function public.set_updated_at();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger standings_fill_organisation before insert on public.standings
  for each row execute function public.fill_organisation_id('divisions', 'division_id');

grant select on public.standings to anon;
grant select, insert, delete, update on public.standings to authenticated;
grant all on public.standings to service_role;

-- The points a team earns for one result: win, draw or loss, per frame won, and the clean-sweep
-- bonus (won a frame, conceded none), each from the league's settings or their defaults.
create function public.result_points(settings jsonb, result text, frames_for integer, frames_against integer) returns integer
    language sql immutable parallel safe
    as $$
  select public.league_setting(settings, array['points',
      case result when 'won' then 'win' when 'drawn' then 'draw' else 'loss' end])::integer
    + public.league_setting(settings, '{points,per_frame}')::integer * frames_for
    + case when frames_for >= 1 and frames_against = 0
        then public.league_setting(settings, '{bonus,clean_sweep}')::integer else 0 end
$$;
grant execute on function public.result_points(settings jsonb, result text, frames_for integer, frames_against integer) to anon, authenticated, service_role;

-- Does a result count yet: no confirmation needed, confirmed, or awaiting for 48 hours (a dispute
-- stops the clock). The 48-hour rule's one home; team_results below applies it.
create function public.result_counts(confirmation text, completed_at timestamptz) returns boolean
    language sql stable parallel safe
    as $$
  select confirmation is null or confirmation = 'confirmed'
    or (confirmation = 'awaiting' and completed_at <= now() - interval '48 hours')
$$;
grant execute on function public.result_counts(confirmation text, completed_at timestamptz) to anon, authenticated, service_role;

-- Each final fixture seen from both teams: frames for and against (a forfeit awards forfeit_frames
-- to 0 and ignores any frames played; a double forfeit is 0-0 and lost by both), the result and its
-- points. Postponed, void, scheduled and in-play fixtures are not results. Security invoker: RLS
-- applies, and everything it reads is public.
-- A result counts only once result_counts() says so (result confirmation).
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
    where f.status = 'final' and f.cup_match_id is null
      and public.result_counts(f.confirmation, f.completed_at)
    group by f.id, f.division_id, f.home_team_id, f.away_team_id, d.id, l.id
  ) g
  cross join lateral (values
    (true, g.home_team_id, g.away_team_id, g.home, g.away),
    (false, g.away_team_id, g.home_team_id, g.away, g.home)
  ) x (at_home, team_id, opponent_id, ff, fa)
) r;
grant select on public.team_results to anon, authenticated, service_role;

-- One tie-breaker's sort key for a standings row (higher is better; the name's key is its negated
-- alphabetical rank). An unknown or missing entry ties everyone. No `set search_path` (it names no
-- table or function), so the planner inlines it into the view instead of costing a call per row.
create function public.tiebreaker_key(tiebreaker text, frame_difference integer, frames_for integer, head_to_head bigint, name_key bigint, points_difference bigint) returns bigint
    language sql immutable parallel safe
    as $$
  select coalesce(case tiebreaker
    when 'frame_difference' then frame_difference
    when 'frames_for' then frames_for
    when 'head_to_head' then head_to_head
    when 'name' then name_key
    when 'points_difference' then points_difference
  end, 0)
$$;
grant execute on function public.tiebreaker_key(tiebreaker text, frame_difference integer, frames_for integer, head_to_head bigint, name_key bigint, points_difference bigint) to anon, authenticated, service_role;

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
create function public.standings_for(division_ids bigint[]) returns table(id bigint, division_id bigint, team_id bigint, played integer, won integer, drawn integer, lost integer, frames_for integer, frames_against integer, points integer, updated_at timestamptz, team_name character varying, "position" integer)
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
grant execute on function public.standings_for(division_ids bigint[]) to anon, authenticated, service_role;

-- Every division's standings_for(): for readers of a whole league (its history snapshot, the rollover
-- plan). A reader of some divisions calls standings_for() with them, which reads only theirs.
-- Security invoker: standings' RLS applies.
create view public.standings_table with (security_invoker = true) as
select s.id, s.division_id, s.team_id, s.played, s.won, s.drawn, s.lost, s.frames_for, s.frames_against,
  s.points, s.updated_at, s.team_name, s."position"
from public.standings_for(array(select d.id from public.divisions d)) s;
grant select on public.standings_table to anon, authenticated, service_role;

-- The RPC: refreshes the division, then returns its rows in table order (standings_for).
create function public.recompute_standings(division_id bigint) returns setof public.standings
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  perform public.refresh_standings(recompute_standings.division_id);
  return query
  select s.* from public.standings s
  join public.standings_for(array[recompute_standings.division_id]) o on o.id = s.id
  order by o.position;
end
$$;
revoke execute on function public.recompute_standings(division_id bigint) from public;
grant execute on function public.recompute_standings(division_id bigint) to authenticated, service_role;

-- Standings follow corrections: a frame of a final fixture may still be changed ("at any time",
-- spec section 4), and an organiser may edit, reopen or delete a final fixture. Each such change
-- recomputes the division's standings in the same transaction, so the league table never shows a
-- result that no longer exists. Divisions being deleted (cascades) are skipped.
-- A forfeit awarded or withdrawn also recomputes.
create function public.recompute_standings_for_results() returns trigger
    language plpgsql security definer
    set search_path to ''
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

create trigger frames_recompute_standings after insert or delete or update on public.frames
  for each row execute function public.recompute_standings_for_results();

create trigger fixtures_recompute_standings after delete or update on public.fixtures
  for each row execute function public.recompute_standings_for_results();

-- A league's settings changed (points, bonus, frames, forfeit frames): every division's standings
-- are recomputed in the same transaction, so no table shows a mix of old and new rules. The audit
-- trigger on leagues records who changed them (accounts.sql).
create function public.recompute_league_standings() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  d bigint;
begin
  for d in select x.id from public.divisions x where x.league_id = new.id order by x.id loop
    perform public.refresh_standings(d);
  end loop;
  return null;
end
$$;
revoke execute on function public.recompute_league_standings() from public;

create trigger leagues_recompute_standings after update of settings on public.leagues
  for each row when ((old.settings is distinct from new.settings)) execute function public.recompute_league_standings();

-- Keeps standings rows in step with division_teams: a team that joins gets a row at 0 (a row it
-- already has, from results, is kept), and a team that leaves without a counted result loses its
-- row (as refresh_standings() would). Security definer: standings
-- are written by these functions only; whoever may change division_teams (RLS) triggers it.
create function public.standings_follow_members() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if tg_op = 'INSERT' then
    insert into public.standings (division_id, team_id) values (new.division_id, new.team_id)
    on conflict on constraint standings_division_team_key do nothing;
    perform public.announce_live(jsonb_build_object('type', 'standings.update', 'divisionId', new.division_id));
  else
    delete from public.standings s
    where s.division_id = old.division_id and s.team_id = old.team_id
      and not exists (
        select 1 from public.team_results r where r.division_id = old.division_id and r.team_id = old.team_id);
    perform public.announce_live(jsonb_build_object('type', 'standings.update', 'divisionId', old.division_id));
  end if;
  return null;
end
$$;
revoke execute on function public.standings_follow_members() from public;

create trigger division_teams_standings after insert or delete on public.division_teams
  for each row execute function public.standings_follow_members();

-- Rebuilds a division's standings rows by summing team_results, without reading the table back:
-- the triggers below call this, and only the RPC (recompute_standings()) returns the rows.
create function public.refresh_standings(division_id bigint) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  d_id bigint := refresh_standings.division_id;
  org bigint;
begin
  -- Locking the division serialises two recomputes of it (two matches completed at once).
  select d.organisation_id into org from public.divisions d where d.id = d_id for update of d;
  if not found then
    raise exception 'Division % not found', d_id using errcode = 'P0002';
  end if;
  if not (
    public.is_trusted_caller() or public.is_organiser_of(org)
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

  perform public.announce_live(jsonb_build_object('type', 'standings.update', 'divisionId', d_id));
end
$$;
revoke execute on function public.refresh_standings(division_id bigint) from public;
grant execute on function public.refresh_standings(division_id bigint) to authenticated, service_role;
