-- Speed for the statistics at league-history scale (issue 15; bench/rating-speed.ts): a player's
-- frames are found by the player's index instead of by reading every frame. Same rules, same
-- figures (docs/rating.md; tests/api/stats.test.ts).

-- A player's frames on either side of the table (player statistics, head-to-head).
create index frames_home_player_id_idx on public.frames (home_player_id);
create index frames_away_player_id_idx on public.frames (away_player_id);

-- As in 20261123004200_stats.sql, with one player's frames read by the indexes above (the frames
-- naming only_player on either side: the player_frames view cannot pass the player to them), and
-- the streak found in one pass over the results.
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
  return query execute $q$
  with pf as (
    select s.id as frame_id, s.fixture_id, s.frame_no, s.kickoff_at, s.division_id, s.league_id,
      x.player_id, x.side, x.team_id, s.winner::text = x.side as won
    from public.scored_frames s
    cross join lateral (values
      (s.home_player_id, 'home', s.home_team_id),
      (s.away_player_id, 'away', s.away_team_id)
    ) x (player_id, side, team_id)
    where x.player_id is not null
      and ($1 is null or s.league_id = $1)
      and ($2 is null or s.division_id = $2)
      and ($3 is null or s.home_player_id = $3 or s.away_player_id = $3)
      and ($3 is null or x.player_id = $3)
  ),
  agg as (
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
    from pf
    group by pf.player_id
  )
  select p.id, p.full_name::text, a.team_id,
    coalesce(a.played, 0), coalesce(a.won, 0), coalesce(a.played - a.won, 0),
    coalesce(round(100.0 * a.won / a.played, 1), 0),
    coalesce(a.matches, 0),
    coalesce(a.results[1:5], '{}'),
    -- the streak runs to the first other result (array_position: one pass, where indexing each
    -- element of the results read them all again for each)
    case when a.results is not null then a.results[1] || coalesce(
      array_position(a.results, case a.results[1] when 'W' then 'L' else 'W' end) - 1, a.played) end,
    coalesce(a.home_played, 0), coalesce(a.home_won, 0), coalesce(a.away_played, 0), coalesce(a.away_won, 0),
    c.rating, c.rated_frames, c.provisional
  from public.players p
  join public.current_ratings c on c.player_id = p.id
  left join agg a on a.player_id = p.id
  where $3 is null or p.id = $3
  $q$ using league_id, division_id, only_player;
end
$$;

-- As in 20261123004200_stats.sql, reading the two players' frames by the indexes above.
create or replace function public.head_to_head(player_a bigint, player_b bigint)
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

-- As in 20261123004000_ratings.sql, stopping the series once a term rounds to zero: every later term
-- is zero too, so the digits are the same, in about a quarter fewer steps (the replay's main cost).
create or replace function public.rating_chance(diff numeric) returns numeric
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  x numeric := greatest(least(diff, 2000), -2000) / 100;
  k integer := floor(x);
  t numeric := round((x - floor(x)) * 0.693147180559945309417232121458, 30);
  term numeric := 1;
  e numeric := 1;
  two_k numeric := (1::bigint << abs(k))::numeric;
begin
  for n in 1..30 loop
    term := round(term * t / n, 30);
    exit when term = 0;
    e := e + term;
  end loop;
  -- e = 2^(x - k); the chance is 2^x / (1 + 2^x)
  if k >= 0 then
    return round(e * two_k / (e * two_k + 1), 12);
  end if;
  return round(e / (e + two_k), 12);
end
$$;
