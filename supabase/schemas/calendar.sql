-- Calendars: the tombstones of deleted fixtures and the calendar_fixtures view that api/routes/calendar.ts
-- writes as iCalendar (the SEQUENCE is kept by the fixtures_calendar_sequence trigger, fixtures.sql).

-- A deleted fixture as calendars last knew it, one SEQUENCE on. Team and venue go with their rows
-- (their calendars go too); the division is kept as a plain id, since deleting a division deletes
-- its fixtures and the teams' calendars should still learn of it.
create table public.fixture_tombstones (
    fixture_id bigint not null,
    division_id bigint not null,
    home_team_id bigint not null,
    away_team_id bigint not null,
    venue_id bigint not null,
    kickoff_at timestamptz not null,
    calendar_sequence integer not null,
    deleted_at timestamptz default now() not null,
    constraint fixture_tombstones_pkey primary key (fixture_id),
    constraint fixture_tombstones_away_team_id_fkey foreign key (away_team_id) references public.teams(id) on delete cascade,
    constraint fixture_tombstones_home_team_id_fkey foreign key (home_team_id) references public.teams(id) on delete cascade,
    constraint fixture_tombstones_venue_id_fkey foreign key (venue_id) references public.venues(id) on delete cascade
);

create index fixture_tombstones_away_team_id_idx on public.fixture_tombstones using btree (away_team_id);
create index fixture_tombstones_division_id_idx on public.fixture_tombstones using btree (division_id);
create index fixture_tombstones_home_team_id_idx on public.fixture_tombstones using btree (home_team_id);
create index fixture_tombstones_venue_id_idx on public.fixture_tombstones using btree (venue_id);

alter table public.fixture_tombstones enable row level security;

create policy "Anyone can read fixture tombstones" on public.fixture_tombstones for select to anon, authenticated
  using (true);

grant select on public.fixture_tombstones to anon, authenticated;
grant all on public.fixture_tombstones to service_role;

-- Whether a fixture with this status is off: anything but scheduled, in play or final (postponed,
-- void, and whatever later statuses mean the match is not played as planned).
-- It takes the status as text, so statuses added to the enum later are judged without a new function.
create function public.fixture_cancelled(status text) returns boolean
    language sql immutable parallel safe
    set search_path to ''
    as $$
  select status not in ('scheduled', 'in_play', 'final')
$$;
grant execute on function public.fixture_cancelled(status text) to anon, authenticated, service_role;

-- What a calendar shows: every fixture and every tombstone with its names, SEQUENCE and whether it
-- is cancelled. Security invoker: the tables' RLS applies (all of it public).
create view public.calendar_fixtures with (security_invoker = true) as
select f.id, f.division_id, f.home_team_id, f.away_team_id, f.kickoff_at, f.calendar_sequence,
  public.fixture_cancelled(f.status::text) as cancelled, ht.name as home_team_name,
  at.name as away_team_name, v.name as venue_name, v.address as venue_address
from public.fixtures f
join public.teams ht on ht.id = f.home_team_id
join public.teams at on at.id = f.away_team_id
join public.venues v on v.id = f.venue_id
union all
select t.fixture_id, t.division_id, t.home_team_id, t.away_team_id, t.kickoff_at, t.calendar_sequence,
  true, ht.name, at.name, v.name, v.address
from public.fixture_tombstones t
join public.teams ht on ht.id = t.home_team_id
join public.teams at on at.id = t.away_team_id
join public.venues v on v.id = t.venue_id;
grant select on public.calendar_fixtures to anon, authenticated, service_role;
