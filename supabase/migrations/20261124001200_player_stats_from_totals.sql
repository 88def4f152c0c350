-- The player statistics (and so the leaderboard, public.leaderboard) read player_stat_totals
-- (20261124001000_player_stat_totals.sql) by index instead of counting the frames on every request.
-- Same columns, same figures (tests/api/stats.test.ts, tests/db/stat-totals.test.ts).

-- A row's last five results, newest first. No search_path of their own (they name only built-ins):
-- the planner inlines them, where a SQL function with settings is called for every row.
create function public.stat_form(results text) returns text[]
language sql immutable parallel safe
as $$
  select coalesce(string_to_array(left(results, 5), null), '{}')
$$;
-- The newest result and how many in a row ('W3'), up to the first other result; null before any frame.
create function public.stat_streak(results text) returns text
language sql immutable parallel safe
as $$
  select left(results, 1) || coalesce(
    nullif(strpos(results, case left(results, 1) when 'W' then 'L' else 'W' end), 0) - 1, length(results))
$$;
grant execute on function public.stat_form(text), public.stat_streak(text) to anon, authenticated, service_role;

-- Whether a player_stat_totals row is the one for a league and/or division (null: all): league_id
-- and division_id 0 for all frames, division_id 0 for a league, the division's row for a division
-- (and none when the division is not the league's). Inlined, so the row is found by index.
create function public.stat_scope(row_league bigint, row_division bigint, league_id bigint, division_id bigint)
returns boolean
language sql immutable parallel safe
as $$
  select row_division = coalesce(division_id, 0)
    and (row_league = coalesce(league_id, 0) or (league_id is null and division_id is not null))
$$;
grant execute on function public.stat_scope(bigint, bigint, bigint, bigint) to anon, authenticated, service_role;

-- A player's statistics over one scope as the API gives them (docs/rating.md, "Player statistics").
create view public.player_stat_lines with (security_invoker = true) as
select t.player_id, t.league_id, t.division_id, t.team_id, t.played as frames_played,
  t.won as frames_won, t.played - t.won as frames_lost, round(100.0 * t.won / t.played, 1) as win_pct,
  t.matches as matches_played, public.stat_form(t.results) as form, public.stat_streak(t.results) as streak,
  t.home_played, t.home_won, t.away_played, t.away_won
from public.player_stat_totals t;
grant select on public.player_stat_lines to anon, authenticated, service_role;

-- As in 20261123006000_stats_speed.sql: every player (zeros before any frame here), or one.
create or replace function public.player_stats(
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

-- As in 20261123004200_stats.sql, reading only the rows of the players with frames here (by the
-- scope's index) rather than every player's.
create or replace function public.leaderboard(
  league_id bigint default null, division_id bigint default null,
  metric text default 'rating', min_frames integer default null
)
returns table (
  "position" integer, player_id bigint, full_name text, team_id bigint, frames_played integer,
  frames_won integer, frames_lost integer, win_pct numeric, matches_played integer, form text[],
  streak text, home_played integer, home_won integer, away_played integer, away_won integer,
  rating numeric, rating_frames integer, provisional boolean
)
language plpgsql stable
set search_path = ''
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
