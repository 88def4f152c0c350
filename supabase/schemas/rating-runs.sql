-- Rating runs: rating frames in order of play, replaying from a kick-off, recomputing every rating,
-- and the lock that keeps two runs apart (docs/rating.md). The ratings and the arithmetic: ratings.sql.

-- Rates these frames (scored_frames rows, in the order of play) from their players' ratings now,
-- adding their journal rows and the players' new ratings. The frames must come after every journal
-- row. Each player's rating is read once, carried in arrays and written once at the end.
-- The work is rate_frame_arrays()'s.
create function public.rate_frames(frames public.scored_frames[]) returns void
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
revoke execute on function public.rate_frames(frames public.scored_frames[]) from public;

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

-- Replays the rating from one place in the order of play: the journal from there on is dropped, the
-- players in it go back to their ratings before it, then each rated frame from there on is applied
-- in order. One replay at a time (lock_ratings()), so two scorers' frames never interleave.
-- Players deleted in this statement (invisible here) are left out; their frames are being unnamed.
-- The players in the dropped part of the journal go back to their ratings before their first row
-- there (take_back_ratings()), and the frames from the place on are read into arrays in the order
-- of play.
create function public.replay_ratings(from_kickoff timestamptz, from_fixture bigint, from_frame integer) returns integer
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
revoke execute on function public.replay_ratings(from_kickoff timestamptz, from_fixture bigint, from_frame integer) from public;

-- Rebuilds every rating from all frames; returns the number of rated frames. The triggers keep the
-- same result at every change, so this is for peace of mind and for tests.
-- It empties the journal at once rather than row by row. It rewrites every organisation's ratings,
-- so an end user must organise each organisation that has frames (one, on most deployments).
create function public.recompute_ratings() returns integer
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can recompute the ratings' using errcode = '42501';
  end if;
  if not public.is_trusted_caller() and exists (
    select 1 from public.frames f where f.organisation_id <> all (public.organised_organisations())
  ) then
    raise exception 'Only an organiser of every organisation with frames can recompute the ratings'
      using errcode = '42501';
  end if;
  perform public.lock_ratings();
  truncate public.frame_ratings, public.player_ratings;
  return public.replay_ratings('-infinity', 0, 0);
end
$$;
revoke execute on function public.recompute_ratings() from public;
grant execute on function public.recompute_ratings() to authenticated, service_role;

-- One replay at a time, to the end of the transaction. The triggers take it before they read the
-- journal too: a place computed from another transaction's half-finished replay could start too late.
create function public.lock_ratings() returns void
    language sql
    set search_path to ''
    as $$
  select pg_advisory_xact_lock(hashtext('cueboard.ratings'))
$$;
revoke execute on function public.lock_ratings() from public;
