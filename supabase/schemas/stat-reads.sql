-- What the statistics pages read: every player's statistics, leaderboards, head-to-head, team
-- statistics, high breaks and frame details (from the totals of stats.sql and from the frames).

-- Every player's statistics over the frames of a league and/or division (null: all), with their
-- rating, which is always over all frames. form: the last five results, newest first; streak: the
-- newest result and how many in a row ('W3'), null before any frame; win_pct to one decimal, 0
-- before any frame. team_id: the team of the player's latest counted frame here. only_player: one
-- player's row (null: every player, with zeros before any frame here). plpgsql with execute: each
-- call is planned for its own arguments; a plan cached for one player's row made the whole table's
-- take seconds.
create function public.player_stats(league_id bigint default null::bigint, division_id bigint default null::bigint, only_player bigint default null::bigint) returns table(player_id bigint, full_name text, team_id bigint, frames_played integer, frames_won integer, frames_lost integer, win_pct numeric, matches_played integer, form text[], streak text, home_played integer, home_won integer, away_played integer, away_won integer, rating numeric, rating_frames integer, provisional boolean)
    language plpgsql stable
    set search_path to ''
    as $$
begin
  -- plpgsql: the plan is kept for the session (a SQL function is planned on every call)
  return query
  select p.id, p.full_name::text, l.team_id, coalesce(l.frames_played, 0), coalesce(l.frames_won, 0),
    coalesce(l.frames_lost, 0), coalesce(l.win_pct, 0), coalesce(l.matches_played, 0),
    coalesce(l.form, '{}'), l.streak, coalesce(l.home_played, 0), coalesce(l.home_won, 0),
    coalesce(l.away_played, 0), coalesce(l.away_won, 0), c.rating, c.rated_frames, c.provisional
  from public.players p
  join public.current_ratings c on c.player_id = p.id
  left join public.player_stat_lines l on l.player_id = p.id
    and public.stat_scope(l.league_id, l.division_id, player_stats.league_id, player_stats.division_id)
  where player_stats.only_player is null or p.id = player_stats.only_player;
end
$$;
grant execute on function public.player_stats(league_id bigint, division_id bigint, only_player bigint) to anon, authenticated, service_role;

-- Whether a player_stat_totals row is the one for a league and/or division (null: all): league_id
-- and division_id 0 for all frames, division_id 0 for a league, the division's row for a division
-- (and none when the division is not the league's). Inlined, so the row is found by index.
create function public.stat_scope(row_league bigint, row_division bigint, league_id bigint, division_id bigint) returns boolean
    language sql immutable parallel safe
    as $$
  select row_division = coalesce(division_id, 0)
    and (row_league = coalesce(league_id, 0) or (league_id is null and division_id is not null))
$$;
grant execute on function public.stat_scope(row_league bigint, row_division bigint, league_id bigint, division_id bigint) to anon, authenticated, service_role;

-- The leaderboard: players with at least min_frames counted frames here (and at least one), ranked
-- by the metric, each row with its position. Ties: rating — frames played, then name; win_pct —
-- frames won, rating, then name; frames_won — win_pct, rating, then name; the name compares as team
-- names do (name_sort_key), then the player id. min_frames null: the league's setting (the
-- division's league's), else the default setting.
-- It reads only the rows of the players with frames here (by the scope's index), not every player's.
create function public.leaderboard(league_id bigint default null::bigint, division_id bigint default null::bigint, metric text default 'rating'::text, min_frames integer default null::integer) returns table("position" integer, player_id bigint, full_name text, team_id bigint, frames_played integer, frames_won integer, frames_lost integer, win_pct numeric, matches_played integer, form text[], streak text, home_played integer, home_won integer, away_played integer, away_won integer, rating numeric, rating_frames integer, provisional boolean)
    language plpgsql stable
    set search_path to ''
    as $$
declare
  threshold integer := coalesce(leaderboard.min_frames, (
    select (g.settings #>> '{leaderboard,min_frames}')::integer from public.leagues g
    where g.id = coalesce(leaderboard.league_id,
      (select d.league_id from public.divisions d where d.id = leaderboard.division_id))
  ), (public.default_league_settings() #>> '{leaderboard,min_frames}')::integer);
begin
  return query
  select (row_number() over (order by
      case leaderboard.metric when 'rating' then c.rating when 'win_pct' then l.win_pct
        else l.frames_won end desc,
      case leaderboard.metric when 'rating' then l.frames_played when 'win_pct' then l.frames_won
        else l.win_pct end desc,
      c.rating desc, public.name_sort_key(p.full_name), p.full_name collate "C", p.id))::integer,
    p.id, p.full_name::text, l.team_id, l.frames_played, l.frames_won, l.frames_lost, l.win_pct,
    l.matches_played, l.form, l.streak, l.home_played, l.home_won, l.away_played, l.away_won,
    c.rating, c.rated_frames, c.provisional
  from public.player_stat_lines l
  join public.players p on p.id = l.player_id
  join public.current_ratings c on c.player_id = l.player_id
  where public.stat_scope(l.league_id, l.division_id, leaderboard.league_id, leaderboard.division_id)
    and l.frames_played >= greatest(threshold, 1)
  order by 1;
end
$$;
grant execute on function public.leaderboard(league_id bigint, division_id bigint, metric text, min_frames integer) to anon, authenticated, service_role;

-- Two players' frames against each other (newest first), who won them, and the chance from their
-- ratings now that player_a wins the next one (to four places).
-- The two players' frames are read by the frames' player indexes (frames.sql).
create function public.head_to_head(player_a bigint, player_b bigint) returns table(frames_played integer, player_a_won integer, player_b_won integer, frames jsonb, probability_a numeric)
    language sql stable
    set search_path to ''
    as $$
  select count(pf.frame_id)::integer,
    (count(pf.frame_id) filter (where pf.won))::integer,
    (count(pf.frame_id) filter (where not pf.won))::integer,
    coalesce(jsonb_agg(jsonb_build_object('frameId', pf.frame_id, 'fixtureId', pf.fixture_id,
        'frameNo', pf.frame_no, 'kickoffAt', public.iso_time(pf.kickoff_at),
        'winnerPlayerId', case when pf.won then head_to_head.player_a else head_to_head.player_b end)
      order by pf.kickoff_at desc, pf.fixture_id desc, pf.frame_no desc) filter (where pf.frame_id is not null),
      '[]'::jsonb),
    round(public.rating_chance(
      (select c.rating from public.current_ratings c where c.player_id = head_to_head.player_a)
      - (select c.rating from public.current_ratings c where c.player_id = head_to_head.player_b)), 4)
  from (select 1) one
  left join (
    select s.id as frame_id, s.fixture_id, s.frame_no, s.kickoff_at,
      s.winner::text = case when s.home_player_id = head_to_head.player_a then 'home' else 'away' end as won
    from public.scored_frames s
    where (s.home_player_id = head_to_head.player_a and s.away_player_id = head_to_head.player_b)
      or (s.home_player_id = head_to_head.player_b and s.away_player_id = head_to_head.player_a)
  ) pf on true
$$;
grant execute on function public.head_to_head(player_a bigint, player_b bigint) to anon, authenticated, service_role;

-- A team's final matches (as the standings count them: frames won, na ignored, more frames wins,
-- equal is a draw), over a league and/or division (null: all): won/drawn/lost, frames, home and away
-- records, the last five results newest first, clean sweeps (won a frame, conceded none) and the
-- biggest win (largest margin, then most frames won, then the earliest).
-- Each match's result read from team_results, so forfeits count as the standings count them. The
-- home/away filter reaches the fixtures' indexes.
create function public.team_stats(team_id bigint, league_id bigint default null::bigint, division_id bigint default null::bigint) returns table(matches_played integer, won integer, drawn integer, lost integer, frames_for integer, frames_against integer, home jsonb, away jsonb, form text[], clean_sweeps integer, biggest_win jsonb)
    language sql stable
    set search_path to ''
    as $$
  with results as (
    select m.fixture_id as id, m.kickoff_at, m.at_home, m.opponent_id as opponent, m.frames_for as ff,
      m.frames_against as fa, case m.result when 'won' then 'W' when 'drawn' then 'D' else 'L' end as result
    from public.team_results m
    where m.team_id = team_stats.team_id and team_stats.team_id in (m.home_team_id, m.away_team_id)
      and (team_stats.league_id is null or m.league_id = team_stats.league_id)
      and (team_stats.division_id is null or m.division_id = team_stats.division_id)
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
grant execute on function public.team_stats(team_id bigint, league_id bigint, division_id bigint) to anon, authenticated, service_role;

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
-- A century is a break of 100 or more, as core/rules/frame-details.ts (CENTURY) says.
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
