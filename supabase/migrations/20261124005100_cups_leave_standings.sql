-- Cup matches leave the league table and the team statistics alone (docs/cups.md): a knockout result
-- is not a league result. Player statistics and the rating count cup frames, which are frames played.

-- As in 20261123001000_standings_one_home.sql, counting league fixtures only.
create or replace function public.recompute_standings(division_id bigint) returns setof public.standings
language plpgsql security definer
set search_path = ''
as $$
declare
  d_id bigint := recompute_standings.division_id;
  settings jsonb;
  defaults jsonb := public.default_league_settings();
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

  p_win := coalesce((settings #>> '{points,win}')::integer, (defaults #>> '{points,win}')::integer);
  p_draw := coalesce((settings #>> '{points,draw}')::integer, (defaults #>> '{points,draw}')::integer);
  p_loss := coalesce((settings #>> '{points,loss}')::integer, (defaults #>> '{points,loss}')::integer);
  p_frame := coalesce((settings #>> '{points,per_frame}')::integer, (defaults #>> '{points,per_frame}')::integer);
  p_sweep := coalesce((settings #>> '{bonus,clean_sweep}')::integer, (defaults #>> '{bonus,clean_sweep}')::integer);

  with results as (
    select f.home_team_id, f.away_team_id,
      (count(fr.id) filter (where fr.winner = 'home'))::integer as home_frames,
      (count(fr.id) filter (where fr.winner = 'away'))::integer as away_frames
    from public.fixtures f left join public.frames fr on fr.fixture_id = f.id
    where f.division_id = d_id and f.status = 'final' and f.cup_match_id is null
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
  select s.* from public.standings s join public.standings_table o on o.id = s.id
  where s.division_id = d_id
  order by o.position;
end
$$;

-- As in 20261123004200_stats.sql, counting league fixtures only, as the standings do.
create or replace function public.team_stats(team_id bigint, league_id bigint default null, division_id bigint default null)
returns table (
  matches_played integer, won integer, drawn integer, lost integer, frames_for integer,
  frames_against integer, home jsonb, away jsonb, form text[], clean_sweeps integer, biggest_win jsonb
)
language sql stable
set search_path = ''
as $$
  with matches as (
    select f.id, f.kickoff_at, f.home_team_id = team_stats.team_id as at_home,
      case when f.home_team_id = team_stats.team_id then f.away_team_id else f.home_team_id end as opponent,
      (count(fr.id) filter (where fr.winner::text =
        case when f.home_team_id = team_stats.team_id then 'home' else 'away' end))::integer as ff,
      (count(fr.id) filter (where fr.winner::text =
        case when f.home_team_id = team_stats.team_id then 'away' else 'home' end))::integer as fa
    from public.fixtures f
    join public.divisions d on d.id = f.division_id
    left join public.frames fr on fr.fixture_id = f.id
    where f.status = 'final' and f.cup_match_id is null
      and team_stats.team_id in (f.home_team_id, f.away_team_id)
      and (team_stats.league_id is null or d.league_id = team_stats.league_id)
      and (team_stats.division_id is null or f.division_id = team_stats.division_id)
    group by f.id
  ),
  results as (
    select m.*, case when m.ff > m.fa then 'W' when m.ff = m.fa then 'D' else 'L' end as result from matches m
  )
  select count(*)::integer,
    (count(*) filter (where r.result = 'W'))::integer,
    (count(*) filter (where r.result = 'D'))::integer,
    (count(*) filter (where r.result = 'L'))::integer,
    coalesce(sum(r.ff), 0)::integer,
    coalesce(sum(r.fa), 0)::integer,
    jsonb_build_object('played', count(*) filter (where r.at_home),
      'won', count(*) filter (where r.at_home and r.result = 'W'),
      'drawn', count(*) filter (where r.at_home and r.result = 'D'),
      'lost', count(*) filter (where r.at_home and r.result = 'L')),
    jsonb_build_object('played', count(*) filter (where not r.at_home),
      'won', count(*) filter (where not r.at_home and r.result = 'W'),
      'drawn', count(*) filter (where not r.at_home and r.result = 'D'),
      'lost', count(*) filter (where not r.at_home and r.result = 'L')),
    coalesce((array_agg(r.result order by r.kickoff_at desc, r.id desc))[1:5], '{}'),
    (count(*) filter (where r.ff >= 1 and r.fa = 0))::integer,
    (array_agg(jsonb_build_object('fixtureId', r.id, 'opponentTeamId', r.opponent, 'kickoffAt', public.iso_time(r.kickoff_at),
        'home', r.at_home, 'framesFor', r.ff, 'framesAgainst', r.fa)
      order by r.ff - r.fa desc, r.ff desc, r.kickoff_at, r.id) filter (where r.result = 'W'))[1]
  from results r
$$;
