-- Player ratings (docs/rating.md): the ratings and their journal, the arithmetic of a rated frame, and
-- the counted frames they and the statistics (stats.sql) read. Rating runs: rating-runs.sql; what
-- keeps them current: rating-follows.sql.

-- Each player's rating after their last rated frame. A player without a row has never been rated.
create table public.player_ratings (
    player_id bigint not null,
    rating numeric(10,2) not null,
    rated_frames integer not null,
    constraint player_ratings_pkey primary key (player_id),
    constraint player_ratings_player_id_fkey foreign key (player_id) references public.players(id) on delete cascade
);

alter table public.player_ratings enable row level security;

create policy "Anyone can read player ratings" on public.player_ratings for select to anon, authenticated
  using (true);

grant select on public.player_ratings to anon, authenticated;
grant all on public.player_ratings to service_role;

-- The rating journal: one row per rated rack, in the order of play, with both players' ratings and
-- rated-frame counts before it, the home player's chance and the points the home player gained
-- (the away player lost them). A frame is one rack (rack 1); a race-to rubber is its racks, rack by
-- rack, each won as rack_home_won() says. No foreign keys: it is rebuilt from the frames, and a
-- deleted frame's rows are what tell the replay where to start.
create table public.frame_ratings (
    frame_id bigint not null,
    kickoff_at timestamptz not null,
    fixture_id bigint not null,
    frame_no integer not null,
    home_player_id bigint not null,
    away_player_id bigint not null,
    home_before numeric(10,2) not null,
    away_before numeric(10,2) not null,
    home_frames_before integer not null,
    away_frames_before integer not null,
    home_chance numeric(14,12) not null,
    delta numeric(10,2) not null,
    rack integer default 1 not null,
    constraint frame_ratings_pkey primary key (frame_id, rack)
);

create index frame_ratings_away_player_idx on public.frame_ratings using btree (away_player_id, kickoff_at desc, fixture_id desc, frame_no desc);
-- A player's latest journal row on either side, newest first (where a replay restarts them).
create index frame_ratings_home_player_idx on public.frame_ratings using btree (home_player_id, kickoff_at desc, fixture_id desc, frame_no desc);
-- The order of play, rack by rack.
create unique index frame_ratings_order_idx on public.frame_ratings using btree (kickoff_at, fixture_id, frame_no, rack);

alter table public.frame_ratings enable row level security;

create policy "Anyone can read the rating journal" on public.frame_ratings for select to anon, authenticated
  using (true);

grant select on public.frame_ratings to anon, authenticated;
grant all on public.frame_ratings to service_role;

-- rating_two_to_fraction(fraction / 10000) for each fraction: constants of the model, read by the
-- functions below (security definer).
create table public.rating_powers (
    fraction integer not null,
    value numeric not null,
    constraint rating_powers_fraction_range check (((fraction >= 0) and (fraction <= 9999))),
    constraint rating_powers_pkey primary key (fraction)
);

alter table public.rating_powers enable row level security;

create policy "Anyone can read the rating's powers of two" on public.rating_powers for select to anon, authenticated
  using (true);

grant select on public.rating_powers to anon, authenticated;
grant all on public.rating_powers to service_role;

-- A player is provisional until this many rated frames.
create function public.rating_provisional_frames() returns integer
    language sql immutable parallel safe
    as $$ select 25 $$;
grant execute on function public.rating_provisional_frames() to anon, authenticated, service_role;

-- The model's constants, each in one place (docs/rating.md).
-- A new player's rating when the organiser gave none.
-- Without a search_path of their own: they name nothing but each other, qualified, and a SQL
-- function with settings is called (and planned) on every use where without one the planner folds
-- it to its constant. current_ratings called them for every player on every read (7 ms to read two
-- players' ratings on PGlite).
create function public.rating_start() returns numeric
    language sql immutable parallel safe
    as $$ select 500.00::numeric $$;
grant execute on function public.rating_start() to anon, authenticated, service_role;

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

-- Whether a frame counts (docs/rating.md, "Which frames count"): a winner in a fixture in play or
-- final. The triggers below ask it of a frame's old values too, which scored_frames cannot see.
-- No search_path of its own: it names nothing, and a SQL function with settings is not inlined but
-- called, and planned again, for every row (7 ms a statement on PGlite).
create function public.frame_counts(status public.fixture_status, winner public.frame_winner) returns boolean
    language sql immutable parallel safe
    as $$
  select status in ('final', 'in_play') and winner in ('home', 'away')
$$;
grant execute on function public.frame_counts(status public.fixture_status, winner public.frame_winner) to anon, authenticated, service_role;

-- Every frame that counts for statistics: a winner (home or away) in a fixture in play or final.
-- rated: both players named and different, so the frame also moves the rating. The order of play is
-- (kickoff_at, fixture_id, frame_no). home_racks and away_racks: a race-to rubber's score, which the
-- rating counts rack by rack. Security invoker: the frames' and fixtures' RLS applies.
-- Whether a frame counts is frame_counts()'s to say: the rule has one home.
create view public.scored_frames with (security_invoker = true) as
select fr.id, fr.fixture_id, fr.frame_no, f.kickoff_at, f.division_id, d.league_id,
  f.home_team_id, f.away_team_id, fr.home_player_id, fr.away_player_id, fr.winner,
  (fr.home_player_id is not null and fr.away_player_id is not null
    and fr.home_player_id <> fr.away_player_id) as rated,
  fr.home_racks, fr.away_racks
from public.frames fr
join public.fixtures f on f.id = fr.fixture_id
join public.divisions d on d.id = f.division_id
where public.frame_counts(f.status, fr.winner);
grant select on public.scored_frames to anon, authenticated, service_role;

-- One row per player per counted frame (scored_frames): their side, team, opponent and whether they
-- won. A frame naming one player counts for that player alone.
create view public.player_frames with (security_invoker = true) as
select s.id as frame_id, s.fixture_id, s.frame_no, s.kickoff_at, s.division_id, s.league_id,
  x.player_id, x.side, x.team_id, x.opponent_id, s.winner::text = x.side as won
from public.scored_frames s
cross join lateral (values
  (s.home_player_id, 'home', s.home_team_id, s.away_player_id),
  (s.away_player_id, 'away', s.away_team_id, s.home_player_id)
) x (player_id, side, team_id, opponent_id)
where x.player_id is not null;
grant select on public.player_frames to anon, authenticated, service_role;

-- The chance that a player rated diff points above the opponent wins a frame:
-- 1 / (1 + 2^(-diff/100)), to 12 places. 2^x is 2^k (exact) times e^(f ln 2) by its series, each term
-- rounded to 30 places: only +, -, x and / on numeric, which every engine computes alike.
-- Differences beyond 2000 points (a million to one) count as 2000.
-- Computed from the parts above (rating_exponent(), rating_two_to_fraction()): the same digits.
create function public.rating_chance(diff numeric) returns numeric
    language plpgsql immutable parallel safe
    set search_path to ''
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
grant execute on function public.rating_chance(diff numeric) to anon, authenticated, service_role;

-- The chance 2^x / (1 + 2^x) to 12 places, for x = k + f and e = 2^f.
create function public.rating_chance_of(e numeric, k integer) returns numeric
    language sql immutable parallel safe
    as $$
  select case when k >= 0 then round(e * (1::bigint << k) / (e * (1::bigint << k) + 1), 12)
    else round(e / (e + (1::bigint << -k)), 12) end
$$;
grant execute on function public.rating_chance_of(e numeric, k integer) to anon, authenticated, service_role;

-- The points the home player gains on a frame (the away player loses them): the mean of both steps
-- times the result (1 for a home win, 0 for an away win) less the home player's chance, to 2 places.
create function public.rating_delta(chance numeric, home_step numeric, away_step numeric, home_won boolean) returns numeric
    language sql immutable parallel safe
    as $$
  select round((home_step + away_step) / 2 * (home_won::integer - chance), 2)
$$;
grant execute on function public.rating_delta(chance numeric, home_step numeric, away_step numeric, home_won boolean) to anon, authenticated, service_role;

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

-- A rating difference as the power of two in the chance: diff / 100, differences beyond 2000 points
-- counting as 2000. No search_path of its own, nor has rating_chance_of(): they name only built-ins,
-- and a SQL function with settings is called (and planned) for every frame instead of inlined.
create function public.rating_exponent(diff numeric) returns numeric
    language sql immutable parallel safe
    as $$
  select greatest(least(diff, 2000), -2000) / 100
$$;
grant execute on function public.rating_exponent(diff numeric) to anon, authenticated, service_role;

-- A player's step (K): larger while provisional, so a new player finds their level quickly.
create function public.rating_step(rated_frames integer) returns numeric
    language sql immutable parallel safe
    as $$
  select case when rated_frames < public.rating_provisional_frames() then 32 else 12 end::numeric
$$;
grant execute on function public.rating_step(rated_frames integer) to anon, authenticated, service_role;

-- 2^f for 0 <= f < 1 as e^(f ln 2) by its series, each term rounded to 30 places: only +, -, x and /
-- on numeric, which every engine computes alike.
create function public.rating_two_to_fraction(f numeric) returns numeric
    language plpgsql immutable parallel safe
    set search_path to ''
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
grant execute on function public.rating_two_to_fraction(f numeric) to anon, authenticated, service_role;
