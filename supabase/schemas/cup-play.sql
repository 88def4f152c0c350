-- Playing a cup: the team and division an entry plays as, race lengths, opening matches as fixtures,
-- results and walkovers advancing the bracket, withdrawals, the draw and the rounds' dates.

-- The team that plays an entry's fixtures and its division in the cup's league: the team itself, or
-- a singles player's current team (their latest active roster entry on a team of the league).
create function public.cup_entry_team(entry_id bigint, out team_id bigint, out division_id bigint) returns record
    language sql stable security definer
    set search_path to ''
    as $$
  select t.team_id, d.id
  from public.cup_entries e
  join public.cups c on c.id = e.cup_id
  cross join lateral (
    select e.team_id where e.team_id is not null
    union all
    select * from (
      select tp.team_id from public.team_players tp
      where tp.player_id = e.player_id and tp.is_active
        and exists (select 1 from public.division_teams dt join public.divisions dv on dv.id = dt.division_id
          where dt.team_id = tp.team_id and dv.league_id = c.league_id)
      order by tp.joined_at desc, tp.id desc limit 1) p
  ) t
  join public.division_teams dt on dt.team_id = t.team_id
  join public.divisions d on d.id = dt.division_id and d.league_id = c.league_id
  where e.id = cup_entry_team.entry_id
  order by d.sort_order, d.id
  limit 1
$$;
revoke execute on function public.cup_entry_team(entry_id bigint, out team_id bigint, out division_id bigint) from public;

-- The race chart (docs/cups.md): best of N is a race to (N + 1) / 2. With a handicap, the weaker
-- player needs one frame fewer for each full 100 rating points between them, and at least one.
create function public.cup_race(best_of integer, home_rating numeric, away_rating numeric, handicap boolean) returns table(home_needs integer, away_needs integer)
    language sql immutable parallel safe
    set search_path to ''
    as $$
  with r as (
    select (best_of + 1) / 2 as race,
      case when handicap and home_rating is not null and away_rating is not null
        then floor(abs(home_rating - away_rating) / 100)::integer else 0 end as h
  )
  select case when home_rating < away_rating then greatest(1, r.race - r.h) else r.race end,
    case when away_rating < home_rating then greatest(1, r.race - r.h) else r.race end
  from r
$$;
grant execute on function public.cup_race(best_of integer, home_rating numeric, away_rating numeric, handicap boolean) to anon, authenticated, service_role;

-- True once any match of the cup has been played or walked over: the draw and entries are then fixed.
create function public.cup_started(cup_id bigint) returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (
    select 1 from public.cup_matches m
    left join public.fixtures f on f.cup_match_id = m.id
    where m.cup_id = cup_started.cup_id
      and (m.decided_by in ('walkover', 'result') or f.status <> 'scheduled'
        or exists (select 1 from public.frames fr where fr.fixture_id = f.id))
  )
$$;
grant execute on function public.cup_started(cup_id bigint) to anon, authenticated, service_role;

-- Puts a decided match's winner into the next round (at home from an odd slot) and opens that match.
create function public.cup_advance(match_id bigint) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  m public.cup_matches;
  next_id bigint;
begin
  select * into m from public.cup_matches x where x.id = cup_advance.match_id;
  update public.cup_matches x set
    home_entry_id = case when m.slot % 2 = 1 then m.winner_entry_id else x.home_entry_id end,
    away_entry_id = case when m.slot % 2 = 0 then m.winner_entry_id else x.away_entry_id end
  where x.cup_id = m.cup_id and x.round = m.round + 1 and x.slot = (m.slot + 1) / 2
  returning x.id into next_id;
  if next_id is not null then
    perform public.cup_open_match(next_id);
  end if;
end
$$;
revoke execute on function public.cup_advance(match_id bigint) from public;

-- A cup fixture completed decides its match: the side that has won its race wins. Reopened, the
-- result is withdrawn. Runs for whoever completes the fixture (a captain included).
create function public.cup_fixture_result() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  m public.cup_matches;
  hw integer;
  aw integer;
begin
  select * into m from public.cup_matches x where x.id = new.cup_match_id for update;
  if new.status = 'final' and old.status <> 'final' then
    select count(*) filter (where fr.winner = 'home'), count(*) filter (where fr.winner = 'away')
    into hw, aw from public.frames fr where fr.fixture_id = new.id;
    if (hw >= m.home_needs) = (aw >= m.away_needs) then
      raise exception 'A cup match ends when one side has won its race: home % of %, away % of %',
        hw, m.home_needs, aw, m.away_needs using errcode = 'P0001';
    end if;
    update public.cup_matches x set decided_by = 'result',
      winner_entry_id = case when hw >= m.home_needs then m.home_entry_id else m.away_entry_id end
    where x.id = m.id;
    perform public.cup_advance(m.id);
  elsif old.status = 'final' and new.status <> 'final' and m.decided_by = 'result' then
    perform public.cup_withdraw(m.id);
  end if;
  return null;
end
$$;

-- A singles cup fixture's frames name its two players when the scorer leaves them out, so match
-- night scores them with a tap and the statistics and rating count them (docs/cups.md).
create function public.cup_frame_players() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  h bigint;
  a bigint;
begin
  select he.player_id, ae.player_id into h, a
  from public.fixtures f
  join public.cup_matches m on m.id = f.cup_match_id
  join public.cup_entries he on he.id = m.home_entry_id
  join public.cup_entries ae on ae.id = m.away_entry_id
  where f.id = new.fixture_id and f.cup_match_id is not null;
  new.home_player_id := coalesce(new.home_player_id, h);
  new.away_player_id := coalesce(new.away_player_id, a);
  return new;
end
$$;

-- Makes the fixture of a match whose two sides are known and fixes each side's race (cup_race).
-- The fixture is the home side's division's; it kicks off on its round's date (cup_round_kickoff())
-- and is played at the home side's team's home venue when it has one, else at the cup's venue.
create function public.cup_open_match(match_id bigint) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  m public.cup_matches;
  c public.cups;
  home record;
  away record;
  hr numeric;
  ar numeric;
  race record;
  venue bigint;
begin
  select * into m from public.cup_matches x where x.id = cup_open_match.match_id;
  if m.home_entry_id is null or m.away_entry_id is null or m.winner_entry_id is not null
     or exists (select 1 from public.fixtures f where f.cup_match_id = m.id) then
    return;
  end if;
  select * into c from public.cups x where x.id = m.cup_id;
  select * into home from public.cup_entry_team(m.home_entry_id);
  select * into away from public.cup_entry_team(m.away_entry_id);
  if home.team_id is null or away.team_id is null then
    raise exception 'A player of this match is on no team of the cup''s league' using errcode = 'P0001';
  end if;
  if c.kind = 'singles' then
    select r.rating into hr from public.cup_entries e join public.current_ratings r on r.player_id = e.player_id
    where e.id = m.home_entry_id;
    select r.rating into ar from public.cup_entries e join public.current_ratings r on r.player_id = e.player_id
    where e.id = m.away_entry_id;
  end if;
  select * into race
  from public.cup_race(c.best_of[least(m.round, cardinality(c.best_of))], hr, ar, c.handicap);
  update public.cup_matches x set home_needs = race.home_needs, away_needs = race.away_needs where x.id = m.id;
  select coalesce(t.home_venue_id, c.venue_id) into venue from public.teams t where t.id = home.team_id;
  insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, cup_match_id)
  values (home.division_id, home.team_id, away.team_id, coalesce(venue, c.venue_id),
    public.cup_round_kickoff(c, m.round), m.id);
end
$$;
revoke execute on function public.cup_open_match(match_id bigint) from public;

-- An organiser gives a match to one side without play (an opponent who cannot come). Refused once the
-- match's fixture has frames or is under way; its unplayed fixture goes, and the winner moves on.
create function public.cup_walkover(match_id bigint, winner_entry_id bigint) returns public.cup_matches
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  m public.cup_matches;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can award a walkover' using errcode = '42501';
  end if;
  select * into m from public.cup_matches x where x.id = cup_walkover.match_id for update;
  if not found or not (public.is_trusted_caller() or public.is_organiser_of(m.organisation_id)) then
    raise exception 'Cup match not found' using errcode = 'P0002';
  end if;
  if m.decided_by is not null then
    raise exception 'This match is already decided' using errcode = 'P0001';
  end if;
  if m.home_entry_id is null or m.away_entry_id is null then
    raise exception 'Both sides of this match must be known before a walkover' using errcode = 'P0001';
  end if;
  if cup_walkover.winner_entry_id not in (m.home_entry_id, m.away_entry_id) then
    raise exception 'The winner must be one of the match''s two sides' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.fixtures f where f.cup_match_id = m.id
      and (f.status <> 'scheduled' or exists (select 1 from public.frames fr where fr.fixture_id = f.id))) then
    raise exception 'This match has started: complete its fixture instead' using errcode = 'P0001';
  end if;
  delete from public.fixtures f where f.cup_match_id = m.id;
  update public.cup_matches x set decided_by = 'walkover', winner_entry_id = cup_walkover.winner_entry_id
  where x.id = m.id returning * into m;
  perform public.cup_advance(m.id);
  return m;
end
$$;
revoke execute on function public.cup_walkover(match_id bigint, winner_entry_id bigint) from public;
grant execute on function public.cup_walkover(match_id bigint, winner_entry_id bigint) to authenticated, service_role;

-- Takes a winner back out of the next round, refused once that match has started.
create function public.cup_withdraw(match_id bigint) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  m public.cup_matches;
  n public.cup_matches;
begin
  select * into m from public.cup_matches x where x.id = cup_withdraw.match_id;
  select * into n from public.cup_matches x
  where x.cup_id = m.cup_id and x.round = m.round + 1 and x.slot = (m.slot + 1) / 2;
  if n.id is not null then
    if n.decided_by is not null or exists (
      select 1 from public.fixtures f where f.cup_match_id = n.id
        and (f.status <> 'scheduled' or exists (select 1 from public.frames fr where fr.fixture_id = f.id))
    ) then
      raise exception 'The next round''s match has started: this cup result cannot change' using errcode = 'P0001';
    end if;
    delete from public.fixtures f where f.cup_match_id = n.id;
    update public.cup_matches x set
      home_entry_id = case when m.slot % 2 = 1 then null else x.home_entry_id end,
      away_entry_id = case when m.slot % 2 = 0 then null else x.away_entry_id end,
      home_needs = null, away_needs = null
    where x.id = n.id;
  end if;
  update public.cup_matches x set winner_entry_id = null, decided_by = null where x.id = m.id;
end
$$;
revoke execute on function public.cup_withdraw(match_id bigint) from public;

-- Saves a draw: positions are round 1's sides in bracket order (null = a bye), seeds the entries in
-- seed order. Replaces an earlier draw until the first match starts; a bye moves its entry on at once.
create function public.save_cup_draw(cup_id bigint, seed_from text, draw_seed text, seeds bigint[], positions bigint[]) returns public.cups
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  c public.cups;
  size integer := cardinality(positions);
  rounds integer;
  r integer;
  m public.cup_matches;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can draw a cup' using errcode = '42501';
  end if;
  select * into c from public.cups x where x.id = save_cup_draw.cup_id for update;
  if not found or not (public.is_trusted_caller() or public.is_organiser_of(c.organisation_id)) then
    raise exception 'Cup not found' using errcode = 'P0002';
  end if;
  if public.cup_started(c.id) then
    raise exception 'The draw cannot change: the cup''s first match has started' using errcode = 'P0001';
  end if;
  if size < 2 or size & (size - 1) <> 0
     or (select count(*) from unnest(positions) p where p is not null)
        <> (select count(*) from public.cup_entries e where e.cup_id = c.id)
     or (select count(distinct p) from unnest(positions) p)
        <> (select count(*) from unnest(positions) p where p is not null)
     or exists (select 1 from unnest(positions) p where p is not null
        and p not in (select e.id from public.cup_entries e where e.cup_id = c.id))
     or exists (select 1 from generate_series(1, size / 2) s
        where positions[2 * s - 1] is null and positions[2 * s] is null)
     or cardinality(seeds) <> (select count(*) from public.cup_entries e where e.cup_id = c.id) then
    raise exception 'The draw must place every entry of the cup once, two to a match at most'
      using errcode = 'P0001';
  end if;

  delete from public.cup_matches x where x.cup_id = c.id;
  update public.cup_entries e set seed = array_position(seeds, e.id) where e.cup_id = c.id;
  rounds := round(ln(size) / ln(2))::integer;
  for r in 1..rounds loop
    insert into public.cup_matches (cup_id, round, slot)
    select c.id, r, s from generate_series(1, size / (2 ^ r)::integer) s;
  end loop;
  update public.cup_matches x set home_entry_id = positions[2 * x.slot - 1], away_entry_id = positions[2 * x.slot]
  where x.cup_id = c.id and x.round = 1;
  for m in select * from public.cup_matches x where x.cup_id = c.id and x.round = 1 order by x.slot loop
    if m.home_entry_id is null or m.away_entry_id is null then
      update public.cup_matches x set decided_by = 'bye', winner_entry_id = coalesce(m.home_entry_id, m.away_entry_id)
      where x.id = m.id;
      perform public.cup_advance(m.id);
    else
      perform public.cup_open_match(m.id);
    end if;
  end loop;
  update public.cups x set seed_from = save_cup_draw.seed_from, draw_seed = save_cup_draw.draw_seed,
    drawn_at = now()
  where x.id = c.id returning * into c;
  return c;
end
$$;
revoke execute on function public.save_cup_draw(cup_id bigint, seed_from text, draw_seed text, seeds bigint[], positions bigint[]) from public;
grant execute on function public.save_cup_draw(cup_id bigint, seed_from text, draw_seed text, seeds bigint[], positions bigint[]) to authenticated, service_role;

-- A round's date: the one set, else the nearest earlier round set (round 1: starts_at's day in UTC)
-- plus 7 days a round after it, so a round moved later carries the rounds after it along.
create function public.cup_round_date(c public.cups, round_no integer) returns date
    language sql stable
    set search_path to ''
    as $$
  select coalesce(
    (select c.round_dates[k] + 7 * (round_no - k) from generate_series(1, round_no) k
     where c.round_dates[k] is not null order by k desc limit 1),
    (c.starts_at at time zone 'UTC')::date + 7 * (round_no - 1))
$$;
grant execute on function public.cup_round_date(c public.cups, round_no integer) to anon, authenticated, service_role;

-- A round's kick-off: its date at the cup's kick-off time (starts_at's time of day, in UTC).
create function public.cup_round_kickoff(c public.cups, round_no integer) returns timestamptz
    language sql stable
    set search_path to ''
    as $$
  select (public.cup_round_date(c, round_no) + (c.starts_at at time zone 'UTC')::time) at time zone 'UTC'
$$;
grant execute on function public.cup_round_kickoff(c public.cups, round_no integer) to anon, authenticated, service_role;

-- Sets a round's date (organisers) and moves the fixtures not yet played (scheduled or postponed, no
-- frame) whose date follows from it: the round's own, and the later rounds' left at their default.
-- One transaction; the cup's and fixtures' audit triggers record both. The API refuses a round past the
-- drawn bracket with a 400 naming it first (api/routes/cup-play.ts).
create function public.set_cup_round_date(cup_id bigint, round_no integer, round_date date) returns public.cups
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  c public.cups;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only organisers can date cup rounds' using errcode = '42501';
  end if;
  select * into c from public.cups x where x.id = set_cup_round_date.cup_id for update;
  if not found or not (public.is_trusted_caller() or public.is_organiser_of(c.organisation_id)) then
    raise exception 'Cup not found' using errcode = 'P0002';
  end if;
  if round_no < 1 or round_no > coalesce((select max(m.round) from public.cup_matches m where m.cup_id = c.id), 8) then
    raise exception 'This cup has no round %', round_no using errcode = 'P0001';
  end if;
  update public.cups x set round_dates[round_no] = round_date where x.id = c.id returning * into c;
  update public.fixtures f set kickoff_at = public.cup_round_kickoff(c, m.round)
  from public.cup_matches m
  where m.id = f.cup_match_id and m.cup_id = c.id
    and m.round >= round_no
    and not exists (select 1 from generate_series(round_no + 1, m.round) k where c.round_dates[k] is not null)
    and f.status in ('scheduled', 'postponed')
    and not exists (select 1 from public.frames fr where fr.fixture_id = f.id)
    and f.kickoff_at is distinct from public.cup_round_kickoff(c, m.round);
  return c;
end
$$;
revoke execute on function public.set_cup_round_date(cup_id bigint, round_no integer, round_date date) from public;
grant execute on function public.set_cup_round_date(cup_id bigint, round_no integer, round_date date) to authenticated, service_role;
