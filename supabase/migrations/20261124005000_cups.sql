-- Cups: single-elimination knockouts beside a league's table (docs/cups.md). A cup's matches are
-- ordinary fixtures (flagged by cup_match_id), so they are scored on match night like any other;
-- the standings and team statistics leave them out (20261124005100_cups_leave_standings.sql).

-- Race lengths: one to eight rounds' worth, each an odd number of frames from 1 to 99.
create function public.cup_best_of_valid(best_of integer[]) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select cardinality(best_of) between 1 and 8
    and not exists (select 1 from unnest(best_of) x where x is null or x < 1 or x > 99 or x % 2 = 0)
$$;
grant execute on function public.cup_best_of_valid(integer[]) to anon, authenticated, service_role;

-- A knockout of a league. best_of holds each round's race length (best of N frames, N odd); rounds
-- past the array's end use its last value. handicap (singles only) shortens the weaker player's race
-- from the rating (public.cup_race). The draw is kept with its seed so anyone can re-run it.
create table public.cups (
  id bigint generated always as identity primary key,
  league_id bigint not null references public.leagues (id) on delete cascade,
  name varchar(255) not null,
  kind text not null,
  best_of integer[] not null default '{5}',
  handicap boolean not null default false,
  venue_id bigint not null references public.venues (id) on delete restrict,
  starts_at timestamptz not null default now(),
  seed_from text,
  draw_seed text,
  drawn_at timestamptz,
  created_at timestamptz not null default now(),
  constraint cups_best_of_odd check (public.cup_best_of_valid(best_of)),
  constraint cups_kind check (kind in ('team', 'singles')),
  constraint cups_handicap_singles check (not handicap or kind = 'singles'),
  constraint cups_seed_from check (seed_from in ('manual', 'standings', 'rating', 'random'))
);
create index cups_league_id_idx on public.cups (league_id);
create index cups_venue_id_idx on public.cups (venue_id);

-- A team (team cup) or a player (singles cup) in a cup; seed is set by the draw (1 = top seed).
create table public.cup_entries (
  id bigint generated always as identity primary key,
  cup_id bigint not null references public.cups (id) on delete cascade,
  team_id bigint references public.teams (id) on delete cascade,
  player_id bigint references public.players (id) on delete cascade,
  seed integer,
  created_at timestamptz not null default now(),
  constraint cup_entries_one_side check ((team_id is null) <> (player_id is null)),
  constraint cup_entries_cup_team_key unique (cup_id, team_id),
  constraint cup_entries_cup_player_key unique (cup_id, player_id)
);
create index cup_entries_team_id_idx on public.cup_entries (team_id);
create index cup_entries_player_id_idx on public.cup_entries (player_id);

-- One match of the bracket: round 1 has slots 1..size/2, each later round half as many; the winner of
-- (round r, slot s) plays (round r+1, slot ceil(s/2)) at home when s is odd. home_needs/away_needs are
-- the frames each side must win, fixed when the match's fixture is made. decided_by: bye, walkover
-- or result.
create table public.cup_matches (
  id bigint generated always as identity primary key,
  cup_id bigint not null references public.cups (id) on delete cascade,
  round integer not null,
  slot integer not null,
  home_entry_id bigint references public.cup_entries (id) on delete cascade,
  away_entry_id bigint references public.cup_entries (id) on delete cascade,
  home_needs integer,
  away_needs integer,
  winner_entry_id bigint references public.cup_entries (id) on delete cascade,
  decided_by text,
  constraint cup_matches_cup_round_slot_key unique (cup_id, round, slot),
  constraint cup_matches_round_slot_positive check (round > 0 and slot > 0),
  constraint cup_matches_decided_by check (decided_by in ('bye', 'walkover', 'result')),
  constraint cup_matches_winner_decided check ((winner_entry_id is null) = (decided_by is null))
);
create index cup_matches_home_entry_idx on public.cup_matches (home_entry_id);
create index cup_matches_away_entry_idx on public.cup_matches (away_entry_id);
create index cup_matches_winner_entry_idx on public.cup_matches (winner_entry_id);

-- A cup match's fixture. Two players of one team may meet in a singles cup, so the teams may match.
alter table public.fixtures add column cup_match_id bigint
  references public.cup_matches (id) on delete cascade;
create unique index fixtures_cup_match_id_key on public.fixtures (cup_match_id);
alter table public.fixtures drop constraint fixtures_teams_differ;
alter table public.fixtures add constraint fixtures_teams_differ
  check (home_team_id <> away_team_id or cup_match_id is not null);

-- Public like leagues; only organisers write. Winners advance through the security definer
-- functions below, so a captain completing a cup fixture moves the bracket without writing it.
alter table public.cups enable row level security;
revoke all on public.cups from anon, authenticated;
grant select on public.cups to anon, authenticated;
grant insert, update, delete on public.cups to authenticated;
grant all on public.cups to service_role;
create policy "Anyone can read cups" on public.cups
  for select to anon, authenticated using (true);
create policy "Organisers can manage cups" on public.cups
  for all to authenticated using ((select public.is_organiser())) with check ((select public.is_organiser()));

alter table public.cup_entries enable row level security;
revoke all on public.cup_entries from anon, authenticated;
grant select on public.cup_entries to anon, authenticated;
grant insert, update, delete on public.cup_entries to authenticated;
grant all on public.cup_entries to service_role;
create policy "Anyone can read cup entries" on public.cup_entries
  for select to anon, authenticated using (true);
create policy "Organisers can manage cup entries" on public.cup_entries
  for all to authenticated using ((select public.is_organiser())) with check ((select public.is_organiser()));

alter table public.cup_matches enable row level security;
revoke all on public.cup_matches from anon, authenticated;
grant select on public.cup_matches to anon, authenticated;
grant insert, update, delete on public.cup_matches to authenticated;
grant all on public.cup_matches to service_role;
create policy "Anyone can read cup matches" on public.cup_matches
  for select to anon, authenticated using (true);
create policy "Organisers can manage cup matches" on public.cup_matches
  for all to authenticated using ((select public.is_organiser())) with check ((select public.is_organiser()));

-- The race chart (docs/cups.md): best of N is a race to (N + 1) / 2. With a handicap, the weaker
-- player needs one frame fewer for each full 100 rating points between them, and at least one.
create function public.cup_race(best_of integer, home_rating numeric, away_rating numeric, handicap boolean)
returns table (home_needs integer, away_needs integer)
language sql immutable parallel safe
set search_path = ''
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
grant execute on function public.cup_race(integer, numeric, numeric, boolean) to anon, authenticated, service_role;

-- True once any match of the cup has been played or walked over: the draw and entries are then fixed.
create function public.cup_started(cup_id bigint) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.cup_matches m
    left join public.fixtures f on f.cup_match_id = m.id
    where m.cup_id = cup_started.cup_id
      and (m.decided_by in ('walkover', 'result') or f.status <> 'scheduled'
        or exists (select 1 from public.frames fr where fr.fixture_id = f.id))
  )
$$;
grant execute on function public.cup_started(bigint) to anon, authenticated, service_role;

-- The team that plays an entry's fixtures and its division in the cup's league: the team itself, or
-- a singles player's current team (their latest active roster entry on a team of the league).
create function public.cup_entry_team(entry_id bigint, out team_id bigint, out division_id bigint)
language sql stable security definer
set search_path = ''
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
revoke execute on function public.cup_entry_team(bigint) from public, anon;

-- An entry must belong to the cup's league and match its kind, with a clear message otherwise.
-- Changing the entries of a drawn cup clears the draw (refused once a match has started).
create function public.cup_entries_guard() returns trigger
language plpgsql security definer
set search_path = ''
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
-- Before a delete, so the draw's matches go before the entry they name; after an insert, so the
-- new row can be looked up.
create trigger cup_entries_guard_delete before delete on public.cup_entries
  for each row execute function public.cup_entries_guard();
create trigger cup_entries_guard_insert after insert on public.cup_entries
  for each row execute function public.cup_entries_guard();

-- Cups, their entries and their matches (a walkover says who gave it) go into the audit log.
create trigger cups_audit after insert or update or delete on public.cups
  for each row execute function public.record_audit();
create trigger cup_entries_audit after insert or update or delete on public.cup_entries
  for each row execute function public.record_audit();
create trigger cup_matches_audit after insert or update or delete on public.cup_matches
  for each row execute function public.record_audit();
