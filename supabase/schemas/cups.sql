-- Knockout cups: the cups, their entries (teams, or players in singles cups) and the drawn bracket of
-- matches. Playing them (fixtures, results moving the bracket on, the draw): cup-play.sql.

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
