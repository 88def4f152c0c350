-- Standings rules in one home each: the table's order (points, frame difference, frames for, team
-- name) lives in the standings_table view, which the API, the history snapshot and recompute_standings
-- read; the default league settings live in default_league_settings(), which the column default and
-- recompute_standings read (core's leagueSettingsSchema gives the same defaults; a test ties them).

-- A team name's sort key: the common Latin accents folded, then ASCII lower-cased, compared byte by
-- byte. Explicit "C" collations make the order the same on every server whatever its locale
-- (PGlite's is C, a PostgreSQL server's may be en_US).
create function public.name_sort_key(name text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select lower(translate(name collate "C",
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
    'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy')) collate "C"
$$;
grant execute on function public.name_sort_key(text) to anon, authenticated, service_role;

-- Each standings row with its team's name and its position in the division's table: points desc,
-- frame difference desc, frames for desc, then the name (sort key, then bytes), then the row id.
-- Clients show the position as given and never sort again. Security invoker: standings' RLS applies.
create view public.standings_table with (security_invoker = true) as
select s.*, t.name as team_name,
  (row_number() over (partition by s.division_id
    order by s.points desc, s.frames_for - s.frames_against desc, s.frames_for desc,
      public.name_sort_key(t.name), t.name collate "C", s.id))::integer as position
from public.standings s
join public.teams t on t.id = s.team_id;
grant select on public.standings_table to anon, authenticated, service_role;

-- The settings a league starts with; recompute_standings falls back to them for a missing value.
create function public.default_league_settings() returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select '{"format":"round_robin","points":{"win":3,"draw":1,"loss":0,"per_frame":1},"bonus":{"clean_sweep":2}}'::jsonb
$$;
grant execute on function public.default_league_settings() to anon, authenticated, service_role;

alter table public.leagues alter column settings set default public.default_league_settings();

-- As in 20261122001600_rpc_standings.sql, with the defaults and the order read from above.
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
  select s.* from public.standings s join public.standings_table o on o.id = s.id
  where s.division_id = d_id
  order by o.position;
end
$$;

-- As in 20261122001630_rpc_fixtures_history.sql, with the positions read from standings_table.
create or replace function public.snapshot_league_history(league_id bigint) returns public.league_histories
language plpgsql security invoker
set search_path = ''
as $$
declare
  l public.leagues;
  snap jsonb;
  h public.league_histories;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can snapshot league history' using errcode = '42501';
  end if;
  select * into l from public.leagues x where x.id = snapshot_league_history.league_id;
  if not found then
    raise exception 'League % not found', snapshot_league_history.league_id using errcode = 'P0002';
  end if;

  select jsonb_build_object(
    'league', jsonb_build_object('id', l.id, 'name', l.name, 'season', l.season, 'settings', l.settings),
    'takenAt', now(),
    'divisions', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name, 'sortOrder', d.sort_order)
        order by d.sort_order, d.id)
      from public.divisions d where d.league_id = l.id), '[]'::jsonb),
    'standings', coalesce((
      select jsonb_agg(jsonb_build_object(
          'divisionId', r.division_id, 'position', r.position, 'teamId', r.team_id, 'teamName', r.team_name,
          'played', r.played, 'won', r.won, 'drawn', r.drawn, 'lost', r.lost, 'framesFor', r.frames_for,
          'framesAgainst', r.frames_against, 'points', r.points)
        order by r.sort_order, r.division_id, r.position)
      from (
        select s.*, d.sort_order
        from public.standings_table s
        join public.divisions d on d.id = s.division_id
        where d.league_id = l.id
      ) r), '[]'::jsonb),
    'fixtures', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', f.id, 'divisionId', f.division_id, 'homeTeamId', f.home_team_id, 'homeTeamName', ht.name,
          'awayTeamId', f.away_team_id, 'awayTeamName', at.name, 'venueId', f.venue_id, 'venueName', v.name,
          'tableId', f.table_id, 'kickoffAt', f.kickoff_at, 'status', f.status)
        order by f.kickoff_at, f.id)
      from public.fixtures f
      join public.divisions d on d.id = f.division_id
      join public.teams ht on ht.id = f.home_team_id
      join public.teams at on at.id = f.away_team_id
      join public.venues v on v.id = f.venue_id
      where d.league_id = l.id), '[]'::jsonb),
    'results', coalesce((
      select jsonb_agg(jsonb_build_object(
          'fixtureId', f.id, 'divisionId', f.division_id, 'homeTeamId', f.home_team_id,
          'awayTeamId', f.away_team_id, 'homeFrames', c.home_frames, 'awayFrames', c.away_frames,
          'outcome', case when c.home_frames > c.away_frames then 'home'
                          when c.home_frames < c.away_frames then 'away' else 'draw' end,
          'frames', c.frames)
        order by f.kickoff_at, f.id)
      from public.fixtures f
      join public.divisions d on d.id = f.division_id
      cross join lateral (
        select
          count(*) filter (where fr.winner = 'home') as home_frames,
          count(*) filter (where fr.winner = 'away') as away_frames,
          coalesce(jsonb_agg(jsonb_build_object('frameNo', fr.frame_no, 'winner', fr.winner,
            'homePlayerId', fr.home_player_id, 'awayPlayerId', fr.away_player_id) order by fr.frame_no)
            filter (where fr.id is not null), '[]'::jsonb) as frames
        from public.frames fr where fr.fixture_id = f.id
      ) c
      where d.league_id = l.id and f.status = 'final'), '[]'::jsonb)
  ) into snap;

  insert into public.league_histories (league_id, snapshot) values (l.id, snap) returning * into h;
  return h;
end
$$;
