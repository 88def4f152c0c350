-- The player rating (docs/rating.md defines it): a logistic rating on which 100 points are 2:1 odds,
-- updated frame by frame in the order the frames were played, zero-sum per frame. This file holds the
-- model (constants, the chance, which frames count) and where the rating is kept; the next one
-- (20261123004100_ratings_replay.sql) keeps it current. All arithmetic is numeric with explicit
-- rounding and no transcendental function, so PGlite and every PostgreSQL version compute the same
-- last digit.

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
-- A player's latest journal row on either side, newest first (where a replay restarts them).
create index frame_ratings_home_player_idx on public.frame_ratings
  (home_player_id, kickoff_at desc, fixture_id desc, frame_no desc);
create index frame_ratings_away_player_idx on public.frame_ratings
  (away_player_id, kickoff_at desc, fixture_id desc, frame_no desc);

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

