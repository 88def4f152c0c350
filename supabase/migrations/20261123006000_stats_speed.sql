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

-- As in 20261123004100_ratings_replay.sql, with the journal rows collected in arrays and written in
-- one insert at the end: the same rows, about a third faster for a full recompute.
create or replace function public.replay_ratings(from_kickoff timestamptz, from_fixture bigint, from_frame integer)
returns integer
language plpgsql security definer
set search_path = ''
-- plans for the place itself: a generic plan cannot tell a replay of tonight from one of all time,
-- and scanned every frame for each
set plan_cache_mode = force_custom_plan
as $$
declare
  fr record;
  touched bigint[];
  -- the players met so far in this replay: their place in the arrays below, by id
  place jsonb := '{}';
  ids bigint[] := '{}';
  ratings numeric[] := '{}';
  counts integer[] := '{}';
  who bigint;
  start_rating numeric;
  start_frames integer;
  h integer;
  a integer;
  chance numeric;
  delta numeric;
  n integer := 0;
  -- the journal rows, written in one insert at the end (a statement per frame cost more than the
  -- frame's own arithmetic)
  j integer := 0;
  j_id bigint[] := '{}';
  j_kickoff timestamptz[] := '{}';
  j_fixture bigint[] := '{}';
  j_no integer[] := '{}';
  j_home bigint[] := '{}';
  j_away bigint[] := '{}';
  j_home_before numeric[] := '{}';
  j_away_before numeric[] := '{}';
  j_home_frames integer[] := '{}';
  j_away_frames integer[] := '{}';
  j_chance numeric[] := '{}';
  j_delta numeric[] := '{}';
begin
  perform public.lock_ratings();

  select coalesce(array_agg(distinct x.p), '{}') into touched
  from public.frame_ratings r
  cross join lateral unnest(array[r.home_player_id, r.away_player_id]) x(p)
  where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame);
  delete from public.frame_ratings r
  where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame);

  delete from public.player_ratings pr where pr.player_id = any (touched);
  insert into public.player_ratings (player_id, rating, rated_frames)
  select t.player_id, last.rating, last.rated_frames
  from unnest(touched) t (player_id)
  join public.players p on p.id = t.player_id
  cross join lateral (
    select x.rating, x.rated_frames from (
      (select r.home_before + r.delta as rating, r.home_frames_before + 1 as rated_frames,
         r.kickoff_at, r.fixture_id, r.frame_no
       from public.frame_ratings r where r.home_player_id = t.player_id
       order by r.kickoff_at desc, r.fixture_id desc, r.frame_no desc limit 1)
      union all
      (select r.away_before - r.delta, r.away_frames_before + 1, r.kickoff_at, r.fixture_id, r.frame_no
       from public.frame_ratings r where r.away_player_id = t.player_id
       order by r.kickoff_at desc, r.fixture_id desc, r.frame_no desc limit 1)
    ) x
    order by x.kickoff_at desc, x.fixture_id desc, x.frame_no desc
    limit 1
  ) last;

  for fr in
    select s.id, s.kickoff_at, s.fixture_id, s.frame_no, s.home_player_id, s.away_player_id, s.winner
    from public.fixtures f
    -- fixture by fixture from the kickoff index, each one's frames by its own index: a replay from
    -- tonight reads tonight's frames, not every frame (offset 0 keeps the planner from flattening
    -- this into one scan of all frames when it has no statistics, as on PGlite)
    cross join lateral (select x.* from public.scored_frames x where x.fixture_id = f.id offset 0) s
    join public.players ph on ph.id = s.home_player_id
    join public.players pa on pa.id = s.away_player_id
    where f.kickoff_at >= from_kickoff and s.rated
      and (s.kickoff_at, s.fixture_id, s.frame_no) >= (from_kickoff, from_fixture, from_frame)
    order by s.kickoff_at, s.fixture_id, s.frame_no
  loop
    -- each player's rating is read once, then carried in the arrays and written once at the end,
    -- so a replay leaves one new row version per player rather than two per frame
    foreach who in array array[fr.home_player_id, fr.away_player_id] loop
      if not place ? who::text then
        select c.rating, c.rated_frames into start_rating, start_frames
        from public.current_ratings c where c.player_id = who;
        ids := ids || who;
        ratings := ratings || start_rating;
        counts := counts || start_frames;
        place := place || jsonb_build_object(who::text, array_length(ids, 1));
      end if;
    end loop;
    h := (place ->> fr.home_player_id::text)::integer;
    a := (place ->> fr.away_player_id::text)::integer;
    chance := public.rating_chance(ratings[h] - ratings[a]);
    delta := round((public.rating_step(counts[h]) + public.rating_step(counts[a])) / 2
      * ((case when fr.winner = 'home' then 1 else 0 end) - chance), 2);

    j := j + 1;
    j_id[j] := fr.id;
    j_kickoff[j] := fr.kickoff_at;
    j_fixture[j] := fr.fixture_id;
    j_no[j] := fr.frame_no;
    j_home[j] := fr.home_player_id;
    j_away[j] := fr.away_player_id;
    j_home_before[j] := ratings[h];
    j_away_before[j] := ratings[a];
    j_home_frames[j] := counts[h];
    j_away_frames[j] := counts[a];
    j_chance[j] := chance;
    j_delta[j] := delta;
    ratings[h] := ratings[h] + delta;
    ratings[a] := ratings[a] - delta;
    counts[h] := counts[h] + 1;
    counts[a] := counts[a] + 1;
  end loop;

  insert into public.frame_ratings (frame_id, kickoff_at, fixture_id, frame_no, home_player_id,
    away_player_id, home_before, away_before, home_frames_before, away_frames_before, home_chance, delta)
  select * from unnest(j_id, j_kickoff, j_fixture, j_no, j_home, j_away, j_home_before, j_away_before,
    j_home_frames, j_away_frames, j_chance, j_delta);
  insert into public.player_ratings as pr (player_id, rating, rated_frames)
  select x.player_id, x.rating, x.rated_frames from unnest(ids, ratings, counts) x (player_id, rating, rated_frames)
  on conflict (player_id) do update set rating = excluded.rating, rated_frames = excluded.rated_frames;
  select count(*)::integer into n from public.frame_ratings r
  where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame);
  return n;
end
$$;
