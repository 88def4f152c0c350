-- A frame scored after every rated frame, or a correction to the newest rated frames, costs those
-- frames only (issue 15's speed: a match-night write within 1.3x of the write without the rating,
-- bench/rating-writes.ts). Same journal and ratings as a replay (tests/db/rating.test.ts).

-- As in 20261123004100_ratings_replay.sql, choosing the place to replay from the same way. When the
-- journal from there on holds only frames this statement changed, those rows are taken back (each
-- player to their rating before their first of them) and the changed frames rated now are rated
-- after the rest: what the replay does, without reading the frames from the place on again.
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

  if cardinality(changed) > 1 then
    perform public.rate_frames(array(
      select s from public.scored_frames s
      where s.id = any (changed) and s.rated
      order by s.kickoff_at, s.fixture_id, s.frame_no
    ));
    return null;
  end if;
  -- one frame (a scorer's tap): rate_frames() in one statement, from the same parts
  with f as (
    select s.id, s.kickoff_at, s.fixture_id, s.frame_no, s.home_player_id, s.away_player_id,
      s.winner = 'home' as home_won, h.rating as home_before, h.rated_frames as home_frames,
      a.rating as away_before, a.rated_frames as away_frames,
      public.rating_chance(h.rating - a.rating) as chance
    from public.scored_frames s
    join public.current_ratings h on h.player_id = s.home_player_id
    join public.current_ratings a on a.player_id = s.away_player_id
    where s.id = changed[1] and s.rated
  ),
  d as (
    select f.*, public.rating_delta(f.chance, public.rating_step(f.home_frames),
      public.rating_step(f.away_frames), f.home_won) as delta
    from f
  ),
  journal as (
    insert into public.frame_ratings (frame_id, kickoff_at, fixture_id, frame_no, home_player_id,
      away_player_id, home_before, away_before, home_frames_before, away_frames_before, home_chance, delta)
    select d.id, d.kickoff_at, d.fixture_id, d.frame_no, d.home_player_id, d.away_player_id,
      d.home_before, d.away_before, d.home_frames, d.away_frames, d.chance, d.delta
    from d
  )
  insert into public.player_ratings as pr (player_id, rating, rated_frames)
  select d.home_player_id, d.home_before + d.delta, d.home_frames + 1 from d
  union all
  select d.away_player_id, d.away_before - d.delta, d.away_frames + 1 from d
  on conflict (player_id) do update set rating = excluded.rating, rated_frames = excluded.rated_frames;
  return null;
end
$$;
