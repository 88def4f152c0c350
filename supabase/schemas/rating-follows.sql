-- What keeps the ratings current: triggers on fixtures, frames and players that replay from the
-- earliest place a change touches, taking back what a deleted frame gave (docs/rating.md).

-- Fixtures: a status that starts or stops its frames counting (in play and final count, others do
-- not) or a new kickoff (the order of play) replays from the earlier of the fixture's old and new
-- places. Completing a match (in play -> final) changes nothing, so it replays nothing. A deleted
-- fixture's frames are deleted with it, and their own trigger replays.
create function public.ratings_follow_fixtures() returns trigger
    language plpgsql security definer
    set search_path to ''
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

create trigger fixtures_ratings_follow_update after update on public.fixtures referencing old table as old_fixtures new table as new_fixtures
  for each statement execute function public.ratings_follow_fixtures();

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
create function public.ratings_follow_frames() returns trigger
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
revoke execute on function public.ratings_follow_frames() from public;

create trigger frames_ratings_follow_delete after delete on public.frames referencing old table as old_frames
  for each statement execute function public.ratings_follow_frames();

create trigger frames_ratings_follow_insert after insert on public.frames referencing new table as new_frames
  for each statement execute function public.ratings_follow_frames();

create trigger frames_ratings_follow_update after update on public.frames referencing old table as old_frames new table as new_frames
  for each statement execute function public.ratings_follow_frames();

-- Players: a new starting rating replays from the player's first rated frame. (A deleted player's
-- frames lose their name through the foreign key, and the frames' trigger replays.)
create function public.ratings_follow_players() returns trigger
    language plpgsql security definer
    set search_path to ''
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

create trigger players_ratings_follow_update after update on public.players referencing old table as old_players new table as new_players
  for each statement execute function public.ratings_follow_players();

-- Takes back these journal rows, just deleted: each of their players goes back to their rating before
-- their first of them (no row when that was their first rated frame).
create function public.take_back_ratings(gone public.frame_ratings[]) returns void
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
revoke execute on function public.take_back_ratings(gone public.frame_ratings[]) from public;

-- Only organisers (and trusted callers) set a starting rating: a player editing their own record
-- must not choose their own rating.
create function public.guard_player_start_rating() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if new.start_rating is distinct from (case when tg_op = 'UPDATE' then old.start_rating end)
     and not (public.is_trusted_caller() or public.is_organiser_of(new.organisation_id)) then
    raise exception 'Only organisers can set a player''s starting rating' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger players_guard_start_rating before insert or update on public.players
  for each row execute function public.guard_player_start_rating();
