-- Live events: NOTIFY payloads the API relays to browsers and TVs as Server-Sent Events, and the
-- triggers that send them from the tables they watch.

-- live_events: the live events of the last ten minutes, so a stream that was cut (Supabase's gateway
-- ends a response after 150 s idle, LIVE_MAX_STREAM_SECONDS on the host) resumes from its client's
-- Last-Event-ID with nothing lost (api/live-replay.ts). Written by announce_live() in the same
-- transaction as the change; only the API (service role) reads it.
create table public.live_events (
    id bigint generated always as identity,
    payload jsonb not null,
    created_at timestamptz default now() not null,
    constraint live_events_pkey primary key (id)
);

-- live_events: pruning finds the rows older than ten minutes without a scan.
create index live_events_created_at_idx on public.live_events using btree (created_at);

alter table public.live_events enable row level security;

-- No policy and no grant for clients (Supabase's default privileges would give them one).
revoke all on public.live_events from anon, authenticated;
grant select on public.live_events to service_role;

-- Removes live events older than ten minutes (a range of the created_at index); skip locked, so two
-- writers pruning at once never wait on each other.
create function public.prune_live_events() returns void
    language plpgsql
    set search_path to ''
    as $$
begin
  delete from public.live_events e
  where e.id in (
    select x.id from public.live_events x
    where x.created_at < now() - interval '10 minutes'
    for update skip locked
  );
end
$$;
revoke execute on function public.prune_live_events() from public;

-- Announces one live event: logged (its id orders the stream and is the SSE id), then notified on
-- cueboard_live with that id as "logId". One in 64 prunes the log, so a write usually costs one insert.
-- Called only by the security definer trigger functions that announce changes; no client may call it.
create function public.announce_live(event jsonb) returns void
    language plpgsql
    set search_path to ''
    as $$
declare
  logged bigint;
begin
  -- The league of the division (and of the division it left) an event names, so a TV's stream
  -- carries only its boards' leagues (api/live-scope.ts).
  if event ? 'divisionId' then
    event := event || jsonb_strip_nulls(jsonb_build_object(
      'leagueId', (select d.league_id from public.divisions d where d.id = (event->>'divisionId')::bigint),
      'fromLeagueId', (select d.league_id from public.divisions d where d.id = (event->>'fromDivisionId')::bigint)));
  end if;
  insert into public.live_events (payload) values (event) returning id into logged;
  if logged % 64 = 0 then
    perform public.prune_live_events();
  end if;
  perform pg_notify('cueboard_live', (event || jsonb_build_object('logId', logged))::text);
end
$$;
revoke execute on function public.announce_live(event jsonb) from public;

-- Live events: every change to fixtures, frames, breaks, wallboards, wallboard_sponsors and sponsors is
-- announced on channel cueboard_live as {"type": "<table>.<insert|update|delete>", ...ids}; the API
-- relays them as Server-Sent Events (GET /api/live). Standings announce themselves once per
-- division from recompute_standings(), not once per row. Events say when they concern something
-- anonymous visitors may not read ("private": true): a private wallboard, its sponsor assignments,
-- and a sponsor outside its active dates (before and after the change), as their rows are under RLS.
-- (PL/pgSQL compiles a trigger function per table, so each branch only ever sees its own row type.)
-- Events about a match say where it is played (divisionId, venueId, and leagueId from announce_live())
-- and, for a fixture moved, where it was (fromDivisionId, fromVenueId): a paired TV hears only the
-- leagues, divisions and venues its boards show (api/live-scope.ts).
-- Live events carry what a score board shows, so a TV updates at once instead of refetching its feed
-- first (kiosk/src/display/feed-patch.ts): a frame's event says its number, its winner and its
-- fixture's score (and a race-to rubber's racks and race); a fixture's event says its status. All of it is public (the frames and fixtures a
-- wallboard shows anyone); no player, and no one who entered it, is named. "version" orders events
-- about the same row: microseconds of the clock when the row was written, taken after its row lock,
-- so a later write of a row always has a higher version even when its transaction began earlier
-- (updated_at is the transaction's start). Security definer: it logs the event (announce_live()),
-- which no client may do; as a trigger function it cannot be called directly.
create function public.notify_live() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  r record;
  ids jsonb;
  visible boolean := true;
  version bigint := (extract(epoch from clock_timestamp()) * 1000000)::bigint;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  case tg_table_name
    when 'fixtures' then
      ids := jsonb_build_object('fixtureId', r.id, 'divisionId', r.division_id, 'venueId', r.venue_id,
        'status', r.status, 'version', version);
      -- A fixture moved to another division or venue: the boards of the one it left hear it too.
      if tg_op = 'UPDATE' then
        ids := ids || jsonb_build_object(
          'fromDivisionId', case when old.division_id <> new.division_id then old.division_id end,
          'fromVenueId', case when old.venue_id <> new.venue_id then old.venue_id end);
      end if;
    when 'frames' then
      ids := jsonb_build_object('frameId', r.id, 'fixtureId', r.fixture_id,
        'frameNo', r.frame_no, 'winner', r.winner, 'version', version,
        -- A race-to rubber's racks and race (null, so left out, in a league of one-rack frames).
        'homeRacks', r.home_racks, 'awayRacks', r.away_racks, 'homeRace', r.home_race, 'awayRace', r.away_race)
        -- The score as core/rules/score.ts counts it ('na' for nobody), tied by tests/db/live-notify.test.ts.
        || (select jsonb_build_object('homeScore', count(*) filter (where fr.winner = 'home'),
              'awayScore', count(*) filter (where fr.winner = 'away'))
            from public.frames fr where fr.fixture_id = r.fixture_id)
        -- Where its match is played: its division and venue.
        || coalesce((select jsonb_build_object('divisionId', f.division_id, 'venueId', f.venue_id)
            from public.fixtures f where f.id = r.fixture_id), '{}');
    when 'breaks' then
      -- A break moves a high breaks board (its value is public, as the breaks' read policy says).
      ids := jsonb_build_object('breakId', r.id, 'frameId', r.frame_id, 'fixtureId', r.fixture_id)
        || coalesce((select jsonb_build_object('divisionId', f.division_id, 'venueId', f.venue_id)
            from public.fixtures f where f.id = r.fixture_id), '{}');
    when 'wallboards' then
      ids := jsonb_build_object('wallboardId', r.id);
      -- Public before or after the change: anonymous displays of it must hear that it changed.
      visible := coalesce(tg_op <> 'INSERT' and old.is_public, false)
        or coalesce(tg_op <> 'DELETE' and new.is_public, false);
    when 'wallboard_sponsors' then
      ids := jsonb_build_object('wallboardId', r.wallboard_id, 'sponsorId', r.sponsor_id);
      visible := exists (select 1 from public.wallboards w where w.id = r.wallboard_id and w.is_public);
    when 'sponsors' then
      ids := jsonb_build_object('sponsorId', r.id);
      -- The anonymous read policy on sponsors: active now.
      visible := coalesce(tg_op <> 'INSERT'
          and (old.active_from is null or old.active_from <= now())
          and (old.active_to is null or old.active_to >= now()), false)
        or coalesce(tg_op <> 'DELETE'
          and (new.active_from is null or new.active_from <= now())
          and (new.active_to is null or new.active_to >= now()), false);
    else
      ids := '{}'::jsonb;
  end case;
  perform public.announce_live(jsonb_build_object('type', tg_table_name || '.' || lower(tg_op))
    || jsonb_strip_nulls(ids || jsonb_build_object('private', case when visible then null else true end)));
  return null;
end
$$;

create trigger frames_notify_live after insert or delete or update on public.frames
  for each row execute function public.notify_live();

create trigger fixtures_notify_live after insert or delete or update on public.fixtures
  for each row execute function public.notify_live();

create trigger breaks_notify_live after insert or delete or update on public.breaks
  for each row execute function public.notify_live();

create trigger sponsors_notify_live after insert or delete or update on public.sponsors
  for each row execute function public.notify_live();

create trigger wallboard_sponsors_notify_live after insert or delete or update on public.wallboard_sponsors
  for each row execute function public.notify_live();

create trigger wallboards_notify_live after insert or delete or update on public.wallboards
  for each row execute function public.notify_live();

-- Live events for screens: a rename, re-assignment, revocation, a fresh token (a screen just paired,
-- so the organiser's list shows it online at once) or a new command reaches the TV within a second.
-- Heartbeats stay silent: the organiser's list polls for them. Security definer, as notify_live().
create function public.notify_screen_live() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  r public.screens;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_op = 'UPDATE' and new.name is not distinct from old.name
     and new.wallboard_id is not distinct from old.wallboard_id
     and new.token_hash is not distinct from old.token_hash
     and new.command_id is not distinct from old.command_id then
    return null;
  end if;
  perform public.announce_live(jsonb_strip_nulls(jsonb_build_object(
    'type', 'screens.' || lower(tg_op), 'screenId', r.id, 'wallboardId', r.wallboard_id)));
  return null;
end
$$;

create trigger screens_notify_live after insert or delete or update on public.screens
  for each row execute function public.notify_screen_live();

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
create trigger breaks_note_read_change after insert or update or delete on public.breaks
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
