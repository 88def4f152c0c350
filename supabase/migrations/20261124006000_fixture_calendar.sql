-- Calendar feeds (GET /api/teams/{id}/calendar.ics, GET /api/divisions/{id}/calendar.ics): each
-- fixture carries an RFC 5545 SEQUENCE that rises when calendar apps must update their copy, and a
-- deleted fixture leaves a tombstone so they learn it is cancelled rather than silently keeping it.

-- The match length joins the league settings (core's leagueSettingsSchema holds the same default;
-- tests/db/rpc-standings.test.ts ties them). Leagues created before keep their settings: a missing
-- value reads as the default.
create or replace function public.default_league_settings() returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select '{"format":"round_robin","points":{"win":3,"draw":1,"loss":0,"per_frame":1},"bonus":{"clean_sweep":2},"leaderboard":{"min_frames":5},"match_length_minutes":180}'::jsonb
$$;

-- Whether a fixture with this status is off: anything but scheduled, in play or final (postponed,
-- void, and whatever later statuses mean the match is not played as planned).
-- It takes the status as text, so statuses added to the enum later are judged without a new function.
create function public.fixture_cancelled(status text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select status not in ('scheduled', 'in_play', 'final')
$$;
grant execute on function public.fixture_cancelled(text) to anon, authenticated, service_role;

-- The fixture's calendar SEQUENCE: 0 when created, one more each time its kick-off, venue, teams
-- or cancelled-ness change. The database keeps it, so no client can set it.
alter table public.fixtures add column calendar_sequence integer not null default 0;

create function public.bump_fixture_calendar_sequence() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.calendar_sequence := 0;
  elsif (new.kickoff_at, new.venue_id, new.home_team_id, new.away_team_id,
         public.fixture_cancelled(new.status::text))
        is distinct from
        (old.kickoff_at, old.venue_id, old.home_team_id, old.away_team_id,
         public.fixture_cancelled(old.status::text)) then
    new.calendar_sequence := old.calendar_sequence + 1;
  else
    new.calendar_sequence := old.calendar_sequence;
  end if;
  return new;
end
$$;
create trigger fixtures_calendar_sequence before insert or update on public.fixtures
  for each row execute function public.bump_fixture_calendar_sequence();

-- A deleted fixture as calendars last knew it, one SEQUENCE on. Team and venue go with their rows
-- (their calendars go too); the division is kept as a plain id, since deleting a division deletes
-- its fixtures and the teams' calendars should still learn of it.
create table public.fixture_tombstones (
  fixture_id bigint primary key,
  division_id bigint not null,
  home_team_id bigint not null references public.teams (id) on delete cascade,
  away_team_id bigint not null references public.teams (id) on delete cascade,
  venue_id bigint not null references public.venues (id) on delete cascade,
  kickoff_at timestamptz not null,
  calendar_sequence integer not null,
  deleted_at timestamptz not null default now()
);
create index fixture_tombstones_division_id_idx on public.fixture_tombstones (division_id);
create index fixture_tombstones_home_team_id_idx on public.fixture_tombstones (home_team_id);
create index fixture_tombstones_away_team_id_idx on public.fixture_tombstones (away_team_id);
create index fixture_tombstones_venue_id_idx on public.fixture_tombstones (venue_id);

alter table public.fixture_tombstones enable row level security;
revoke all on public.fixture_tombstones from anon, authenticated;
grant select on public.fixture_tombstones to anon, authenticated;
grant all on public.fixture_tombstones to service_role;
create policy "Anyone can read fixture tombstones" on public.fixture_tombstones
  for select to anon, authenticated using (true);

-- Written by the trigger only (security definer: nobody is granted writes on tombstones).
create function public.record_fixture_tombstone() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.fixture_tombstones
    (fixture_id, division_id, home_team_id, away_team_id, venue_id, kickoff_at, calendar_sequence)
  values (old.id, old.division_id, old.home_team_id, old.away_team_id, old.venue_id, old.kickoff_at,
    old.calendar_sequence + 1)
  on conflict (fixture_id) do nothing;
  return old;
end
$$;
revoke all on function public.record_fixture_tombstone() from public, anon, authenticated;
create trigger fixtures_record_tombstone after delete on public.fixtures
  for each row execute function public.record_fixture_tombstone();

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
