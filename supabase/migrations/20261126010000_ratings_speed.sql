-- The rating kept current at less cost (issue 15's speed: a full recompute of 50,000 frames within
-- 3 s, a match-night write within 1.3x of the write without the rating; bench/rating-speed.ts). Same
-- model, same digits (docs/rating.md; tests/db/rating.test.ts, rating-journal.test.ts).
--
-- - 2^f for the 10,000 fractions a difference in hundredths can give is computed once, here, into
--   rating_powers: a replay reads them instead of running the series (9,934 times in a full recompute).
-- - A replay rates frames from plain arrays and writes the journal with one insert of those arrays;
--   the players in the dropped part of the journal go back to the ratings before their first row there.
-- The next migration (20261126010100_ratings_one_frame.sql) rates a frame write that concerns only
-- its two players in one statement.

-- rating_two_to_fraction(fraction / 10000) for each fraction: constants of the model, read by the
-- functions below (security definer).
create table public.rating_powers (
  fraction integer primary key constraint rating_powers_fraction_range check (fraction between 0 and 9999),
  value numeric not null
);
alter table public.rating_powers enable row level security;
revoke all on public.rating_powers from anon, authenticated;
grant select on public.rating_powers to anon, authenticated;
grant all on public.rating_powers to service_role;
create policy "Anyone can read the rating's powers of two" on public.rating_powers
  for select to anon, authenticated using (true);
insert into public.rating_powers (fraction, value)
select i, public.rating_two_to_fraction(i / 10000.0) from generate_series(0, 9999) i;

-- Rates these frames, given in the order of play, after every journal row of their players: adds
-- their journal rows and the players' new ratings. A frame whose player is gone (deleted in this
-- statement) is left out. Each player's rating is read once, carried in arrays and written once.
-- Returns the number of frames rated.
create function public.rate_frame_arrays(
  frame_ids bigint[], kickoffs timestamptz[], fixture_ids bigint[], frame_nos integer[],
  home_ids bigint[], away_ids bigint[], home_won boolean[]
) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  n integer;
  ids bigint[];
  ratings numeric[];
  counts integer[];
  -- the frames rated, and each one's players by their place in ids
  at integer[];
  hs integer[];
  aws integer[];
  -- the journal's computed columns, by the frame's place in at
  j_home_before numeric[];
  j_away_before numeric[];
  j_home_frames integer[];
  j_away_frames integer[];
  j_chance numeric[];
  j_delta numeric[];
  -- 2^f by f in ten-thousandths, from rating_powers when there are many frames
  powers numeric[];
  h integer;
  a integer;
  exponent numeric;
  k integer;
  f integer;
  e numeric;
  chance numeric;
  delta numeric;
begin
  -- the frames' players; every player when there are more frames than players (a recompute), which
  -- is cheaper than listing the players of every frame
  select coalesce(array_agg(c.player_id order by c.player_id), '{}'),
    coalesce(array_agg(c.rating order by c.player_id), '{}'),
    coalesce(array_agg(c.rated_frames order by c.player_id), '{}')
  into ids, ratings, counts
  from public.current_ratings c
  where cardinality(frame_ids) > (select count(*) from public.players)
    or c.player_id = any (home_ids) or c.player_id = any (away_ids);
  select coalesce(array_agg(x.at order by x.at), '{}'), coalesce(array_agg(hp.i order by x.at), '{}'),
    coalesce(array_agg(ap.i order by x.at), '{}')
  into at, hs, aws
  from unnest(home_ids, away_ids) with ordinality x (home, away, at)
  join unnest(ids) with ordinality hp (id, i) on hp.id = x.home
  join unnest(ids) with ordinality ap (id, i) on ap.id = x.away;
  n := cardinality(at);
  if n > 100 then
    powers := array(select p.value from public.rating_powers p order by p.fraction);
  end if;

  for i in 1 .. n loop
    h := hs[i];
    a := aws[i];
    exponent := public.rating_exponent(ratings[h] - ratings[a]);
    k := floor(exponent);
    f := (exponent - k) * 10000;
    -- ratings are in hundredths, so f is whole; rating_chance() itself otherwise
    if f <> (exponent - k) * 10000 then
      e := public.rating_two_to_fraction(exponent - k);
    elsif powers is null then
      select p.value into e from public.rating_powers p where p.fraction = f;
    else
      e := powers[f + 1];
    end if;
    chance := public.rating_chance_of(e, k);
    delta := public.rating_delta(chance, public.rating_step(counts[h]), public.rating_step(counts[a]),
      home_won[at[i]]);
    j_home_before[i] := ratings[h];
    j_away_before[i] := ratings[a];
    j_home_frames[i] := counts[h];
    j_away_frames[i] := counts[a];
    j_chance[i] := chance;
    j_delta[i] := delta;
    ratings[h] := ratings[h] + delta;
    ratings[a] := ratings[a] - delta;
    counts[h] := counts[h] + 1;
    counts[a] := counts[a] + 1;
  end loop;

  insert into public.frame_ratings (frame_id, kickoff_at, fixture_id, frame_no, home_player_id,
    away_player_id, home_before, away_before, home_frames_before, away_frames_before, home_chance, delta)
  select frame_ids[x.at], kickoffs[x.at], fixture_ids[x.at], frame_nos[x.at], home_ids[x.at],
    away_ids[x.at], x.home_before, x.away_before, x.home_frames, x.away_frames, x.chance, x.delta
  from unnest(at, j_home_before, j_away_before, j_home_frames, j_away_frames, j_chance, j_delta)
    x (at, home_before, away_before, home_frames, away_frames, chance, delta);
  -- the players who played here: those without a frame keep no row, as the replay leaves them
  insert into public.player_ratings as pr (player_id, rating, rated_frames)
  select x.player_id, x.rating, x.rated_frames
  from unnest(ids, ratings, counts) x (player_id, rating, rated_frames)
  where x.rated_frames > 0
  on conflict (player_id) do update set rating = excluded.rating, rated_frames = excluded.rated_frames;
  return n;
end
$$;
revoke execute on function public.rate_frame_arrays(bigint[], timestamptz[], bigint[], integer[], bigint[],
  bigint[], boolean[]) from public, anon, authenticated;

-- As in 20261124001300_ratings_loop.sql, by rate_frame_arrays().
create or replace function public.rate_frames(frames public.scored_frames[]) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.rate_frame_arrays(
    array(select s.id from unnest(frames) s), array(select s.kickoff_at from unnest(frames) s),
    array(select s.fixture_id from unnest(frames) s), array(select s.frame_no from unnest(frames) s),
    array(select s.home_player_id from unnest(frames) s), array(select s.away_player_id from unnest(frames) s),
    array(select s.winner = 'home' from unnest(frames) s));
end
$$;

-- Takes back these journal rows, just deleted: each of their players goes back to their rating before
-- their first of them (no row when that was their first rated frame).
create function public.take_back_ratings(gone public.frame_ratings[]) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  with before as (
    select distinct on (x.player_id) x.player_id, x.rating, x.rated_frames
    from unnest(gone) t
    cross join lateral (values (t.home_player_id, t.home_before, t.home_frames_before),
      (t.away_player_id, t.away_before, t.away_frames_before)) x (player_id, rating, rated_frames)
    order by x.player_id, t.kickoff_at, t.fixture_id, t.frame_no
  ),
  unrated as (
    delete from public.player_ratings pr using before b
    where pr.player_id = b.player_id and b.rated_frames = 0
  )
  update public.player_ratings pr set rating = b.rating, rated_frames = b.rated_frames
  from before b
  where pr.player_id = b.player_id and b.rated_frames > 0;
end
$$;
revoke execute on function public.take_back_ratings(public.frame_ratings[]) from public, anon, authenticated;

-- As in 20261124001300_ratings_loop.sql. The players in the dropped part of the journal go back to
-- their ratings before their first row there (take_back_ratings()), and the frames from the place on are
-- read into arrays in the order of play.
create or replace function public.replay_ratings(from_kickoff timestamptz, from_fixture bigint, from_frame integer)
returns integer
language plpgsql security definer
set search_path = ''
-- plans for the place itself: a generic plan cannot tell a replay of tonight from one of all time
set plan_cache_mode = force_custom_plan
as $$
declare
  fixtures bigint[];
  frame_ids bigint[];
  kickoffs timestamptz[];
  fixture_ids bigint[];
  frame_nos integer[];
  home_ids bigint[];
  away_ids bigint[];
  home_won boolean[];
  dropped public.frame_ratings[];
begin
  perform public.lock_ratings();

  with gone as (
    delete from public.frame_ratings r
    where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame)
    returning r
  )
  select coalesce(array_agg(gone.r), '{}') into dropped from gone;
  perform public.take_back_ratings(dropped);

  -- the frames of the fixtures from the place on: for a few fixtures (a replay from tonight) by the
  -- frames' fixture index, for most of them (a recompute) in one scan, as the custom plan sees the
  -- list (PGlite has no statistics to tell it where the place falls)
  fixtures := array(select f.id from public.fixtures f where f.kickoff_at >= from_kickoff);
  select array_agg(s.id order by s.kickoff_at, s.fixture_id, s.frame_no),
    array_agg(s.kickoff_at order by s.kickoff_at, s.fixture_id, s.frame_no),
    array_agg(s.fixture_id order by s.kickoff_at, s.fixture_id, s.frame_no),
    array_agg(s.frame_no order by s.kickoff_at, s.fixture_id, s.frame_no),
    array_agg(s.home_player_id order by s.kickoff_at, s.fixture_id, s.frame_no),
    array_agg(s.away_player_id order by s.kickoff_at, s.fixture_id, s.frame_no),
    array_agg(s.winner = 'home' order by s.kickoff_at, s.fixture_id, s.frame_no)
  into frame_ids, kickoffs, fixture_ids, frame_nos, home_ids, away_ids, home_won
  from public.scored_frames s
  where s.fixture_id = any (fixtures) and s.rated
    and (s.kickoff_at, s.fixture_id, s.frame_no) >= (from_kickoff, from_fixture, from_frame);
  if frame_ids is null then
    return 0;
  end if;
  return public.rate_frame_arrays(frame_ids, kickoffs, fixture_ids, frame_nos, home_ids, away_ids, home_won);
end
$$;

-- As in 20261123004100_ratings_replay.sql, emptying the journal at once rather than row by row.
create or replace function public.recompute_ratings() returns integer
language plpgsql security definer
set search_path = ''
as $$
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can recompute the ratings' using errcode = '42501';
  end if;
  perform public.lock_ratings();
  truncate public.frame_ratings, public.player_ratings;
  return public.replay_ratings('-infinity', 0, 0);
end
$$;
