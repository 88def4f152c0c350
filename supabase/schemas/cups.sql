-- Knockout cups: entries (teams, or players in singles cups), the drawn bracket of matches, and the
-- fixtures each match plays as; results advance the bracket.

-- Race lengths: one to eight rounds' worth, each an odd number of frames from 1 to 99.
create function public.cup_best_of_valid(best_of integer[]) returns boolean
    language sql immutable parallel safe
    set search_path to ''
    as $$
  select cardinality(best_of) between 1 and 8
    and not exists (select 1 from unnest(best_of) x where x is null or x < 1 or x > 99 or x % 2 = 0)
$$;
grant execute on function public.cup_best_of_valid(best_of integer[]) to anon, authenticated, service_role;

-- A knockout of a league. best_of holds each round's race length (best of N frames, N odd); rounds
-- past the array's end use its last value. handicap (singles only) shortens the weaker player's race
-- from the rating (public.cup_race). The draw is kept with its seed so anyone can re-run it.
create table public.cups (
    id bigint generated always as identity,
    league_id bigint not null,
    name character varying(255) not null,
    kind text not null,
    best_of integer[] default '{5}'::integer[] not null,
    handicap boolean default false not null,
    venue_id bigint not null,
    starts_at timestamptz default now() not null,
    seed_from text,
    draw_seed text,
    drawn_at timestamptz,
    created_at timestamptz default now() not null,
    -- The dates organisers gave rounds: round_dates[r] is round r's date, null where it keeps its default.
    round_dates date[] default '{}'::date[] not null,
    organisation_id bigint not null,
    constraint cups_best_of_odd check (public.cup_best_of_valid(best_of)),
    constraint cups_handicap_singles check (((not handicap) or (kind = 'singles'::text))),
    constraint cups_kind check ((kind = any (array['team'::text, 'singles'::text]))),
    constraint cups_seed_from check ((seed_from = any (array['manual'::text, 'standings'::text, 'rating'::text, 'random'::text]))),
    constraint draw_seed_one_line check (public.is_one_line(draw_seed)),
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint cups_pkey primary key (id),
    constraint cups_league_id_fkey foreign key (league_id) references public.leagues(id) on delete cascade,
    constraint cups_venue_id_fkey foreign key (venue_id) references public.venues(id) on delete restrict,
    constraint cups_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint cups_organisation_id_id_key unique (organisation_id, id),
    constraint cups_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade,
    constraint cups_venue_id_organisation_fkey foreign key (organisation_id, venue_id) references public.venues(organisation_id, id) on delete restrict
);
comment on column public.cups.round_dates is 'Each round''s date set by an organiser (index = round); null keeps the default: the round before''s plus 7 days';

create index cups_league_id_idx on public.cups using btree (league_id);
create index cups_venue_id_idx on public.cups using btree (venue_id);

alter table public.cups enable row level security;

create policy "Anyone can read cups" on public.cups for select to anon, authenticated
  using (true);

create policy "Organisers can manage cups" on public.cups to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger cups_fill_organisation before insert on public.cups
  for each row execute function public.fill_organisation_id('leagues', 'league_id');

grant select on public.cups to anon;
grant select, insert, delete, update on public.cups to authenticated;
grant all on public.cups to service_role;

-- An entry must belong to the cup's league and match its kind, with a clear message otherwise.
-- Changing the entries of a drawn cup clears the draw (refused once a match has started).
create function public.cup_entries_guard() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  c public.cups;
  e public.cup_entries := case when tg_op = 'DELETE' then old else new end;
begin
  select * into c from public.cups x where x.id = e.cup_id;
  if not found then return e; end if;
  if public.cup_started(c.id) then
    raise exception 'This cup has started: its entries cannot change' using errcode = 'P0001';
  end if;
  if tg_op = 'INSERT' then
    if (c.kind = 'team') <> (new.team_id is not null) then
      raise exception 'A % cup takes % entries', c.kind,
        case when c.kind = 'team' then 'team' else 'player' end using errcode = 'P0001';
    end if;
    if (select x.team_id from public.cup_entry_team(new.id) x) is null then
      raise exception '%', case when c.kind = 'team'
        then 'That team plays in no division of this cup''s league'
        else 'That player is on no team of this cup''s league' end using errcode = 'P0001';
    end if;
  end if;
  if c.drawn_at is not null then
    delete from public.cup_matches m where m.cup_id = c.id;
    update public.cups x set drawn_at = null, seed_from = null, draw_seed = null where x.id = c.id;
    update public.cup_entries x set seed = null where x.cup_id = c.id and x.seed is not null;
  end if;
  return e;
end
$$;

-- A team (team cup) or a player (singles cup) in a cup; seed is set by the draw (1 = top seed).
create table public.cup_entries (
    id bigint generated always as identity,
    cup_id bigint not null,
    team_id bigint,
    player_id bigint,
    seed integer,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint cup_entries_one_side check (((team_id is null) <> (player_id is null))),
    constraint cup_entries_cup_player_key unique (cup_id, player_id),
    constraint cup_entries_cup_team_key unique (cup_id, team_id),
    constraint cup_entries_pkey primary key (id),
    constraint cup_entries_cup_id_fkey foreign key (cup_id) references public.cups(id) on delete cascade,
    constraint cup_entries_player_id_fkey foreign key (player_id) references public.players(id) on delete cascade,
    constraint cup_entries_team_id_fkey foreign key (team_id) references public.teams(id) on delete cascade,
    constraint cup_entries_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint cup_entries_organisation_id_id_key unique (organisation_id, id),
    constraint cup_entries_cup_id_organisation_fkey foreign key (organisation_id, cup_id) references public.cups(organisation_id, id) on delete cascade,
    constraint cup_entries_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade,
    constraint cup_entries_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete cascade
);

create index cup_entries_player_id_idx on public.cup_entries using btree (player_id);
create index cup_entries_team_id_idx on public.cup_entries using btree (team_id);

alter table public.cup_entries enable row level security;

create policy "Anyone can read cup entries" on public.cup_entries for select to anon, authenticated
  using (true);

create policy "Organisers can manage cup entries" on public.cup_entries to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Before a delete, so the draw's matches go before the entry they name; after an insert, so the
-- new row can be looked up.
create trigger cup_entries_guard_delete before delete on public.cup_entries
  for each row execute function public.cup_entries_guard();

create trigger cup_entries_guard_insert after insert on public.cup_entries
  for each row execute function public.cup_entries_guard();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger cup_entries_fill_organisation before insert on public.cup_entries
  for each row execute function public.fill_organisation_id('cups', 'cup_id');

grant select on public.cup_entries to anon;
grant select, insert, delete, update on public.cup_entries to authenticated;
grant all on public.cup_entries to service_role;

-- One match of the bracket: round 1 has slots 1..size/2, each later round half as many; the winner of
-- (round r, slot s) plays (round r+1, slot ceil(s/2)) at home when s is odd. home_needs/away_needs are
-- the frames each side must win, fixed when the match's fixture is made. decided_by: bye, walkover
-- or result.
create table public.cup_matches (
    id bigint generated always as identity,
    cup_id bigint not null,
    round integer not null,
    slot integer not null,
    home_entry_id bigint,
    away_entry_id bigint,
    home_needs integer,
    away_needs integer,
    winner_entry_id bigint,
    decided_by text,
    organisation_id bigint not null,
    constraint cup_matches_decided_by check ((decided_by = any (array['bye'::text, 'walkover'::text, 'result'::text]))),
    constraint cup_matches_round_slot_positive check (((round > 0) and (slot > 0))),
    constraint cup_matches_winner_decided check (((winner_entry_id is null) = (decided_by is null))),
    constraint cup_matches_cup_round_slot_key unique (cup_id, round, slot),
    constraint cup_matches_pkey primary key (id),
    constraint cup_matches_away_entry_id_fkey foreign key (away_entry_id) references public.cup_entries(id) on delete cascade,
    constraint cup_matches_cup_id_fkey foreign key (cup_id) references public.cups(id) on delete cascade,
    constraint cup_matches_home_entry_id_fkey foreign key (home_entry_id) references public.cup_entries(id) on delete cascade,
    constraint cup_matches_winner_entry_id_fkey foreign key (winner_entry_id) references public.cup_entries(id) on delete cascade,
    constraint cup_matches_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint cup_matches_organisation_id_id_key unique (organisation_id, id),
    constraint cup_matches_cup_id_organisation_fkey foreign key (organisation_id, cup_id) references public.cups(organisation_id, id) on delete cascade,
    constraint cup_matches_home_entry_id_organisation_fkey foreign key (organisation_id, home_entry_id) references public.cup_entries(organisation_id, id) on delete cascade,
    constraint cup_matches_away_entry_id_organisation_fkey foreign key (organisation_id, away_entry_id) references public.cup_entries(organisation_id, id) on delete cascade,
    constraint cup_matches_winner_entry_id_organisation_fkey foreign key (organisation_id, winner_entry_id) references public.cup_entries(organisation_id, id) on delete cascade
);

create index cup_matches_away_entry_idx on public.cup_matches using btree (away_entry_id);
create index cup_matches_home_entry_idx on public.cup_matches using btree (home_entry_id);
create index cup_matches_winner_entry_idx on public.cup_matches using btree (winner_entry_id);

alter table public.cup_matches enable row level security;

create policy "Anyone can read cup matches" on public.cup_matches for select to anon, authenticated
  using (true);

create policy "Organisers can manage cup matches" on public.cup_matches to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger cup_matches_fill_organisation before insert on public.cup_matches
  for each row execute function public.fill_organisation_id('cups', 'cup_id');

grant select on public.cup_matches to anon;
grant select, insert, delete, update on public.cup_matches to authenticated;
grant all on public.cup_matches to service_role;

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
