-- The hosts' caches of anonymous reads (api/read-cache.ts) learn of every change to what anonymous
-- visitors read: a row per transaction in read_changes (checked by hosts on PostgreSQL before a cached
-- answer is served) and a NOTIFY on cueboard_cache (PGlite's one host). Triggers on every table a
-- public read shows.

-- read_changes: which transactions changed anything an anonymous visitor can read, for the hosts'
-- caches of anonymous reads (api/read-cache.ts). A host on PostgreSQL asks, before it serves from
-- its cache, whether a transaction committed since its last look (its last pg_current_snapshot()):
-- a write through another host is seen by the next read here, with no wait for a NOTIFY. One row per
-- transaction; kept ten minutes, far longer than a cache entry lives. Only the API's owner reads it.
create table public.read_changes (
    xid xid8 not null,
    created_at timestamptz default now() not null,
    constraint read_changes_pkey primary key (xid)
);

alter table public.read_changes enable row level security;

-- No policy and no grant for clients (Supabase's default privileges would give them one).
revoke all on public.read_changes from anon, authenticated;

-- Notes that this transaction changed public data, once per transaction (a transaction-local
-- setting remembers it, so a bulk write costs one lookup a row): a row in read_changes and a NOTIFY
-- on cueboard_cache, which PGlite, one process, delivers before the commit returns. A row trigger, as
-- a statement trigger fires for a statement that changed nothing (lapse_confirmations() on every
-- read of the standings). One in 64 transactions prunes rows older than ten minutes. Security
-- definer: clients may neither write nor read read_changes; as a trigger function it cannot be called.
create function public.note_read_change() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if current_setting('cueboard.read_change_noted', true) is distinct from 'yes' then
    perform set_config('cueboard.read_change_noted', 'yes', true);
    insert into public.read_changes (xid) values (pg_catalog.pg_current_xact_id()) on conflict do nothing;
    perform pg_catalog.pg_notify('cueboard_cache', '');
    if random() < 1.0 / 64 then
      delete from public.read_changes where created_at < now() - interval '10 minutes';
    end if;
  end if;
  return null;
end
$$;

-- Every table an anonymous read shows (lists, feeds, statistics, calendars, public pages, embeds)
-- notes its changes; logs, screens (heartbeats), invitations and accounts' secrets do not.
create trigger organisations_note_read_change after insert or update or delete on public.organisations
  for each row execute function public.note_read_change();
create trigger venues_note_read_change after insert or update or delete on public.venues
  for each row execute function public.note_read_change();
create trigger venue_tables_note_read_change after insert or update or delete on public.venue_tables
  for each row execute function public.note_read_change();
create trigger leagues_note_read_change after insert or update or delete on public.leagues
  for each row execute function public.note_read_change();
create trigger league_histories_note_read_change after insert or update or delete on public.league_histories
  for each row execute function public.note_read_change();
create trigger divisions_note_read_change after insert or update or delete on public.divisions
  for each row execute function public.note_read_change();
create trigger division_teams_note_read_change after insert or update or delete on public.division_teams
  for each row execute function public.note_read_change();
create trigger teams_note_read_change after insert or update or delete on public.teams
  for each row execute function public.note_read_change();
create trigger team_players_note_read_change after insert or update or delete on public.team_players
  for each row execute function public.note_read_change();
create trigger players_note_read_change after insert or update or delete on public.players
  for each row execute function public.note_read_change();
create trigger transfers_note_read_change after insert or update or delete on public.transfers
  for each row execute function public.note_read_change();
create trigger transfer_windows_note_read_change after insert or update or delete on public.transfer_windows
  for each row execute function public.note_read_change();
create trigger cups_note_read_change after insert or update or delete on public.cups
  for each row execute function public.note_read_change();
create trigger cup_entries_note_read_change after insert or update or delete on public.cup_entries
  for each row execute function public.note_read_change();
create trigger cup_matches_note_read_change after insert or update or delete on public.cup_matches
  for each row execute function public.note_read_change();
create trigger fixtures_note_read_change after insert or update or delete on public.fixtures
  for each row execute function public.note_read_change();
create trigger fixture_tombstones_note_read_change after insert or update or delete on public.fixture_tombstones
  for each row execute function public.note_read_change();
create trigger frames_note_read_change after insert or update or delete on public.frames
  for each row execute function public.note_read_change();
create trigger standings_note_read_change after insert or update or delete on public.standings
  for each row execute function public.note_read_change();
create trigger player_ratings_note_read_change after insert or update or delete on public.player_ratings
  for each row execute function public.note_read_change();
create trigger frame_ratings_note_read_change after insert or update or delete on public.frame_ratings
  for each row execute function public.note_read_change();
create trigger rating_powers_note_read_change after insert or update or delete on public.rating_powers
  for each row execute function public.note_read_change();
create trigger player_stat_totals_note_read_change after insert or update or delete on public.player_stat_totals
  for each row execute function public.note_read_change();
create trigger wallboards_note_read_change after insert or update or delete on public.wallboards
  for each row execute function public.note_read_change();
create trigger wallboard_sponsors_note_read_change after insert or update or delete on public.wallboard_sponsors
  for each row execute function public.note_read_change();
create trigger sponsors_note_read_change after insert or update or delete on public.sponsors
  for each row execute function public.note_read_change();
create trigger profiles_note_read_change after insert or update or delete on public.profiles
  for each row execute function public.note_read_change();
create trigger user_roles_note_read_change after insert or update or delete on public.user_roles
  for each row execute function public.note_read_change();
