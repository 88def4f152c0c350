-- Season rollover with guards (docs/seasons.md, issue 25): a season is rolled over once (the old
-- league remembers its next season), unfinished fixtures (scheduled, in play or postponed) refuse
-- it unless the organiser voids them in the same transaction, and a division where a team to be
-- moved has played no match moves nobody.

-- The league row of the season that followed this one; null until it is rolled over. Set only by
-- rollover_league(); deleting the next season makes this one rollable again.
alter table public.leagues
  add column next_season_id bigint references public.leagues (id) on delete set null;
comment on column public.leagues.next_season_id is 'The season this one was rolled over to (rollover_league).';
grant select (next_season_id) on public.leagues to anon, authenticated;

-- As in 20261124007000_season_rollover.sql, plus: a league already rolled over is refused; the
-- plan lists the unfinished fixtures (not final and not void: scheduled, in play and postponed
-- matches are still owed) by their teams and date; and a division where a team that would go up or
-- down has played no match keeps every team (movesHeld), so no table decided by the alphabet moves
-- anyone.
create or replace function public.rollover_plan(league_id bigint, promote integer, relegate integer) returns jsonb
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  l_id bigint := rollover_plan.league_id;
  old record;
  moves jsonb;
  crowded text;
  plan jsonb;
begin
  select l.name, l.season, n.season as next_season into old
  from public.leagues l left join public.leagues n on n.id = l.next_season_id
  where l.id = l_id;
  if not found then
    raise exception 'League % not found', l_id using errcode = 'P0002';
  end if;
  if old.next_season is not null then
    raise exception '% % has already been rolled over to %', old.name, old.season, old.next_season;
  end if;

  with tiers as (
    select d.id, d.name, (row_number() over (order by d.sort_order, d.id))::integer as tier,
      count(*) over ()::integer as tier_count
    from public.divisions d where d.league_id = l_id
  ),
  ranked as (
    select dt.team_id, t.name as team_name, x.tier, x.id as division_id, x.name as division_name,
      x.tier_count, coalesce(s.played, 0) as played,
      (row_number() over (partition by x.id
        order by s.position nulls last, public.name_sort_key(t.name), t.name collate "C", t.id))::integer
        as rank,
      (count(*) over (partition by x.id))::integer as teams
    from tiers x
    join public.division_teams dt on dt.division_id = x.id
    join public.teams t on t.id = dt.team_id
    left join public.standings_table s on s.division_id = x.id and s.team_id = dt.team_id
  ),
  stepped as (
    select r.*, m.step,
      bool_or(m.step <> 0 and r.played = 0) over (partition by r.division_id) as held
    from ranked r
    cross join lateral (
      select case
        when r.tier > 1 and r.rank <= promote then -1
        when r.tier < r.tier_count and r.rank > r.teams - relegate then 1
        else 0 end as step
    ) m
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'team_id', r.team_id, 'team_name', r.team_name, 'from_tier', r.tier,
      'from_division_id', r.division_id, 'from_division', r.division_name, 'rank', r.rank,
      'to_tier', r.tier + case when r.held then 0 else r.step end,
      'movement', case when r.held then 'stays' when r.step = -1 then 'up' when r.step = 1 then 'down'
                  else 'stays' end,
      'held', r.held,
      'both_ways', r.tier > 1 and r.rank <= promote and r.tier < r.tier_count and r.rank > r.teams - relegate)),
    '[]'::jsonb)
  into moves
  from stepped r;

  -- A team cannot go up and down at once: the division must hold both groups.
  select string_agg(distinct m.from_division, ', ') into crowded
  from jsonb_to_recordset(moves) as m(from_division text, both_ways boolean)
  where m.both_ways;
  if crowded is not null then
    raise exception 'Too few teams in % to promote % and relegate %', crowded, promote, relegate;
  end if;

  select jsonb_build_object(
    'unfinished', coalesce((
      select jsonb_agg(jsonb_build_object(
          'fixtureId', f.id, 'divisionName', d.name, 'homeTeamName', ht.name, 'awayTeamName', at.name,
          'kickoffAt', public.iso_time(f.kickoff_at), 'status', f.status)
        order by f.kickoff_at, f.id)
      from public.fixtures f
      join public.divisions d on d.id = f.division_id
      join public.teams ht on ht.id = f.home_team_id
      join public.teams at on at.id = f.away_team_id
      where d.league_id = l_id and f.status in ('scheduled', 'in_play', 'postponed') and f.cup_match_id is null),
      '[]'::jsonb),
    'divisions', coalesce(jsonb_agg(jsonb_build_object(
        'name', d.name, 'sortOrder', d.sort_order, 'fromDivisionId', d.id,
        'movesHeld', exists (
          select 1 from jsonb_to_recordset(moves) as m(from_division_id bigint, held boolean)
          where m.from_division_id = d.id and m.held),
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
  return plan || jsonb_build_object('unfinishedFixtures', jsonb_array_length(plan -> 'unfinished'));
end
$$;

-- As in 20261127050000_account_ids_shown.sql, with the guards: a league already rolled over is
-- refused (by rollover_plan), unfinished fixtures refuse the rollover naming their number unless
-- void_unfinished, which voids them here (the fixtures' audit trigger records each), and the old
-- league is linked to the new one.
drop function public.rollover_league(bigint, text, integer, integer);
create function public.rollover_league(league_id bigint, season text, promote integer, relegate integer,
  void_unfinished boolean default false)
returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  old public.leagues;
  plan jsonb;
  unfinished integer;
  snapshot_id bigint;
  new_league_id bigint;
  division jsonb;
  new_division_id bigint;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can start the next season' using errcode = '42501';
  end if;
  select l.id, l.name, l.season, l.settings, l.created_at into old.id, old.name, old.season, old.settings, old.created_at
  from public.leagues l where l.id = rollover_league.league_id for update;
  if not found then
    raise exception 'League % not found', rollover_league.league_id using errcode = 'P0002';
  end if;
  if exists (select 1 from public.leagues l where l.name = old.name and l.season = rollover_league.season) then
    raise exception '% already has a season %', old.name, rollover_league.season;
  end if;

  plan := public.rollover_plan(old.id, promote, relegate);
  unfinished := (plan ->> 'unfinishedFixtures')::integer;
  if unfinished > 0 and not coalesce(void_unfinished, false) then
    raise exception '%', case unfinished
      when 1 then '1 fixture is unfinished: finish it, or void it to start the next season'
      else unfinished || ' fixtures are unfinished: finish them, or void them to start the next season' end;
  end if;
  update public.fixtures f set status = 'void'
  where f.id in (select (u ->> 'fixtureId')::bigint from jsonb_array_elements(plan -> 'unfinished') u);

  select (public.snapshot_league_history(old.id)).id into snapshot_id;
  insert into public.leagues (name, season, settings)
  values (old.name, rollover_league.season, old.settings)
  returning id into new_league_id;
  update public.leagues l set next_season_id = new_league_id where l.id = old.id;

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
revoke execute on function public.rollover_league(bigint, text, integer, integer, boolean) from public, anon;
grant execute on function public.rollover_league(bigint, text, integer, integer, boolean)
  to authenticated, service_role;
