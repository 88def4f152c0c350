-- Issue 29: a league's high breaks and a player's frame details (high break, centuries, dishes,
-- golden breaks, whitewashes, frame points for and against).
-- A league's breaks, highest first (then the earliest, then the first entered), from fixtures in
-- play or final: the player, the team they made it for and when (the fixture's kick-off).
-- division_id narrows to one division (null: the whole league). Security invoker: all of it is public.
create function public.high_breaks(league_id bigint, division_id bigint default null::bigint) returns table(break_id bigint, player_id bigint, player_name text, team_name text, value integer, free_ball boolean, fixture_id bigint, played_at timestamptz)
    language sql stable
    set search_path to ''
    as $$
  select b.id, b.player_id, p.full_name::text, t.name::text, b.value, b.free_ball, b.fixture_id, f.kickoff_at
  from public.breaks b
  join public.fixtures f on f.id = b.fixture_id
  join public.divisions d on d.id = f.division_id
  join public.players p on p.id = b.player_id
  join public.teams t on t.id = case b.side when 'home' then f.home_team_id else f.away_team_id end
  where d.league_id = high_breaks.league_id and f.status in ('in_play', 'final')
    and (high_breaks.division_id is null or f.division_id = high_breaks.division_id)
  order by b.value desc, f.kickoff_at, b.id
$$;
grant execute on function public.high_breaks(league_id bigint, division_id bigint) to anon, authenticated, service_role;

-- One player's frame details over a league and/or division (null: all): high break and centuries
-- (breaks in fixtures in play or final), and from their counted frames (frame_counts()) the dishes,
-- golden breaks and whitewashes of frames they won and the frame points they scored and conceded.
-- Always one row (zeros, high_break null, before any). Read live from frames and breaks by the
-- players' indexes: nothing is kept in totals.
create function public.player_frame_details(player_id bigint, league_id bigint default null::bigint, division_id bigint default null::bigint) returns table(high_break integer, centuries integer, dishes integer, golden_breaks integer, whitewashes integer, frame_points_for integer, frame_points_against integer)
    language sql stable
    set search_path to ''
    as $$
  with sides as (
    select fr.event, fr.winner::text = x.side as won, x.pf, x.pa
    from public.frames fr
    join public.fixtures f on f.id = fr.fixture_id
    join public.divisions d on d.id = f.division_id
    cross join lateral (values
      (fr.home_player_id, 'home', fr.home_points, fr.away_points),
      (fr.away_player_id, 'away', fr.away_points, fr.home_points)
    ) x (player_id, side, pf, pa)
    where (fr.home_player_id = player_frame_details.player_id or fr.away_player_id = player_frame_details.player_id)
      and x.player_id = player_frame_details.player_id and public.frame_counts(f.status, fr.winner)
      and (player_frame_details.league_id is null or d.league_id = player_frame_details.league_id)
      and (player_frame_details.division_id is null or f.division_id = player_frame_details.division_id)
  ),
  made as (
    select max(b.value)::integer as high_break, (count(*) filter (where b.value >= 100))::integer as centuries
    from public.breaks b
    join public.fixtures f on f.id = b.fixture_id
    join public.divisions d on d.id = f.division_id
    where b.player_id = player_frame_details.player_id and f.status in ('in_play', 'final')
      and (player_frame_details.league_id is null or d.league_id = player_frame_details.league_id)
      and (player_frame_details.division_id is null or f.division_id = player_frame_details.division_id)
  )
  select m.high_break, m.centuries,
    (select count(*) filter (where s.won and s.event = 'dish') from sides s)::integer,
    (select count(*) filter (where s.won and s.event = 'golden_break') from sides s)::integer,
    (select count(*) filter (where s.won and s.event = 'whitewash') from sides s)::integer,
    (select coalesce(sum(s.pf), 0) from sides s)::integer,
    (select coalesce(sum(s.pa), 0) from sides s)::integer
  from made m
$$;
grant execute on function public.player_frame_details(player_id bigint, league_id bigint, division_id bigint) to anon, authenticated, service_role;
