-- Player statistics kept as the frames change (issue 15's speed; docs/rating.md, "Keeping the
-- statistics current"): one row per player for all frames, per league and per division, which the
-- statistics and the leaderboard read by index instead of counting frames on every request. Frame,
-- fixture and division triggers keep it: a frame scored after the player's latest is added to their
-- rows, a change to the result of their latest frame is changed in place, anything else (an earlier
-- frame edited or deleted, a fixture reopened, moved or given a new kickoff, a merge) counts the
-- players' rows again from their frames. Same rules, same figures (tests/db/stat-totals.test.ts).

-- Whether a frame counts (docs/rating.md, "Which frames count"): a winner in a fixture in play or
-- final. The triggers below ask it of a frame's old values too, which scored_frames cannot see.
-- No search_path of its own: it names nothing, and a SQL function with settings is not inlined but
-- called, and planned again, for every row (7 ms a statement on PGlite).
create function public.frame_counts(status public.fixture_status, winner public.frame_winner)
returns boolean
language sql immutable parallel safe
as $$
  select status in ('final', 'in_play') and winner in ('home', 'away')
$$;
grant execute on function public.frame_counts(public.fixture_status, public.frame_winner)
  to anon, authenticated, service_role;

-- As in 20261123004000_ratings.sql, asking frame_counts(): the rule has one home.
create or replace view public.scored_frames with (security_invoker = true) as
select fr.id, fr.fixture_id, fr.frame_no, f.kickoff_at, f.division_id, d.league_id,
  f.home_team_id, f.away_team_id, fr.home_player_id, fr.away_player_id, fr.winner,
  (fr.home_player_id is not null and fr.away_player_id is not null
    and fr.home_player_id <> fr.away_player_id) as rated
from public.frames fr
join public.fixtures f on f.id = fr.fixture_id
join public.divisions d on d.id = f.division_id
where public.frame_counts(f.status, fr.winner);

-- The statistics of one player over one scope: league_id and division_id 0 for all frames,
-- division_id 0 for a whole league. results: every result, newest first ('WWL…'); team_id and
-- last_*: the newest frame's team and place in the order of play (where an added frame must come).
create table public.player_stat_totals (
  player_id bigint not null references public.players (id) on delete cascade,
  league_id bigint not null,
  division_id bigint not null,
  played integer not null,
  won integer not null,
  matches integer not null,
  home_played integer not null,
  home_won integer not null,
  away_played integer not null,
  away_won integer not null,
  results text not null,
  team_id bigint,
  last_kickoff_at timestamptz not null,
  last_fixture_id bigint not null,
  last_frame_no integer not null,
  primary key (player_id, league_id, division_id)
);
-- A leaderboard's rows: all frames (0, 0), a league (L, 0) or a division.
create index player_stat_totals_scope_idx on public.player_stat_totals (league_id, division_id);
create index player_stat_totals_division_idx on public.player_stat_totals (division_id);

-- Public data (the frames it counts are public), written only by the functions below.
alter table public.player_stat_totals enable row level security;
revoke all on public.player_stat_totals from anon, authenticated;
grant select on public.player_stat_totals to anon, authenticated;
grant all on public.player_stat_totals to service_role;
create policy "Anyone can read player statistics" on public.player_stat_totals
  for select to anon, authenticated using (true);

-- One player's side of a counted frame, as the functions below pass them around.
create type public.player_frame_side as (
  frame_id bigint, player_id bigint, side text, fixture_id bigint, frame_no integer,
  kickoff_at timestamptz, league_id bigint, division_id bigint, team_id bigint, won boolean
);

-- The sides of these frames (as they are or were) that count, each named player's.
-- plpgsql, like the others here: its plan is kept for the session, where a SQL function called from
-- a trigger is planned again on every call.
create function public.player_frame_sides(frames public.frames[])
returns setof public.player_frame_side
language plpgsql stable
set search_path = ''
as $$
begin
  return query
  select fr.id, x.player_id, x.side, fr.fixture_id, fr.frame_no, f.kickoff_at, d.league_id,
    f.division_id, x.team_id, fr.winner::text = x.side
  from unnest(frames) fr
  join public.fixtures f on f.id = fr.fixture_id
  join public.divisions d on d.id = f.division_id
  cross join lateral (values
    (fr.home_player_id, 'home', f.home_team_id),
    (fr.away_player_id, 'away', f.away_team_id)
  ) x (player_id, side, team_id)
  where public.frame_counts(f.status, fr.winner) and x.player_id is not null;
end
$$;
revoke execute on function public.player_frame_sides(public.frames[]) from public, anon, authenticated;

-- The rows of player_stat_totals these sides make, per player over all of them, per league and per
-- division. first_fixture_id: the oldest side's fixture (an added row's match may be the last one).
create function public.player_stat_rows(sides public.player_frame_side[])
returns table (
  player_id bigint, league_id bigint, division_id bigint, played integer, won integer,
  matches integer, home_played integer, home_won integer, away_played integer, away_won integer,
  results text, team_id bigint, last_kickoff_at timestamptz, last_fixture_id bigint,
  last_frame_no integer, first_fixture_id bigint
)
language plpgsql stable
set search_path = ''
as $$
begin
  return query
  select s.player_id,
    case when grouping(s.league_id) = 0 then s.league_id else 0 end,
    case when grouping(s.division_id) = 0 then s.division_id else 0 end,
    count(*)::integer,
    (count(*) filter (where s.won))::integer,
    count(distinct s.fixture_id)::integer,
    (count(*) filter (where s.side = 'home'))::integer,
    (count(*) filter (where s.side = 'home' and s.won))::integer,
    (count(*) filter (where s.side = 'away'))::integer,
    (count(*) filter (where s.side = 'away' and s.won))::integer,
    string_agg(case when s.won then 'W' else 'L' end, ''
      order by s.kickoff_at desc, s.fixture_id desc, s.frame_no desc, s.side),
    (array_agg(s.team_id order by s.kickoff_at desc, s.fixture_id desc, s.frame_no desc, s.side))[1],
    max(s.kickoff_at),
    (array_agg(s.fixture_id order by s.kickoff_at desc, s.fixture_id desc))[1],
    (array_agg(s.frame_no order by s.kickoff_at desc, s.fixture_id desc, s.frame_no desc))[1],
    (array_agg(s.fixture_id order by s.kickoff_at, s.fixture_id))[1]
  from unnest(sides) s
  group by grouping sets ((s.player_id), (s.player_id, s.league_id), (s.player_id, s.league_id, s.division_id));
end
$$;
revoke execute on function public.player_stat_rows(public.player_frame_side[]) from public, anon, authenticated;

-- Counts these players' rows again from all their frames.
create function public.refresh_player_stat_totals(players bigint[]) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.player_stat_totals t where t.player_id = any (players);
  insert into public.player_stat_totals (player_id, league_id, division_id, played, won, matches,
    home_played, home_won, away_played, away_won, results, team_id, last_kickoff_at,
    last_fixture_id, last_frame_no)
  select r.player_id, r.league_id, r.division_id, r.played, r.won, r.matches, r.home_played,
    r.home_won, r.away_played, r.away_won, r.results, r.team_id, r.last_kickoff_at,
    r.last_fixture_id, r.last_frame_no
  from public.player_stat_rows(array(
    select s from public.player_frame_sides(array(
      select fr from public.frames fr
      where fr.home_player_id = any (players) or fr.away_player_id = any (players)
    )) s
    where s.player_id = any (players)
  )) r;
end
$$;
revoke execute on function public.refresh_player_stat_totals(bigint[]) from public, anon, authenticated;
