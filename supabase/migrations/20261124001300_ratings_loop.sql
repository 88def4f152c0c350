-- The rating's replay with cheap per-frame work (issue 15's speed: a full recompute of 50,000 frames
-- within 3 s, bench/rating-speed.ts). Same model, same digits (docs/rating.md; tests/db/rating.test.ts).
-- The chance is split into its parts so the replay can keep 2^f for the 10,000 fractions a rating
-- difference in hundredths can have instead of computing it again for every frame, and the model's
-- small functions are inlined.

-- As in 20261123004000_ratings.sql, without a search_path of their own: they name nothing but each
-- other, qualified, and a SQL function with settings is called (and planned) on every use where
-- without one the planner folds it to its constant. current_ratings called them for every player on
-- every read (7 ms to read two players' ratings on PGlite).
create or replace function public.rating_start() returns numeric
language sql immutable parallel safe as $$ select 500.00::numeric $$;
create or replace function public.rating_provisional_frames() returns integer
language sql immutable parallel safe as $$ select 25 $$;
create or replace function public.rating_step(rated_frames integer) returns numeric
language sql immutable parallel safe as $$
  select case when rated_frames < public.rating_provisional_frames() then 32 else 12 end::numeric
$$;

-- A rating difference as the power of two in the chance: diff / 100, differences beyond 2000 points
-- counting as 2000. No search_path of its own, nor has rating_chance_of(): they name only built-ins,
-- and a SQL function with settings is called (and planned) for every frame instead of inlined.
create function public.rating_exponent(diff numeric) returns numeric
language sql immutable parallel safe
as $$
  select greatest(least(diff, 2000), -2000) / 100
$$;

-- 2^f for 0 <= f < 1 as e^(f ln 2) by its series, each term rounded to 30 places: only +, -, x and /
-- on numeric, which every engine computes alike.
create function public.rating_two_to_fraction(f numeric) returns numeric
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  t numeric := round(f * 0.693147180559945309417232121458, 30);
  term numeric := 1;
  e numeric := 1;
begin
  for n in 1..30 loop
    term := round(term * t / n, 30);
    exit when term = 0;
    e := e + term;
  end loop;
  return e;
end
$$;

-- The chance 2^x / (1 + 2^x) to 12 places, for x = k + f and e = 2^f.
create function public.rating_chance_of(e numeric, k integer) returns numeric
language sql immutable parallel safe
as $$
  select case when k >= 0 then round(e * (1::bigint << k) / (e * (1::bigint << k) + 1), 12)
    else round(e / (e + (1::bigint << -k)), 12) end
$$;
-- The points the home player gains on a frame (the away player loses them): the mean of both steps
-- times the result (1 for a home win, 0 for an away win) less the home player's chance, to 2 places.
create function public.rating_delta(chance numeric, home_step numeric, away_step numeric, home_won boolean)
returns numeric
language sql immutable parallel safe
as $$
  select round((home_step + away_step) / 2 * (home_won::integer - chance), 2)
$$;
grant execute on function public.rating_exponent(numeric), public.rating_two_to_fraction(numeric),
  public.rating_chance_of(numeric, integer), public.rating_delta(numeric, numeric, numeric, boolean)
  to anon, authenticated, service_role;

-- As in 20261123006000_stats_speed.sql, from the parts above: the same digits.
create or replace function public.rating_chance(diff numeric) returns numeric
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  x numeric := public.rating_exponent(diff);
  k integer := floor(x);
  -- a variable, not the call itself, as rating_chance_of's argument: the planner inlines a SQL
  -- function only when an argument used twice is cheap
  e numeric := public.rating_two_to_fraction(x - k);
begin
  return public.rating_chance_of(e, k);
end
$$;

-- Rates these frames (scored_frames rows, in the order of play) from their players' ratings now,
-- adding their journal rows and the players' new ratings. The frames must come after every journal
-- row. Each player's rating is read once, carried in arrays and written once at the end.
create function public.rate_frames(frames public.scored_frames[]) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  fr record;
  wanted bigint[];
  ids bigint[];
  ratings numeric[];
  counts integer[];
  -- the journal's computed columns by the frame's place in frames (an array of rows is copied on
  -- every append; arrays of values are not)
  j integer := 0;
  j_at bigint[] := '{}';
  j_home_before numeric[] := '{}';
  j_away_before numeric[] := '{}';
  j_home_frames integer[] := '{}';
  j_away_frames integer[] := '{}';
  j_chance numeric[] := '{}';
  j_delta numeric[] := '{}';
  -- 2^f by f in ten-thousandths (a difference in hundredths over 100 has four decimals)
  two_to numeric[] := '{}';
  exponent numeric;
  k integer;
  f integer;
  e numeric;
  chance numeric;
  delta numeric;
begin
  -- the frames' players; every player when there are more frames than players (a recompute), which
  -- is cheaper than listing the players of every frame
  if cardinality(frames) <= (select count(*) from public.players) then
    wanted := array(
      select x.p from unnest(frames) s cross join unnest(array[s.home_player_id, s.away_player_id]) x (p)
    );
  end if;
  select coalesce(array_agg(c.player_id order by c.player_id), '{}'),
    coalesce(array_agg(c.rating order by c.player_id), '{}'),
    coalesce(array_agg(c.rated_frames order by c.player_id), '{}')
  into ids, ratings, counts
  from public.current_ratings c
  where wanted is null or c.player_id = any (wanted);

  for fr in
    select s.ordinality as at, s.winner = 'home' as home_won, h.i as h, a.i as a
    from unnest(frames) with ordinality s
    join unnest(ids) with ordinality h (id, i) on h.id = s.home_player_id
    join unnest(ids) with ordinality a (id, i) on a.id = s.away_player_id
    order by s.ordinality
  loop
    exponent := public.rating_exponent(ratings[fr.h] - ratings[fr.a]);
    k := floor(exponent);
    f := (exponent - k) * 10000;
    e := case when f = (exponent - k) * 10000 then two_to[f + 1] end;
    if e is null then
      e := public.rating_two_to_fraction(exponent - k);
      if f = (exponent - k) * 10000 then
        two_to[f + 1] := e;
      end if;
    end if;
    chance := public.rating_chance_of(e, k);
    delta := public.rating_delta(chance, public.rating_step(counts[fr.h]), public.rating_step(counts[fr.a]),
      fr.home_won);
    j := j + 1;
    j_at[j] := fr.at;
    j_home_before[j] := ratings[fr.h];
    j_away_before[j] := ratings[fr.a];
    j_home_frames[j] := counts[fr.h];
    j_away_frames[j] := counts[fr.a];
    j_chance[j] := chance;
    j_delta[j] := delta;
    ratings[fr.h] := ratings[fr.h] + delta;
    ratings[fr.a] := ratings[fr.a] - delta;
    counts[fr.h] := counts[fr.h] + 1;
    counts[fr.a] := counts[fr.a] + 1;
  end loop;

  insert into public.frame_ratings (frame_id, kickoff_at, fixture_id, frame_no, home_player_id,
    away_player_id, home_before, away_before, home_frames_before, away_frames_before, home_chance, delta)
  select s.id, s.kickoff_at, s.fixture_id, s.frame_no, s.home_player_id, s.away_player_id, x.home_before,
    x.away_before, x.home_frames, x.away_frames, x.chance, x.delta
  from unnest(j_at, j_home_before, j_away_before, j_home_frames, j_away_frames, j_chance, j_delta)
    x (at, home_before, away_before, home_frames, away_frames, chance, delta)
  join unnest(frames) with ordinality s on s.ordinality = x.at;
  -- the players who played here: those without a frame keep no row, as the replay leaves them
  insert into public.player_ratings as pr (player_id, rating, rated_frames)
  select x.player_id, x.rating, x.rated_frames
  from unnest(ids, ratings, counts) x (player_id, rating, rated_frames)
  where x.rated_frames > 0
  on conflict (player_id) do update set rating = excluded.rating, rated_frames = excluded.rated_frames;
end
$$;
revoke execute on function public.rate_frames(public.scored_frames[]) from public, anon, authenticated;

-- As in 20261123006000_stats_speed.sql, rating the frames from the place on with rate_frames().
create or replace function public.replay_ratings(from_kickoff timestamptz, from_fixture bigint, from_frame integer)
returns integer
language plpgsql security definer
set search_path = ''
-- plans for the place itself: a generic plan cannot tell a replay of tonight from one of all time,
-- and scanned every frame for each
set plan_cache_mode = force_custom_plan
as $$
declare
  touched bigint[];
  fixtures bigint[];
  n integer := 0;
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

  -- the frames of the fixtures from the place on: for a few fixtures (a replay from tonight) by the
  -- frames' fixture index, for most of them (a recompute) in one scan, as the custom plan sees the
  -- list (PGlite has no statistics to tell it where the place falls; reading every fixture's frames
  -- by the index took most of a recompute)
  fixtures := array(select f.id from public.fixtures f where f.kickoff_at >= from_kickoff);
  perform public.rate_frames(array(
    select s from public.scored_frames s
    where s.fixture_id = any (fixtures) and s.rated
      and (s.kickoff_at, s.fixture_id, s.frame_no) >= (from_kickoff, from_fixture, from_frame)
    order by s.kickoff_at, s.fixture_id, s.frame_no
  ));
  select count(*)::integer into n from public.frame_ratings r
  where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame);
  return n;
end
$$;
