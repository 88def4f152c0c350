-- Standings and match completion (DESIGN.md, Standings).

-- Rebuilds a division's standings from all its final fixtures, driven by the league settings:
-- win/draw/loss points, per_frame points for each frame won, and the clean_sweep bonus when a team
-- won at least one frame and conceded none; na frames do not count. Every team entered in the
-- division (and any team that played a final fixture in it) gets a row, zeros included. Rebuilding
-- from scratch makes it idempotent. Security definer because captains complete fixtures but may not
-- write standings; it announces one standings.update for the division.
create function public.recompute_standings(division_id bigint) returns setof public.standings
language plpgsql security definer
set search_path = ''
as $$
declare
  d_id bigint := recompute_standings.division_id;
  settings jsonb;
  p_win integer;
  p_draw integer;
  p_loss integer;
  p_frame integer;
  p_sweep integer;
begin
  -- Locking the division serialises two recomputes of it (two matches completed at once).
  select l.settings into settings
  from public.divisions d join public.leagues l on l.id = d.league_id
  where d.id = d_id
  for update of d;
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

  p_win := coalesce((settings #>> '{points,win}')::integer, 3);
  p_draw := coalesce((settings #>> '{points,draw}')::integer, 1);
  p_loss := coalesce((settings #>> '{points,loss}')::integer, 0);
  p_frame := coalesce((settings #>> '{points,per_frame}')::integer, 1);
  p_sweep := coalesce((settings #>> '{bonus,clean_sweep}')::integer, 2);

  with results as (
    select f.home_team_id, f.away_team_id,
      (count(fr.id) filter (where fr.winner = 'home'))::integer as home_frames,
      (count(fr.id) filter (where fr.winner = 'away'))::integer as away_frames
    from public.fixtures f left join public.frames fr on fr.fixture_id = f.id
    where f.division_id = d_id and f.status = 'final'
    group by f.id
  ),
  sides as (
    select r.home_team_id as team_id, r.home_frames as ff, r.away_frames as fa from results r
    union all
    select r.away_team_id, r.away_frames, r.home_frames from results r
  ),
  teams as (
    select dt.team_id from public.division_teams dt where dt.division_id = d_id
    union
    select x.team_id from sides x
  ),
  removed as (
    delete from public.standings s
    where s.division_id = d_id and s.team_id not in (select t.team_id from teams t)
  )
  insert into public.standings as s
    (division_id, team_id, played, won, drawn, lost, frames_for, frames_against, points)
  select d_id, t.team_id,
    count(x.team_id)::integer,
    (count(x.team_id) filter (where x.ff > x.fa))::integer,
    (count(x.team_id) filter (where x.ff = x.fa))::integer,
    (count(x.team_id) filter (where x.ff < x.fa))::integer,
    coalesce(sum(x.ff), 0)::integer,
    coalesce(sum(x.fa), 0)::integer,
    coalesce(sum(
      case when x.ff > x.fa then p_win when x.ff = x.fa then p_draw else p_loss end
      + p_frame * x.ff
      + case when x.ff >= 1 and x.fa = 0 then p_sweep else 0 end
    ), 0)::integer
  from teams t left join sides x on x.team_id = t.team_id
  group by t.team_id
  on conflict on constraint standings_division_team_key do update set
    played = excluded.played, won = excluded.won, drawn = excluded.drawn, lost = excluded.lost,
    frames_for = excluded.frames_for, frames_against = excluded.frames_against, points = excluded.points;

  perform pg_notify('cueboard_live', json_build_object('type', 'standings.update', 'divisionId', d_id)::text);

  return query
  select s.* from public.standings s join public.teams t on t.id = s.team_id
  where s.division_id = d_id
  order by s.points desc, s.frames_for - s.frames_against desc, s.frames_for desc, t.name;
end
$$;

-- Completes a fixture (status final) and recomputes its division's standings in one transaction.
-- Completing again only recomputes, so a repeated tap on "Complete Match" changes nothing.
create function public.complete_fixture(fixture_id bigint) returns public.fixtures
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
  update public.fixtures x set status = 'final' where x.id = f.id returning * into f;
  perform public.recompute_standings(f.division_id);
  return f;
end
$$;

revoke execute on function public.recompute_standings(bigint), public.complete_fixture(bigint) from public, anon;
grant execute on function public.recompute_standings(bigint), public.complete_fixture(bigint)
  to authenticated, service_role;
