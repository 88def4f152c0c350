-- Venues with their tables, fixtures with their frames, and the standings computed from them.

-- A pub or club where fixtures are played. Deleting it removes its tables (spec section 3).
create table public.venues (
  id bigint generated always as identity primary key,
  name varchar(255) not null,
  address text,
  logo_url text,
  created_at timestamptz not null default now()
);

-- A physical table; unique_code and url_slug identify it from a QR code or a link.
create table public.venue_tables (
  id bigint generated always as identity primary key,
  venue_id bigint not null references public.venues (id) on delete cascade,
  label varchar(100) not null,
  unique_code varchar(50) not null,
  url_slug varchar(100) not null,
  created_at timestamptz not null default now(),
  constraint venue_tables_unique_code_key unique (unique_code),
  constraint venue_tables_url_slug_key unique (url_slug)
);
create index venue_tables_venue_id_idx on public.venue_tables (venue_id);

-- A match between two teams of a division. It goes with its division (and so its league).
-- Teams and venues are refused deletion while fixtures use them (triggers below), because a
-- silently vanished result would change the standings of everyone else in the division.
create table public.fixtures (
  id bigint generated always as identity primary key,
  division_id bigint not null references public.divisions (id) on delete cascade,
  home_team_id bigint not null references public.teams (id) on delete restrict,
  away_team_id bigint not null references public.teams (id) on delete restrict,
  venue_id bigint not null references public.venues (id) on delete restrict,
  table_id bigint references public.venue_tables (id) on delete set null,
  kickoff_at timestamptz not null default now(),
  status public.fixture_status not null default 'scheduled',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint fixtures_teams_differ check (home_team_id <> away_team_id)
);
create index fixtures_division_id_idx on public.fixtures (division_id);
create index fixtures_home_team_id_idx on public.fixtures (home_team_id);
create index fixtures_away_team_id_idx on public.fixtures (away_team_id);
create index fixtures_venue_id_idx on public.fixtures (venue_id);
create index fixtures_kickoff_at_idx on public.fixtures (kickoff_at);
create trigger fixtures_set_updated_at before update on public.fixtures
  for each row execute function public.set_updated_at();

-- One frame of a fixture; frames go with their fixture. Players are set as the match is played.
create table public.frames (
  id bigint generated always as identity primary key,
  fixture_id bigint not null references public.fixtures (id) on delete cascade,
  frame_no integer not null,
  home_player_id bigint references public.players (id) on delete set null,
  away_player_id bigint references public.players (id) on delete set null,
  winner public.frame_winner not null default 'na',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint frames_fixture_frame_no_key unique (fixture_id, frame_no),
  constraint frames_frame_no_positive check (frame_no > 0)
);
create trigger frames_set_updated_at before update on public.frames
  for each row execute function public.set_updated_at();

-- A division's league table row for one team, written only by recompute_standings().
create table public.standings (
  id bigint generated always as identity primary key,
  division_id bigint not null references public.divisions (id) on delete cascade,
  team_id bigint not null references public.teams (id) on delete cascade,
  played integer not null default 0,
  won integer not null default 0,
  drawn integer not null default 0,
  lost integer not null default 0,
  frames_for integer not null default 0,
  frames_against integer not null default 0,
  points integer not null default 0,
  updated_at timestamptz not null default now(),
  constraint standings_division_team_key unique (division_id, team_id)
);
create index standings_team_id_idx on public.standings (team_id);
create trigger standings_set_updated_at before update on public.standings
  for each row execute function public.set_updated_at();

-- Refuses to delete a team that still plays fixtures, with a message a user can act on.
create function public.refuse_team_with_fixtures() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  select count(*) into n from public.fixtures f
  where f.home_team_id = old.id or f.away_team_id = old.id;
  if n > 0 then
    raise exception 'Team "%" still has % fixture(s); delete its fixtures first', old.name, n
      using errcode = 'P0001';
  end if;
  return old;
end
$$;
create trigger teams_refuse_delete_with_fixtures before delete on public.teams
  for each row execute function public.refuse_team_with_fixtures();

-- Refuses to delete a venue that still hosts fixtures, for the same reason.
create function public.refuse_venue_with_fixtures() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  select count(*) into n from public.fixtures f where f.venue_id = old.id;
  if n > 0 then
    raise exception 'Venue "%" still hosts % fixture(s); delete or move its fixtures first', old.name, n
      using errcode = 'P0001';
  end if;
  return old;
end
$$;
create trigger venues_refuse_delete_with_fixtures before delete on public.venues
  for each row execute function public.refuse_venue_with_fixtures();
