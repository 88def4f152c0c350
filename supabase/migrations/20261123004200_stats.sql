-- Player and team statistics, leaderboards and head-to-head, computed from the frames when asked
-- (the rating comes from 20261123004000_ratings.sql and 20261123004100_ratings_replay.sql). Each
-- rule has its home here; the API only reads these functions (docs/rating.md lists the rules). All
-- are security invoker: RLS applies, and everything they read is public.

-- The leaderboard's default minimum of frames joins the league settings (core's leagueSettingsSchema
-- holds the same default; tests/db/rpc-standings.test.ts ties them).
create or replace function public.default_league_settings() returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select '{"format":"round_robin","points":{"win":3,"draw":1,"loss":0,"per_frame":1},"bonus":{"clean_sweep":2},"leaderboard":{"min_frames":5}}'::jsonb
$$;

-- A time as the API writes it (JavaScript's toISOString), whatever the session's time zone.
create function public.iso_time(t timestamptz) returns text
language sql stable parallel safe
set search_path = ''
as $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
grant execute on function public.iso_time(timestamptz) to anon, authenticated, service_role;

-- One row per player per counted frame (scored_frames): their side, team, opponent and whether they
-- won. A frame naming one player counts for that player alone.
create view public.player_frames with (security_invoker = true) as
select s.id as frame_id, s.fixture_id, s.frame_no, s.kickoff_at, s.division_id, s.league_id,
  x.player_id, x.side, x.team_id, x.opponent_id, s.winner::text = x.side as won
from public.scored_frames s
cross join lateral (values
  (s.home_player_id, 'home', s.home_team_id, s.away_player_id),
  (s.away_player_id, 'away', s.away_team_id, s.home_player_id)
) x (player_id, side, team_id, opponent_id)
where x.player_id is not null;
grant select on public.player_frames to anon, authenticated, service_role;

-- Every player's statistics over the frames of a league and/or division (null: all), with their
-- rating, which is always over all frames. form: the last five results, newest first; streak: the
-- newest result and how many in a row ('W3'), null before any frame; win_pct to one decimal, 0
-- before any frame. team_id: the team of the player's latest counted frame here. only_player: one
-- player's row (null: every player). plpgsql with execute: each call is planned for its own
-- arguments; a plan cached for one player's row made the whole table's take seconds.
create function public.player_stats(
  league_id bigint default null, division_id bigint default null, only_player bigint default null
)
returns table (
  player_id bigint, full_name text, team_id bigint, frames_played integer, frames_won integer,
  frames_lost integer, win_pct numeric, matches_played integer, form text[], streak text,
  home_played integer, home_won integer, away_played integer, away_won integer,
  rating numeric, rating_frames integer, provisional boolean
)
language plpgsql stable
set search_path = ''
as $$
begin
  return query execute $q$
  with agg as (
    select pf.player_id,
      count(*)::integer as played,
      (count(*) filter (where pf.won))::integer as won,
      count(distinct pf.fixture_id)::integer as matches,
      array_agg(case when pf.won then 'W' else 'L' end
        order by pf.kickoff_at desc, pf.fixture_id desc, pf.frame_no desc) as results,
      (array_agg(pf.team_id order by pf.kickoff_at desc, pf.fixture_id desc, pf.frame_no desc))[1] as team_id,
      (count(*) filter (where pf.side = 'home'))::integer as home_played,
      (count(*) filter (where pf.side = 'home' and pf.won))::integer as home_won,
      (count(*) filter (where pf.side = 'away'))::integer as away_played,
      (count(*) filter (where pf.side = 'away' and pf.won))::integer as away_won
    from public.player_frames pf
    where ($1 is null or pf.league_id = $1)
      and ($2 is null or pf.division_id = $2)
      and ($3 is null or pf.player_id = $3)
    group by pf.player_id
  )
  select p.id, p.full_name::text, a.team_id,
    coalesce(a.played, 0), coalesce(a.won, 0), coalesce(a.played - a.won, 0),
    coalesce(round(100.0 * a.won / a.played, 1), 0),
    coalesce(a.matches, 0),
    coalesce(a.results[1:5], '{}'),
    case when a.results is not null then a.results[1] || coalesce((
      select min(i) - 1 from generate_subscripts(a.results, 1) i where a.results[i] <> a.results[1]
    ), a.played) end,
    coalesce(a.home_played, 0), coalesce(a.home_won, 0), coalesce(a.away_played, 0), coalesce(a.away_won, 0),
    c.rating, c.rated_frames, c.provisional
  from public.players p
  join public.current_ratings c on c.player_id = p.id
  left join agg a on a.player_id = p.id
  where $3 is null or p.id = $3
  $q$ using league_id, division_id, only_player;
end
$$;
grant execute on function public.player_stats(bigint, bigint, bigint) to anon, authenticated, service_role;

-- The leaderboard: players with at least min_frames counted frames here (and at least one), ranked
-- by the metric, each row with its position. Ties: rating — frames played, then name; win_pct —
-- frames won, rating, then name; frames_won — win_pct, rating, then name; the name compares as team
-- names do (name_sort_key), then the player id. min_frames null: the league's setting (the
-- division's league's), else the default setting.
create function public.leaderboard(
  league_id bigint default null, division_id bigint default null,
  metric text default 'rating', min_frames integer default null
)
returns table (
  "position" integer, player_id bigint, full_name text, team_id bigint, frames_played integer,
  frames_won integer, frames_lost integer, win_pct numeric, matches_played integer, form text[],
  streak text, home_played integer, home_won integer, away_played integer, away_won integer,
  rating numeric, rating_frames integer, provisional boolean
)
language sql stable
set search_path = ''
as $$
  with threshold as (
    select coalesce(leaderboard.min_frames, (
      select (l.settings #>> '{leaderboard,min_frames}')::integer from public.leagues l
      where l.id = coalesce(leaderboard.league_id,
        (select d.league_id from public.divisions d where d.id = leaderboard.division_id))
    ), (public.default_league_settings() #>> '{leaderboard,min_frames}')::integer) as n
  )
  select (row_number() over (order by
      case leaderboard.metric when 'rating' then s.rating when 'win_pct' then s.win_pct
        else s.frames_won end desc,
      case leaderboard.metric when 'rating' then s.frames_played when 'win_pct' then s.frames_won
        else s.win_pct end desc,
      s.rating desc, public.name_sort_key(s.full_name), s.full_name collate "C", s.player_id))::integer,
    s.player_id, s.full_name, s.team_id, s.frames_played, s.frames_won, s.frames_lost, s.win_pct,
    s.matches_played, s.form, s.streak, s.home_played, s.home_won, s.away_played, s.away_won,
    s.rating, s.rating_frames, s.provisional
  from public.player_stats(leaderboard.league_id, leaderboard.division_id) s, threshold t
  where s.frames_played >= greatest(t.n, 1)
  order by 1
$$;
grant execute on function public.leaderboard(bigint, bigint, text, integer) to anon, authenticated, service_role;

-- Two players' frames against each other (newest first), who won them, and the chance from their
-- ratings now that player_a wins the next one (to four places).
create function public.head_to_head(player_a bigint, player_b bigint)
returns table (frames_played integer, player_a_won integer, player_b_won integer, frames jsonb,
  probability_a numeric)
language sql stable
set search_path = ''
as $$
  select count(pf.frame_id)::integer,
    (count(pf.frame_id) filter (where pf.won))::integer,
    (count(pf.frame_id) filter (where not pf.won))::integer,
    coalesce(jsonb_agg(jsonb_build_object('frameId', pf.frame_id, 'fixtureId', pf.fixture_id,
        'frameNo', pf.frame_no, 'kickoffAt', public.iso_time(pf.kickoff_at),
        'winnerPlayerId', case when pf.won then pf.player_id else pf.opponent_id end)
      order by pf.kickoff_at desc, pf.fixture_id desc, pf.frame_no desc) filter (where pf.frame_id is not null),
      '[]'::jsonb),
    round(public.rating_chance(
      (select c.rating from public.current_ratings c where c.player_id = head_to_head.player_a)
      - (select c.rating from public.current_ratings c where c.player_id = head_to_head.player_b)), 4)
  from (select 1) one
  left join public.player_frames pf
    on pf.player_id = head_to_head.player_a and pf.opponent_id = head_to_head.player_b
$$;
grant execute on function public.head_to_head(bigint, bigint) to anon, authenticated, service_role;

-- A team's final matches (as the standings count them: frames won, na ignored, more frames wins,
-- equal is a draw), over a league and/or division (null: all): won/drawn/lost, frames, home and away
-- records, the last five results newest first, clean sweeps (won a frame, conceded none) and the
-- biggest win (largest margin, then most frames won, then the earliest).
create function public.team_stats(team_id bigint, league_id bigint default null, division_id bigint default null)
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
    where f.status = 'final' and team_stats.team_id in (f.home_team_id, f.away_team_id)
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
grant execute on function public.team_stats(bigint, bigint, bigint) to anon, authenticated, service_role;
