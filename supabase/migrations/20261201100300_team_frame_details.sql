-- Issue 29: a team's frame details (high break, centuries, dishes, golden breaks, whitewashes, frame
-- points for and against), for its public page and GET /api/teams/{id}/stats.
-- One team's frame details over a league and/or division (null: all), as player_frame_details()
-- counts a player's but for the side the team played: the high break and centuries its players made
-- for it (fixtures in play or final), the dishes, golden breaks and whitewashes of counted frames it
-- won, and the frame points it scored and conceded. Always one row. Read live by the fixtures' team
-- indexes: nothing is kept in totals.
create function public.team_frame_details(team_id bigint, league_id bigint default null::bigint, division_id bigint default null::bigint) returns table(high_break integer, centuries integer, dishes integer, golden_breaks integer, whitewashes integer, frame_points_for integer, frame_points_against integer)
    language sql stable
    set search_path to ''
    as $$
  with played as (
    select f.id, f.status, case when f.home_team_id = team_frame_details.team_id then 'home' else 'away' end as side
    from public.fixtures f
    join public.divisions d on d.id = f.division_id
    where (f.home_team_id = team_frame_details.team_id or f.away_team_id = team_frame_details.team_id)
      and f.status in ('in_play', 'final')
      and (team_frame_details.league_id is null or d.league_id = team_frame_details.league_id)
      and (team_frame_details.division_id is null or f.division_id = team_frame_details.division_id)
  ),
  sides as (
    select fr.event, fr.winner::text = p.side as won,
      case p.side when 'home' then fr.home_points else fr.away_points end as pf,
      case p.side when 'home' then fr.away_points else fr.home_points end as pa
    from played p
    join public.frames fr on fr.fixture_id = p.id
    where public.frame_counts(p.status, fr.winner)
  ),
  made as (
    select max(b.value)::integer as high_break, (count(*) filter (where b.value >= 100))::integer as centuries
    from played p
    join public.breaks b on b.fixture_id = p.id and b.side = p.side
  )
  select m.high_break, m.centuries,
    (select count(*) filter (where s.won and s.event = 'dish') from sides s)::integer,
    (select count(*) filter (where s.won and s.event = 'golden_break') from sides s)::integer,
    (select count(*) filter (where s.won and s.event = 'whitewash') from sides s)::integer,
    (select coalesce(sum(s.pf), 0) from sides s)::integer,
    (select coalesce(sum(s.pa), 0) from sides s)::integer
  from made m
$$;
grant execute on function public.team_frame_details(team_id bigint, league_id bigint, division_id bigint) to anon, authenticated, service_role;
