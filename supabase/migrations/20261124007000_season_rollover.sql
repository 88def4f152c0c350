-- Starting the next season of a league (docs/seasons.md): the finished season is snapshotted, a new
-- league row holds the new season with the same name, settings and divisions, and each division's
-- teams move up or down by their final position. Rosters belong to teams, so they come along.

-- Where every team of a league would play next season, without writing anything. Divisions are
-- tiers in (sort_order, id) order, the first being the top one; a team's rank is its position in
-- standings_table, then teams that have no standings row yet by name.
create function public.rollover_plan(league_id bigint, promote integer, relegate integer) returns jsonb
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  l_id bigint := rollover_plan.league_id;
  moves jsonb;
  crowded text;
  plan jsonb;
begin
  if not exists (select 1 from public.leagues l where l.id = l_id) then
    raise exception 'League % not found', l_id using errcode = 'P0002';
  end if;

  with tiers as (
    select d.id, d.name, (row_number() over (order by d.sort_order, d.id))::integer as tier,
      count(*) over ()::integer as tier_count
    from public.divisions d where d.league_id = l_id
  ),
  ranked as (
    select dt.team_id, t.name as team_name, x.tier, x.id as division_id, x.name as division_name,
      x.tier_count,
      (row_number() over (partition by x.id
        order by s.position nulls last, public.name_sort_key(t.name), t.name collate "C", t.id))::integer
        as rank,
      (count(*) over (partition by x.id))::integer as teams
    from tiers x
    join public.division_teams dt on dt.division_id = x.id
    join public.teams t on t.id = dt.team_id
    left join public.standings_table s on s.division_id = x.id and s.team_id = dt.team_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'team_id', r.team_id, 'team_name', r.team_name, 'from_tier', r.tier,
      'from_division_id', r.division_id, 'from_division', r.division_name, 'rank', r.rank,
      'to_tier', r.tier + m.step,
      'movement', case m.step when -1 then 'up' when 1 then 'down' else 'stays' end,
      'both_ways', r.tier > 1 and r.rank <= promote and r.tier < r.tier_count and r.rank > r.teams - relegate)),
    '[]'::jsonb)
  into moves
  from ranked r
  cross join lateral (
    select case
      when r.tier > 1 and r.rank <= promote then -1
      when r.tier < r.tier_count and r.rank > r.teams - relegate then 1
      else 0 end as step
  ) m;

  -- A team cannot go up and down at once: the division must hold both groups.
  select string_agg(distinct m.from_division, ', ') into crowded
  from jsonb_to_recordset(moves) as m(from_division text, both_ways boolean)
  where m.both_ways;
  if crowded is not null then
    raise exception 'Too few teams in % to promote % and relegate %', crowded, promote, relegate;
  end if;

  select jsonb_build_object(
    'unfinishedFixtures', (
      select count(*) from public.fixtures f join public.divisions d on d.id = f.division_id
      where d.league_id = l_id and f.status <> 'final' and f.cup_match_id is null),
    'divisions', coalesce(jsonb_agg(jsonb_build_object(
        'name', d.name, 'sortOrder', d.sort_order, 'fromDivisionId', d.id,
        'teams', coalesce((
          select jsonb_agg(jsonb_build_object(
              'teamId', m.team_id, 'teamName', m.team_name, 'fromDivisionId', m.from_division_id,
              'fromDivisionName', m.from_division, 'position', m.rank, 'movement', m.movement)
            order by m.from_tier, m.rank)
          from jsonb_to_recordset(moves) as m(team_id bigint, team_name text, from_tier integer,
            from_division_id bigint, from_division text, rank integer, to_tier integer, movement text)
          where m.to_tier = d.tier), '[]'::jsonb))
      order by d.tier), '[]'::jsonb))
  into plan
  from (
    select x.*, (row_number() over (order by x.sort_order, x.id))::integer as tier
    from public.divisions x where x.league_id = l_id
  ) d;
  return plan;
end
$$;

-- Does what rollover_plan() shows, in one transaction: the snapshot, the new league, its divisions
-- and their teams. Returns the plan with the new league's id and the snapshot's id.
create function public.rollover_league(league_id bigint, season text, promote integer, relegate integer)
returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  old public.leagues;
  plan jsonb;
  snapshot_id bigint;
  new_league_id bigint;
  division jsonb;
  new_division_id bigint;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can start the next season' using errcode = '42501';
  end if;
  select * into old from public.leagues l where l.id = rollover_league.league_id for update;
  if not found then
    raise exception 'League % not found', rollover_league.league_id using errcode = 'P0002';
  end if;
  if exists (select 1 from public.leagues l where l.name = old.name and l.season = rollover_league.season) then
    raise exception '% already has a season %', old.name, rollover_league.season;
  end if;

  plan := public.rollover_plan(old.id, promote, relegate);
  select (public.snapshot_league_history(old.id)).id into snapshot_id;
  insert into public.leagues (name, season, settings)
  values (old.name, rollover_league.season, old.settings)
  returning id into new_league_id;

  for division in select * from jsonb_array_elements(plan -> 'divisions') loop
    insert into public.divisions (league_id, name, sort_order)
    values (new_league_id, division ->> 'name', (division ->> 'sortOrder')::integer)
    returning id into new_division_id;
    insert into public.division_teams (division_id, team_id, seed)
    select new_division_id, (t.value ->> 'teamId')::bigint, (t.ordinality - 1)::integer
    from jsonb_array_elements(division -> 'teams') with ordinality t;
  end loop;

  return plan || jsonb_build_object('leagueId', new_league_id, 'snapshotId', snapshot_id);
end
$$;

revoke execute on function public.rollover_plan(bigint, integer, integer),
  public.rollover_league(bigint, text, integer, integer) from public, anon;
grant execute on function public.rollover_plan(bigint, integer, integer),
  public.rollover_league(bigint, text, integer, integer) to authenticated, service_role;
