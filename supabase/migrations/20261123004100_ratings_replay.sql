-- Keeping the rating current (docs/rating.md): replay_ratings() rebuilds the journal from one place
-- in the order of play, statement triggers on frames, fixtures and players call it from the earliest
-- place a statement changed, and recompute_ratings() replays everything. Both give the same digits
-- (tests/db/rating.test.ts).

-- One replay at a time, to the end of the transaction. The triggers take it before they read the
-- journal too: a place computed from another transaction's half-finished replay could start too late.
create function public.lock_ratings() returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('cueboard.ratings'))
$$;
revoke execute on function public.lock_ratings() from public, anon, authenticated;

-- Replays the rating from one place in the order of play: the journal from there on is dropped, the
-- players in it go back to their ratings before it, then each rated frame from there on is applied
-- in order. One replay at a time (lock_ratings()), so two scorers' frames never interleave.
-- Players deleted in this statement (invisible here) are left out; their frames are being unnamed.
create function public.replay_ratings(from_kickoff timestamptz, from_fixture bigint, from_frame integer)
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

    insert into public.frame_ratings (frame_id, kickoff_at, fixture_id, frame_no, home_player_id,
      away_player_id, home_before, away_before, home_frames_before, away_frames_before, home_chance, delta)
    values (fr.id, fr.kickoff_at, fr.fixture_id, fr.frame_no, fr.home_player_id, fr.away_player_id,
      ratings[h], ratings[a], counts[h], counts[a], chance, delta);
    ratings[h] := ratings[h] + delta;
    ratings[a] := ratings[a] - delta;
    counts[h] := counts[h] + 1;
    counts[a] := counts[a] + 1;
  end loop;

  insert into public.player_ratings as pr (player_id, rating, rated_frames)
  select x.player_id, x.rating, x.rated_frames from unnest(ids, ratings, counts) x (player_id, rating, rated_frames)
  on conflict (player_id) do update set rating = excluded.rating, rated_frames = excluded.rated_frames;
  select count(*)::integer into n from public.frame_ratings r
  where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame);
  return n;
end
$$;
revoke execute on function public.replay_ratings(timestamptz, bigint, integer) from public, anon, authenticated;

-- Rebuilds every rating from all frames; returns the number of rated frames. The triggers keep the
-- same result at every change, so this is for peace of mind and for tests.
create function public.recompute_ratings() returns integer
language plpgsql security definer
set search_path = ''
as $$
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can recompute the ratings' using errcode = '42501';
  end if;
  perform public.lock_ratings();
  delete from public.frame_ratings where true;
  delete from public.player_ratings where true;
  return public.replay_ratings('-infinity', 0, 0);
end
$$;
revoke execute on function public.recompute_ratings() from public;
grant execute on function public.recompute_ratings() to authenticated, service_role;

-- Frames: the earliest place a statement changed is the earlier of the rows it touched that were in
-- the journal and the rows it left rated. An update that changes none of players, winner, fixture
-- or number (a no-op save) replays nothing.
create function public.ratings_follow_frames() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed bigint[];
  k record;
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
  if found then
    perform public.replay_ratings(k.kickoff_at, k.fixture_id, k.frame_no);
  end if;
  return null;
end
$$;
revoke execute on function public.ratings_follow_frames() from public;
create trigger frames_ratings_follow_insert after insert on public.frames
  referencing new table as new_frames
  for each statement execute function public.ratings_follow_frames();
create trigger frames_ratings_follow_update after update on public.frames
  referencing old table as old_frames new table as new_frames
  for each statement execute function public.ratings_follow_frames();
create trigger frames_ratings_follow_delete after delete on public.frames
  referencing old table as old_frames
  for each statement execute function public.ratings_follow_frames();

-- Fixtures: a status that starts or stops its frames counting (in play and final count, others do
-- not) or a new kickoff (the order of play) replays from the earlier of the fixture's old and new
-- places. Completing a match (in play -> final) changes nothing, so it replays nothing. A deleted
-- fixture's frames are deleted with it, and their own trigger replays.
create function public.ratings_follow_fixtures() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed bigint[];
  k record;
begin
  select array_agg(n.id) into changed
  from old_fixtures o join new_fixtures n on n.id = o.id
  where (o.status in ('in_play', 'final'), o.kickoff_at) is distinct from (n.status in ('in_play', 'final'), n.kickoff_at);
  if changed is null then
    return null;
  end if;
  perform public.lock_ratings();
  select x.kickoff_at, x.id into k
  from (
    select o.kickoff_at, o.id from old_fixtures o
    where o.id = any (changed) and exists (select 1 from public.frame_ratings r where r.fixture_id = o.id)
    union all
    select n.kickoff_at, n.id from new_fixtures n
    where n.id = any (changed) and exists (select 1 from public.scored_frames s where s.fixture_id = n.id and s.rated)
  ) x
  order by x.kickoff_at, x.id
  limit 1;
  if found then
    perform public.replay_ratings(k.kickoff_at, k.id, 0);
  end if;
  return null;
end
$$;
revoke execute on function public.ratings_follow_fixtures() from public;
create trigger fixtures_ratings_follow_update after update on public.fixtures
  referencing old table as old_fixtures new table as new_fixtures
  for each statement execute function public.ratings_follow_fixtures();

-- Players: a new starting rating replays from the player's first rated frame. (A deleted player's
-- frames lose their name through the foreign key, and the frames' trigger replays.)
create function public.ratings_follow_players() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed bigint[];
  k record;
begin
  select array_agg(n.id) into changed
  from old_players o join new_players n on n.id = o.id
  where o.start_rating is distinct from n.start_rating;
  if changed is null then
    return null;
  end if;
  perform public.lock_ratings();
  select r.kickoff_at, r.fixture_id, r.frame_no into k
  from public.frame_ratings r
  where r.home_player_id = any (changed) or r.away_player_id = any (changed)
  order by r.kickoff_at, r.fixture_id, r.frame_no
  limit 1;
  if found then
    perform public.replay_ratings(k.kickoff_at, k.fixture_id, k.frame_no);
  end if;
  return null;
end
$$;
revoke execute on function public.ratings_follow_players() from public;
create trigger players_ratings_follow_update after update on public.players
  referencing old table as old_players new table as new_players
  for each statement execute function public.ratings_follow_players();
