-- The player rating (docs/rating.md defines it): a logistic rating on which 100 points are 2:1 odds,
-- updated frame by frame in the order the frames were played, zero-sum per frame. It is kept in
-- Postgres from the frames themselves: every statement that changes a frame, a fixture's status or
-- kickoff, or a player's starting rating replays the rating from the earliest place in the order it
-- touched (ratings_follow_*() below), and recompute_ratings() replays everything; both give the same
-- digits (tests/db/rating.test.ts). All arithmetic is numeric with explicit rounding and no
-- transcendental function, so PGlite and every PostgreSQL version compute the same last digit.

-- The rating an organiser knows a new player to have; null starts them at rating_start().
alter table public.players add column start_rating numeric(7, 2)
  constraint players_start_rating_range check (start_rating between 0 and 2000);
grant select (start_rating) on public.players to anon;

-- Only organisers (and trusted callers) set a starting rating: a player editing their own record
-- must not choose their own rating.
create function public.guard_player_start_rating() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.start_rating is distinct from (case when tg_op = 'UPDATE' then old.start_rating end)
     and not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only organisers can set a player''s starting rating' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger players_guard_start_rating before insert or update on public.players
  for each row execute function public.guard_player_start_rating();

-- The model's constants, each in one place (docs/rating.md).
-- A new player's rating when the organiser gave none.
create function public.rating_start() returns numeric
language sql immutable parallel safe set search_path = '' as $$ select 500.00::numeric $$;
-- A player is provisional until this many rated frames.
create function public.rating_provisional_frames() returns integer
language sql immutable parallel safe set search_path = '' as $$ select 25 $$;
-- A player's step (K): larger while provisional, so a new player finds their level quickly.
create function public.rating_step(rated_frames integer) returns numeric
language sql immutable parallel safe set search_path = '' as $$
  select case when rated_frames < public.rating_provisional_frames() then 32 else 12 end::numeric
$$;

-- The chance that a player rated diff points above the opponent wins a frame:
-- 1 / (1 + 2^(-diff/100)), to 12 places. 2^x is 2^k (exact) times e^(f ln 2) by its series, each term
-- rounded to 30 places: only +, -, x and / on numeric, which every engine computes alike.
-- Differences beyond 2000 points (a million to one) count as 2000.
create function public.rating_chance(diff numeric) returns numeric
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
    e := e + term;
  end loop;
  -- e = 2^(x - k); the chance is 2^x / (1 + 2^x)
  if k >= 0 then
    return round(e * two_k / (e * two_k + 1), 12);
  end if;
  return round(e / (e + two_k), 12);
end
$$;
grant execute on function public.rating_start(), public.rating_provisional_frames(),
  public.rating_step(integer), public.rating_chance(numeric) to anon, authenticated, service_role;

-- Every frame that counts for statistics: a winner (home or away) in a fixture in play or final.
-- rated: both players named and different, so the frame also moves the rating. The order of play is
-- (kickoff_at, fixture_id, frame_no). Security invoker: the frames' and fixtures' RLS applies.
create view public.scored_frames with (security_invoker = true) as
select fr.id, fr.fixture_id, fr.frame_no, f.kickoff_at, f.division_id, d.league_id,
  f.home_team_id, f.away_team_id, fr.home_player_id, fr.away_player_id, fr.winner,
  (fr.home_player_id is not null and fr.away_player_id is not null
    and fr.home_player_id <> fr.away_player_id) as rated
from public.frames fr
join public.fixtures f on f.id = fr.fixture_id
join public.divisions d on d.id = f.division_id
where f.status in ('final', 'in_play') and fr.winner in ('home', 'away');
grant select on public.scored_frames to anon, authenticated, service_role;

-- The rating journal: one row per rated frame, in the order of play, with both players' ratings and
-- rated-frame counts before it, the home player's chance and the points the home player gained
-- (the away player lost them). No foreign keys: it is rebuilt from the frames, and a deleted frame's
-- row is what tells the replay where to start.
create table public.frame_ratings (
  frame_id bigint primary key,
  kickoff_at timestamptz not null,
  fixture_id bigint not null,
  frame_no integer not null,
  home_player_id bigint not null,
  away_player_id bigint not null,
  home_before numeric(10, 2) not null,
  away_before numeric(10, 2) not null,
  home_frames_before integer not null,
  away_frames_before integer not null,
  home_chance numeric(14, 12) not null,
  delta numeric(10, 2) not null
);
create unique index frame_ratings_order_idx on public.frame_ratings (kickoff_at, fixture_id, frame_no);
create index frame_ratings_home_player_idx on public.frame_ratings (home_player_id);
create index frame_ratings_away_player_idx on public.frame_ratings (away_player_id);

-- Each player's rating after their last rated frame. A player without a row has never been rated.
create table public.player_ratings (
  player_id bigint primary key references public.players (id) on delete cascade,
  rating numeric(10, 2) not null,
  rated_frames integer not null
);

-- Public data, written only by the replay below (security definer).
alter table public.frame_ratings enable row level security;
revoke all on public.frame_ratings from anon, authenticated;
grant select on public.frame_ratings to anon, authenticated;
grant all on public.frame_ratings to service_role;
create policy "Anyone can read the rating journal" on public.frame_ratings
  for select to anon, authenticated using (true);

alter table public.player_ratings enable row level security;
revoke all on public.player_ratings from anon, authenticated;
grant select on public.player_ratings to anon, authenticated;
grant all on public.player_ratings to service_role;
create policy "Anyone can read player ratings" on public.player_ratings
  for select to anon, authenticated using (true);

-- Every player's rating now: their start until their first rated frame. provisional while they have
-- fewer than rating_provisional_frames() rated frames.
create view public.current_ratings with (security_invoker = true) as
select p.id as player_id,
  coalesce(pr.rating, p.start_rating, public.rating_start()) as rating,
  coalesce(pr.rated_frames, 0) as rated_frames,
  coalesce(pr.rated_frames, 0) < public.rating_provisional_frames() as provisional
from public.players p
left join public.player_ratings pr on pr.player_id = p.id;
grant select on public.current_ratings to anon, authenticated, service_role;

-- Replays the rating from one place in the order of play: the journal from there on is dropped, the
-- players in it go back to their ratings before it, then each rated frame from there on is applied
-- in order. One replay at a time (an advisory lock), so two scorers' frames never interleave.
-- Players deleted in this statement (invisible here) are left out; their frames are being unnamed.
create function public.replay_ratings(from_kickoff timestamptz, from_fixture bigint, from_frame integer)
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  fr record;
  touched bigint[];
  h_rating numeric;
  a_rating numeric;
  h_frames integer;
  a_frames integer;
  chance numeric;
  delta numeric;
  n integer := 0;
begin
  perform pg_advisory_xact_lock(hashtext('cueboard.ratings'));

  select coalesce(array_agg(distinct x.p), '{}') into touched
  from public.frame_ratings r
  cross join lateral unnest(array[r.home_player_id, r.away_player_id]) x(p)
  where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame);
  delete from public.frame_ratings r
  where (r.kickoff_at, r.fixture_id, r.frame_no) >= (from_kickoff, from_fixture, from_frame);

  delete from public.player_ratings pr where pr.player_id = any (touched);
  insert into public.player_ratings (player_id, rating, rated_frames)
  select distinct on (x.player_id) x.player_id, x.rating, x.rated_frames
  from (
    select r.home_player_id as player_id, r.home_before + r.delta as rating,
      r.home_frames_before + 1 as rated_frames, r.kickoff_at, r.fixture_id, r.frame_no
    from public.frame_ratings r where r.home_player_id = any (touched)
    union all
    select r.away_player_id, r.away_before - r.delta, r.away_frames_before + 1,
      r.kickoff_at, r.fixture_id, r.frame_no
    from public.frame_ratings r where r.away_player_id = any (touched)
  ) x
  join public.players p on p.id = x.player_id
  order by x.player_id, x.kickoff_at desc, x.fixture_id desc, x.frame_no desc;

  for fr in
    select s.id, s.kickoff_at, s.fixture_id, s.frame_no, s.home_player_id, s.away_player_id, s.winner
    from public.scored_frames s
    join public.players ph on ph.id = s.home_player_id
    join public.players pa on pa.id = s.away_player_id
    where s.rated and (s.kickoff_at, s.fixture_id, s.frame_no) >= (from_kickoff, from_fixture, from_frame)
    order by s.kickoff_at, s.fixture_id, s.frame_no
  loop
    select c.rating, c.rated_frames into h_rating, h_frames
    from public.current_ratings c where c.player_id = fr.home_player_id;
    select c.rating, c.rated_frames into a_rating, a_frames
    from public.current_ratings c where c.player_id = fr.away_player_id;
    chance := public.rating_chance(h_rating - a_rating);
    delta := round((public.rating_step(h_frames) + public.rating_step(a_frames)) / 2
      * ((case when fr.winner = 'home' then 1 else 0 end) - chance), 2);

    insert into public.frame_ratings (frame_id, kickoff_at, fixture_id, frame_no, home_player_id,
      away_player_id, home_before, away_before, home_frames_before, away_frames_before, home_chance, delta)
    values (fr.id, fr.kickoff_at, fr.fixture_id, fr.frame_no, fr.home_player_id, fr.away_player_id,
      h_rating, a_rating, h_frames, a_frames, chance, delta);
    insert into public.player_ratings as pr (player_id, rating, rated_frames)
    values (fr.home_player_id, h_rating + delta, h_frames + 1), (fr.away_player_id, a_rating - delta, a_frames + 1)
    on conflict (player_id) do update set rating = excluded.rating, rated_frames = excluded.rated_frames;
    n := n + 1;
  end loop;
  return n;
end
$$;
revoke execute on function public.replay_ratings(timestamptz, bigint, integer) from public;

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
  perform pg_advisory_xact_lock(hashtext('cueboard.ratings'));
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
  select x.kickoff_at, x.fixture_id, x.frame_no into k
  from (
    select r.kickoff_at, r.fixture_id, r.frame_no from public.frame_ratings r where r.frame_id = any (changed)
    union all
    select s.kickoff_at, s.fixture_id, s.frame_no from public.scored_frames s
    where s.rated and s.id = any (changed)
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
  k record;
begin
  select x.kickoff_at, x.id into k
  from (
    select o.kickoff_at, o.id from old_fixtures o join new_fixtures n on n.id = o.id
    where (o.status in ('in_play', 'final'), o.kickoff_at) is distinct from (n.status in ('in_play', 'final'), n.kickoff_at)
      and exists (select 1 from public.frame_ratings r where r.fixture_id = o.id)
    union all
    select n.kickoff_at, n.id from old_fixtures o join new_fixtures n on n.id = o.id
    where (o.status in ('in_play', 'final'), o.kickoff_at) is distinct from (n.status in ('in_play', 'final'), n.kickoff_at)
      and exists (select 1 from public.scored_frames s where s.fixture_id = n.id and s.rated)
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
  k record;
begin
  select r.kickoff_at, r.fixture_id, r.frame_no into k
  from old_players o join new_players n on n.id = o.id
  join public.frame_ratings r on r.home_player_id = n.id or r.away_player_id = n.id
  where o.start_rating is distinct from n.start_rating
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
