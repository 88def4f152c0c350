-- A cup's bracket: saving a draw, opening a match's fixture once both sides are known, and moving a
-- winner on the moment a match is decided (a bye, a walkover or its fixture completed). The draw's
-- placement is computed by core/rules/cup-draw.ts (pure and seeded); these functions keep the rules
-- that must hold whoever writes: every entry once, nothing changes after the first match starts.

-- Makes the fixture of a match whose two sides are known and fixes each side's race (cup_race).
-- The fixture is the home side's division's, at the cup's venue, a week per round after starts_at.
create function public.cup_open_match(match_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  m public.cup_matches;
  c public.cups;
  home record;
  away record;
  hr numeric;
  ar numeric;
  race record;
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
  insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, cup_match_id)
  values (home.division_id, home.team_id, away.team_id, c.venue_id,
    c.starts_at + (m.round - 1) * interval '7 days', m.id);
end
$$;

-- Puts a decided match's winner into the next round (at home from an odd slot) and opens that match.
create function public.cup_advance(match_id bigint) returns void
language plpgsql security definer
set search_path = ''
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

-- Takes a winner back out of the next round, refused once that match has started.
create function public.cup_withdraw(match_id bigint) returns void
language plpgsql security definer
set search_path = ''
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

-- A cup fixture completed decides its match: the side that has won its race wins. Reopened, the
-- result is withdrawn. Runs for whoever completes the fixture (a captain included).
create function public.cup_fixture_result() returns trigger
language plpgsql security definer
set search_path = ''
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
create trigger fixtures_cup_result after update of status on public.fixtures
  for each row when (new.cup_match_id is not null) execute function public.cup_fixture_result();

-- Saves a draw: positions are round 1's sides in bracket order (null = a bye), seeds the entries in
-- seed order. Replaces an earlier draw until the first match starts; a bye moves its entry on at once.
create function public.save_cup_draw(cup_id bigint, seed_from text, draw_seed text, seeds bigint[], positions bigint[])
returns public.cups
language plpgsql security definer
set search_path = ''
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
  if not found then
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

-- An organiser gives a match to one side without play (an opponent who cannot come). Refused once the
-- match's fixture has frames or is under way; its unplayed fixture goes, and the winner moves on.
create function public.cup_walkover(match_id bigint, winner_entry_id bigint) returns public.cup_matches
language plpgsql security definer
set search_path = ''
as $$
declare
  m public.cup_matches;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can award a walkover' using errcode = '42501';
  end if;
  select * into m from public.cup_matches x where x.id = cup_walkover.match_id for update;
  if not found then
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

revoke execute on function public.cup_open_match(bigint), public.cup_advance(bigint),
  public.cup_withdraw(bigint) from public, anon, authenticated;
revoke execute on function public.save_cup_draw(bigint, text, text, bigint[], bigint[]),
  public.cup_walkover(bigint, bigint) from public, anon;
grant execute on function public.save_cup_draw(bigint, text, text, bigint[], bigint[]),
  public.cup_walkover(bigint, bigint) to authenticated, service_role;

-- A singles cup fixture's frames name its two players when the scorer leaves them out, so match
-- night scores them with a tap and the statistics and rating count them (docs/cups.md).
create function public.cup_frame_players() returns trigger
language plpgsql security definer
set search_path = ''
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
create trigger frames_cup_players before insert on public.frames
  for each row execute function public.cup_frame_players();
