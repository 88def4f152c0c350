-- The rating kept current at less cost (issue 15's speed: a full recompute of 50,000 frames within
-- 3 s, a match-night write within 1.3x of the write without the rating; bench/rating-speed.ts). Same
-- model, same digits (docs/rating.md; tests/db/rating.test.ts, rating-journal.test.ts).
--
-- - 2^f for the 10,000 fractions a difference in hundredths can give is computed once, here, into
--   rating_powers: a replay reads them instead of running the series (9,934 times in a full recompute).
-- - A replay rates frames from plain arrays and writes the journal with one insert of those arrays;
--   the players in the dropped part of the journal go back to the ratings before their first row there.
-- - A statement that writes one frame rates it in one statement when only its own two players are
--   concerned: its result corrected while it is both players' newest rated frame, or a frame rated
--   after both players' newest. Anything else replays as before.

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

-- As in 20261124001300_ratings_loop.sql. The players in the dropped part of the journal go back to
-- their ratings before their first row there (none: no row), and the frames from the place on are
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
begin
  perform public.lock_ratings();

  with gone as (
    delete from public.frame_ratings r
    where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame)
    returning r.*
  ),
  before as (
    select distinct on (x.player_id) x.player_id, x.rating, x.rated_frames
    from gone t
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

-- As in 20261124001400_ratings_newest_frames.sql, first trying the two ways a statement that wrote
-- one frame concerns only that frame's two players, each one statement:
-- - its result corrected, and nothing else of it, while it is both players' newest rated frame (their
--   rated_frames is one more than before it): the row keeps its ratings before and its chance, and
--   takes the new delta, and both players' ratings follow;
-- - it is rated now, was not before, and comes after every journal row of both players: it is rated
--   from their ratings now, as a replay from its place would (the frames after it are other players').
create or replace function public.ratings_follow_frames() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed bigint[];
  k record;
  tail bigint[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id) into changed from new_frames n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.id) into changed from old_frames o;
  else
    select array_agg(o.id) into changed
    from old_frames o join new_frames n on n.id = o.id
    where (o.fixture_id, o.frame_no, o.home_player_id, o.away_player_id, o.winner)
      is distinct from (n.fixture_id, n.frame_no, n.home_player_id, n.away_player_id, n.winner);
  end if;
  if changed is null then
    return null;
  end if;
  perform public.lock_ratings();

  if tg_op = 'UPDATE' and cardinality(changed) = 1 then
    with c as (
      select r.frame_id, r.home_player_id, r.away_player_id, r.home_before, r.away_before,
        public.rating_delta(r.home_chance, public.rating_step(r.home_frames_before),
          public.rating_step(r.away_frames_before), n.winner = 'home') as delta
      from new_frames n
      join old_frames o on o.id = n.id
      join public.fixtures f on f.id = n.fixture_id
      join public.frame_ratings r on r.frame_id = n.id
      join public.player_ratings ph
        on ph.player_id = r.home_player_id and ph.rated_frames = r.home_frames_before + 1
      join public.player_ratings pa
        on pa.player_id = r.away_player_id and pa.rated_frames = r.away_frames_before + 1
      where (o.fixture_id, o.frame_no, o.home_player_id, o.away_player_id)
          = (n.fixture_id, n.frame_no, n.home_player_id, n.away_player_id)
        and public.frame_counts(f.status, n.winner)
    ),
    journal as (
      update public.frame_ratings r set delta = c.delta from c where r.frame_id = c.frame_id
    )
    update public.player_ratings pr
    set rating = case when pr.player_id = c.home_player_id then c.home_before + c.delta
      else c.away_before - c.delta end
    from c
    where pr.player_id in (c.home_player_id, c.away_player_id);
    if found then
      return null;
    end if;
  end if;
  if tg_op <> 'DELETE' and cardinality(changed) = 1 then
    with s as (
      select n.id, f.kickoff_at, n.fixture_id, n.frame_no, n.home_player_id, n.away_player_id,
        n.winner = 'home' as home_won, h.rating as home_before, h.rated_frames as home_frames,
        a.rating as away_before, a.rated_frames as away_frames,
        public.rating_exponent(h.rating - a.rating) as x
      from new_frames n
      join public.fixtures f on f.id = n.fixture_id
      join public.current_ratings h on h.player_id = n.home_player_id
      join public.current_ratings a on a.player_id = n.away_player_id
      where public.frame_counts(f.status, n.winner) and n.home_player_id <> n.away_player_id
        and not exists (select 1 from public.frame_ratings r where r.frame_id = n.id)
        and not exists (
          select 1 from public.frame_ratings r
          where r.home_player_id in (n.home_player_id, n.away_player_id)
            and (r.kickoff_at, r.fixture_id, r.frame_no) >= (f.kickoff_at, n.fixture_id, n.frame_no))
        and not exists (
          select 1 from public.frame_ratings r
          where r.away_player_id in (n.home_player_id, n.away_player_id)
            and (r.kickoff_at, r.fixture_id, r.frame_no) >= (f.kickoff_at, n.fixture_id, n.frame_no))
    ),
    d as (
      select s.*, public.rating_chance_of(p.value, floor(s.x)::integer) as chance
      from s
      -- 2^f of the difference's fraction, which is whole in ten-thousandths
      join public.rating_powers p on p.fraction = ((s.x - floor(s.x)) * 10000)::integer
        and p.fraction = (s.x - floor(s.x)) * 10000
    ),
    rated as (
      select d.*, public.rating_delta(d.chance, public.rating_step(d.home_frames),
        public.rating_step(d.away_frames), d.home_won) as delta
      from d
    ),
    journal as (
      insert into public.frame_ratings (frame_id, kickoff_at, fixture_id, frame_no, home_player_id,
        away_player_id, home_before, away_before, home_frames_before, away_frames_before, home_chance, delta)
      select r.id, r.kickoff_at, r.fixture_id, r.frame_no, r.home_player_id, r.away_player_id,
        r.home_before, r.away_before, r.home_frames, r.away_frames, r.chance, r.delta
      from rated r
    )
    insert into public.player_ratings as pr (player_id, rating, rated_frames)
    select r.home_player_id, r.home_before + r.delta, r.home_frames + 1 from rated r
    union all
    select r.away_player_id, r.away_before - r.delta, r.away_frames + 1 from rated r
    on conflict (player_id) do update set rating = excluded.rating, rated_frames = excluded.rated_frames;
    if found then
      return null;
    end if;
  end if;

  -- any other statement: the earliest place it changed, and from there as before
  select x.kickoff_at, x.fixture_id, x.frame_no into k
  from (
    select r.kickoff_at, r.fixture_id, r.frame_no from public.frame_ratings r where r.frame_id = any (changed)
    union all
    -- frame by frame by its key (offset 0: not one scan of all frames when there are no statistics)
    select s.kickoff_at, s.fixture_id, s.frame_no from unnest(changed) c (id)
    cross join lateral (select x.* from public.scored_frames x where x.id = c.id offset 0) s
    where s.rated
  ) x
  order by x.kickoff_at, x.fixture_id, x.frame_no
  limit 1;
  if not found then
    return null;
  end if;
  -- the newest journal rows from the place on, newest first by the order's index (one more than
  -- the statement changed is enough to tell that others are there)
  select coalesce(array_agg(t.frame_id), '{}') into tail
  from (
    select r.frame_id, r.kickoff_at, r.fixture_id, r.frame_no from public.frame_ratings r
    order by r.kickoff_at desc, r.fixture_id desc, r.frame_no desc
    limit cardinality(changed) + 1
  ) t
  where (t.kickoff_at, t.fixture_id, t.frame_no) >= (k.kickoff_at, k.fixture_id, k.frame_no);
  if not tail <@ changed then
    perform public.replay_ratings(k.kickoff_at, k.fixture_id, k.frame_no);
    return null;
  end if;

  with gone as (
    delete from public.frame_ratings r where r.frame_id = any (tail) returning r.*
  ),
  before as (
    select distinct on (x.player_id) x.player_id, x.rating, x.rated_frames
    from gone t
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
  perform public.rate_frames(array(
    select s from public.scored_frames s
    where s.id = any (changed) and s.rated
    order by s.kickoff_at, s.fixture_id, s.frame_no
  ));
  return null;
end
$$;
