-- Issue 29: the rating counts the racks of a race-to rubber as frames (docs/rating.md). The journal
-- becomes one row per rack (rack; a frame of one rack is rack 1, as every row so far), scored_frames
-- gives the race score, and the functions that rate, replay and take back rate a rubber rack by rack
-- in rack_home_won()'s order.

alter table public.frame_ratings add column rack integer default 1 not null;
alter table public.frame_ratings drop constraint frame_ratings_pkey;
alter table public.frame_ratings add constraint frame_ratings_pkey primary key (frame_id, rack);
drop index public.frame_ratings_order_idx;
-- The order of play, rack by rack.
create unique index frame_ratings_order_idx on public.frame_ratings using btree (kickoff_at, fixture_id, frame_no, rack);

create or replace view public.scored_frames with (security_invoker = true) as
select fr.id, fr.fixture_id, fr.frame_no, f.kickoff_at, f.division_id, d.league_id,
  f.home_team_id, f.away_team_id, fr.home_player_id, fr.away_player_id, fr.winner,
  (fr.home_player_id is not null and fr.away_player_id is not null
    and fr.home_player_id <> fr.away_player_id) as rated,
  fr.home_racks, fr.away_racks
from public.frames fr
join public.fixtures f on f.id = fr.fixture_id
join public.divisions d on d.id = f.division_id
where public.frame_counts(f.status, fr.winner);

-- How many racks the rating counts for a frame: a race-to rubber's racks (home_racks + away_racks),
-- one for any other frame.
create function public.rating_racks(home_racks integer, away_racks integer) returns integer
    language sql immutable parallel safe
    as $$
  select greatest(coalesce(home_racks + away_racks, 1), 1)
$$;
grant execute on function public.rating_racks(home_racks integer, away_racks integer) to anon, authenticated, service_role;

-- Whether a rubber's winner won rack `rack`, one before its last, when the loser won l racks and the
-- winner m others: they alternate, the loser's first, and the side with more left takes the rest
-- (the winner always takes the last).
create function public.rack_winner_won(rack integer, l integer, m integer) returns boolean
    language sql immutable parallel safe
    as $$
  select case when rack <= 2 * least(l, m) then rack % 2 = 0 else m > l end
$$;
grant execute on function public.rack_winner_won(rack integer, l integer, m integer) to anon, authenticated, service_role;

-- Whether the home player won rack `rack` (1 to rating_racks()) of a frame the home player won or
-- lost (home_won). A rubber records its score, not the order of its racks, so the rating takes one
-- (docs/rating.md, rack_winner_won()): a 4-2 rubber is L W L W W W from the winner's side. A frame
-- without racks is its result. No search_path of its own, so it is inlined.
create function public.rack_home_won(rack integer, home_racks integer, away_racks integer, home_won boolean) returns boolean
    language sql immutable parallel safe
    as $$
  select case
    when home_racks is null or rack >= home_racks + away_racks then home_won
    -- whether the rubber's winner won this rack, from the loser's racks (l) and the winner's others (m)
    else public.rack_winner_won(rack, case when home_won then away_racks else home_racks end,
      case when home_won then home_racks else away_racks end - 1) = home_won
  end
$$;
grant execute on function public.rack_home_won(rack integer, home_racks integer, away_racks integer, home_won boolean) to anon, authenticated, service_role;

drop function public.rate_frame_arrays(frame_ids bigint[], kickoffs timestamptz[], fixture_ids bigint[], frame_nos integer[], home_ids bigint[], away_ids bigint[], home_won boolean[]);

-- Rates these frames, given in the order of play, after every journal row of their players: adds
-- their journal rows and the players' new ratings. A race-to rubber (home_racks and away_racks, null
-- for a frame of one rack) is rated rack by rack, each as a frame, in rack_home_won()'s order.
-- A frame whose player is gone (deleted in this statement) is left out. Each player's rating is read
-- once, carried in arrays and written once. Returns the number of frames rated.
create function public.rate_frame_arrays(frame_ids bigint[], kickoffs timestamptz[], fixture_ids bigint[], frame_nos integer[], home_ids bigint[], away_ids bigint[], home_won boolean[], home_racks integer[], away_racks integer[]) returns integer
    language plpgsql security definer
    set search_path to ''
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
  -- the journal's rows, one a rack: the frame's place in the arguments, the rack, and the computed
  -- columns
  j integer := 0;
  j_at integer[];
  j_rack integer[];
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
  won boolean;
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
    for rack in 1 .. public.rating_racks(home_racks[at[i]], away_racks[at[i]]) loop
      won := public.rack_home_won(rack, home_racks[at[i]], away_racks[at[i]], home_won[at[i]]);
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
      delta := public.rating_delta(chance, public.rating_step(counts[h]), public.rating_step(counts[a]), won);
      j := j + 1;
      j_at[j] := at[i];
      j_rack[j] := rack;
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
  end loop;

  insert into public.frame_ratings (frame_id, kickoff_at, fixture_id, frame_no, home_player_id,
    away_player_id, home_before, away_before, home_frames_before, away_frames_before, home_chance, delta,
    rack)
  select frame_ids[x.at], kickoffs[x.at], fixture_ids[x.at], frame_nos[x.at], home_ids[x.at],
    away_ids[x.at], x.home_before, x.away_before, x.home_frames, x.away_frames, x.chance, x.delta, x.rack
  from unnest(j_at, j_home_before, j_away_before, j_home_frames, j_away_frames, j_chance, j_delta, j_rack)
    x (at, home_before, away_before, home_frames, away_frames, chance, delta, rack);
  -- the players who played here: those without a frame keep no row, as the replay leaves them
  insert into public.player_ratings as pr (player_id, rating, rated_frames)
  select x.player_id, x.rating, x.rated_frames
  from unnest(ids, ratings, counts) x (player_id, rating, rated_frames)
  where x.rated_frames > 0
  on conflict (player_id) do update set rating = excluded.rating, rated_frames = excluded.rated_frames;
  return n;
end
$$;
revoke execute on function public.rate_frame_arrays(frame_ids bigint[], kickoffs timestamptz[], fixture_ids bigint[], frame_nos integer[], home_ids bigint[], away_ids bigint[], home_won boolean[], home_racks integer[], away_racks integer[]) from public;

-- Rates these frames (scored_frames rows, in the order of play) from their players' ratings now,
-- adding their journal rows and the players' new ratings. The frames must come after every journal
-- row. Each player's rating is read once, carried in arrays and written once at the end.
-- The work is rate_frame_arrays()'s.
create or replace function public.rate_frames(frames public.scored_frames[]) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  perform public.rate_frame_arrays(
    array(select s.id from unnest(frames) s), array(select s.kickoff_at from unnest(frames) s),
    array(select s.fixture_id from unnest(frames) s), array(select s.frame_no from unnest(frames) s),
    array(select s.home_player_id from unnest(frames) s), array(select s.away_player_id from unnest(frames) s),
    array(select s.winner = 'home' from unnest(frames) s), array(select s.home_racks from unnest(frames) s),
    array(select s.away_racks from unnest(frames) s));
end
$$;

-- Replays the rating from one place in the order of play: the journal from there on is dropped, the
-- players in it go back to their ratings before it, then each rated frame from there on is applied
-- in order. One replay at a time (lock_ratings()), so two scorers' frames never interleave.
-- Players deleted in this statement (invisible here) are left out; their frames are being unnamed.
-- The players in the dropped part of the journal go back to their ratings before their first row
-- there (take_back_ratings()), and the frames from the place on are read into arrays in the order
-- of play.
create or replace function public.replay_ratings(from_kickoff timestamptz, from_fixture bigint, from_frame integer) returns integer
    language plpgsql security definer
    set search_path to ''
    set plan_cache_mode to 'force_custom_plan'
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
  home_racks integer[];
  away_racks integer[];
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
    array_agg(s.winner = 'home' order by s.kickoff_at, s.fixture_id, s.frame_no),
    array_agg(s.home_racks order by s.kickoff_at, s.fixture_id, s.frame_no),
    array_agg(s.away_racks order by s.kickoff_at, s.fixture_id, s.frame_no)
  into frame_ids, kickoffs, fixture_ids, frame_nos, home_ids, away_ids, home_won, home_racks, away_racks
  from public.scored_frames s
  where s.fixture_id = any (fixtures) and s.rated
    and (s.kickoff_at, s.fixture_id, s.frame_no) >= (from_kickoff, from_fixture, from_frame);
  if frame_ids is null then
    return 0;
  end if;
  return public.rate_frame_arrays(frame_ids, kickoffs, fixture_ids, frame_nos, home_ids, away_ids, home_won,
    home_racks, away_racks);
end
$$;

-- Frames: the earliest place a statement changed is the earlier of the rows it touched that were in
-- the journal and the rows it left rated. An update that changes none of players, winner, fixture
-- or number (a no-op save) replays nothing.
-- Before replaying, it tries the two ways a statement that wrote one frame concerns only that
-- frame's two players, each one statement:
-- - its result corrected, and nothing else of it, while it is both players' newest rated frame (their
--   rated_frames is one more than before it) and a frame of one rack: the row keeps its ratings
--   before and its chance, and takes the new delta, and both players' ratings follow;
-- - it is rated now, was not before, and comes after every journal row of both players: it is rated
--   from their ratings now, as a replay from its place would (the frames after it are other players'),
--   a race-to rubber rack by rack (rate_frames()).
-- A rubber's new race score is a change of its result: the racks are rated again.
create or replace function public.ratings_follow_frames() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  changed bigint[];
  k record;
  tail bigint[];
  dropped public.frame_ratings[];
  rubber public.scored_frames[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id) into changed from new_frames n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.id) into changed from old_frames o;
  else
    select array_agg(o.id) into changed
    from old_frames o join new_frames n on n.id = o.id
    where (o.fixture_id, o.frame_no, o.home_player_id, o.away_player_id, o.winner, o.home_racks, o.away_racks)
      is distinct from (n.fixture_id, n.frame_no, n.home_player_id, n.away_player_id, n.winner, n.home_racks,
        n.away_racks);
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
        -- a frame of one rack, before and after
        and o.home_racks is null and n.home_racks is null
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
        and n.home_racks is null
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
    -- a race-to rubber, rated rack by rack, on the same terms
    select array_agg(s) into rubber
    from new_frames n
    join public.scored_frames s on s.id = n.id
    where s.rated and n.home_racks is not null
      and not exists (select 1 from public.frame_ratings r where r.frame_id = n.id)
      and not exists (
        select 1 from public.frame_ratings r
        where r.home_player_id in (n.home_player_id, n.away_player_id)
          and (r.kickoff_at, r.fixture_id, r.frame_no) >= (s.kickoff_at, n.fixture_id, n.frame_no))
      and not exists (
        select 1 from public.frame_ratings r
        where r.away_player_id in (n.home_player_id, n.away_player_id)
          and (r.kickoff_at, r.fixture_id, r.frame_no) >= (s.kickoff_at, n.fixture_id, n.frame_no));
    if rubber is not null then
      perform public.rate_frames(rubber);
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
  -- the rows of the frames the statement changed is enough to tell that others are there)
  select coalesce(array_agg(t.frame_id), '{}') into tail
  from (
    select r.frame_id, r.kickoff_at, r.fixture_id, r.frame_no from public.frame_ratings r
    order by r.kickoff_at desc, r.fixture_id desc, r.frame_no desc, r.rack desc
    limit (select count(*) from public.frame_ratings c where c.frame_id = any (changed)) + 1
  ) t
  where (t.kickoff_at, t.fixture_id, t.frame_no) >= (k.kickoff_at, k.fixture_id, k.frame_no);
  if not tail <@ changed then
    perform public.replay_ratings(k.kickoff_at, k.fixture_id, k.frame_no);
    return null;
  end if;

  with gone as (
    delete from public.frame_ratings r where r.frame_id = any (tail) returning r
  )
  select coalesce(array_agg(gone.r), '{}') into dropped from gone;
  perform public.take_back_ratings(dropped);
  perform public.rate_frames(array(
    select s from public.scored_frames s
    where s.id = any (changed) and s.rated
    order by s.kickoff_at, s.fixture_id, s.frame_no
  ));
  return null;
end
$$;

-- Takes back these journal rows, just deleted: each of their players goes back to their rating before
-- their first of them (no row when that was their first rated frame).
create or replace function public.take_back_ratings(gone public.frame_ratings[]) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  with before as (
    select distinct on (x.player_id) x.player_id, x.rating, x.rated_frames
    from unnest(gone) t
    cross join lateral (values (t.home_player_id, t.home_before, t.home_frames_before),
      (t.away_player_id, t.away_before, t.away_frames_before)) x (player_id, rating, rated_frames)
    order by x.player_id, t.kickoff_at, t.fixture_id, t.frame_no, t.rack
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
