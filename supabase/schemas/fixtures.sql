-- Fixtures: statuses and the match's life as its triggers keep it (started by the first frame,
-- what a captain may change, the status that follows a change, the result awaiting confirmation),
-- who may score, and fixtures made in bulk. Frames and breaks: frames.sql; calendars: calendar.sql;
-- completing, forfeiting, confirming and disputing a result: match-results.sql.

-- A fixture moves scheduled -> in_play -> final.
create type public.fixture_status as enum (
    'scheduled',
    'in_play',
    'final',
    'postponed',
    'void'
);

-- Who won a frame; na (not played / not decided) is ignored by the standings.
create type public.frame_winner as enum (
    'home',
    'away',
    'na'
);

-- May the current user score this fixture: an organiser of its organisation, or a captain of either team.
create function public.can_score_fixture(fixture_id bigint) returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (
    select 1 from public.fixtures f
    where f.id = can_score_fixture.fixture_id
      and (public.is_organiser_of(f.organisation_id)
        or public.is_captain_of(f.home_team_id) or public.is_captain_of(f.away_team_id))
  )
$$;
revoke execute on function public.can_score_fixture(fixture_id bigint) from public;
grant execute on function public.can_score_fixture(fixture_id bigint) to anon, authenticated, service_role;

-- A captain moves a fixture through its statuses but does not reschedule or move it, award a
-- forfeit, postpone, void or reinstate it, or write the postponement's reason (organisers do).
create function public.guard_captain_fixture_update() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or public.is_organiser_of(new.organisation_id) then
    return new;
  end if;
  if (new.division_id, new.home_team_id, new.away_team_id, new.venue_id, new.table_id, new.kickoff_at,
      new.forfeit, new.postpone_reason)
     is distinct from
     (old.division_id, old.home_team_id, old.away_team_id, old.venue_id, old.table_id, old.kickoff_at,
      old.forfeit, old.postpone_reason) then
    raise exception 'Captains can only change the status of a fixture' using errcode = '42501';
  end if;
  if new.status is distinct from old.status
     and (new.status in ('postponed', 'void') or old.status in ('postponed', 'void')) then
    raise exception 'Only organisers can postpone, void or reinstate a fixture' using errcode = '42501';
  end if;
  return new;
end
$$;

-- Refuses a captain moving a fixture out of final (42501, a 403 through the API).
create function public.refuse_captain_reopening_fixture() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if old.status = 'final' and new.status <> 'final'
     and not (public.is_trusted_caller() or public.is_organiser_of(new.organisation_id)) then
    raise exception 'Only organisers can reopen a final fixture' using errcode = '42501';
  end if;
  return null;
end
$$;

-- A postponed fixture given a new kick-off is scheduled again; a fixture that is no longer final
-- loses its forfeit. Before update, so the row written is already right.
create function public.fixture_status_follows_changes() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if new.kickoff_at is distinct from old.kickoff_at and old.status = 'postponed' and new.status = 'postponed' then
    new.status := 'scheduled';
  end if;
  if new.status <> 'final' then
    new.forfeit := null;
  end if;
  return new;
end
$$;

-- The fixture's calendar SEQUENCE: 0 when created, one more each time its kick-off, venue, teams
-- or cancelled-ness change. The database keeps it, so no client can set it.
create function public.bump_fixture_calendar_sequence() returns trigger
    language plpgsql
    set search_path to ''
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

-- Written by the trigger only (security definer: nobody is granted writes on tombstones).
create function public.record_fixture_tombstone() returns trigger
    language plpgsql security definer
    set search_path to ''
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
revoke execute on function public.record_fixture_tombstone() from public;

-- A fixture becoming final records when and by whose captain, and awaits confirmation when its
-- league asks for it and a captain (not an organiser, a forfeit or a trusted caller) completed a
-- league fixture. Leaving final clears it all. Only the functions below change the confirmation
-- (they set cueboard.confirming for their transaction); an end user's update of it is refused.
create function public.fixture_confirmation_follows() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  wanted boolean;
begin
  if (new.confirmation, new.dispute_reason, new.completed_by_team_id, new.completed_at)
     is distinct from (old.confirmation, old.dispute_reason, old.completed_by_team_id, old.completed_at)
     and (select auth.role()) in ('anon', 'authenticated')
     and coalesce(current_setting('cueboard.confirming', true), '') <> 'on' then
    raise exception 'Results are confirmed, disputed and settled through their own actions'
      using errcode = '42501';
  end if;
  if new.status <> 'final' then
    new.completed_at := null;
    new.completed_by_team_id := null;
    new.confirmation := null;
    new.dispute_reason := null;
  elsif old.status <> 'final' then
    new.completed_at := now();
    select coalesce((l.settings ->> 'require_confirmation')::boolean, false) into wanted
    from public.divisions d join public.leagues l on l.id = d.league_id where d.id = new.division_id;
    if wanted and new.cup_match_id is null and new.forfeit is null
       and (select auth.role()) = 'authenticated' and not public.is_organiser_of(new.organisation_id)
       and (public.is_captain_of(new.home_team_id) or public.is_captain_of(new.away_team_id)) then
      new.completed_by_team_id := case when public.is_captain_of(new.home_team_id)
        then new.home_team_id else new.away_team_id end;
      new.confirmation := 'awaiting';
    else
      new.completed_by_team_id := null;
      new.confirmation := null;
    end if;
    new.dispute_reason := null;
  end if;
  return new;
end
$$;
revoke execute on function public.fixture_confirmation_follows() from public;

-- A match between two teams of a division. It goes with its division (and so its league).
-- Teams and venues are refused deletion while fixtures use them (triggers below), because a
-- silently vanished result would change the standings of everyone else in the division.
create table public.fixtures (
    id bigint generated always as identity,
    division_id bigint not null,
    home_team_id bigint not null,
    away_team_id bigint not null,
    venue_id bigint not null,
    table_id bigint,
    kickoff_at timestamptz default now() not null,
    status public.fixture_status default 'scheduled'::public.fixture_status not null,
    created_at timestamptz default now() not null,
    updated_at timestamptz default now() not null,
    -- Who forfeited: the side awarded the match ('home' or 'away'), or 'both' when both sides forfeit
    -- (both lose, no frames). Only a final fixture carries it; reopening one clears it (trigger below).
    forfeit text,
    -- A cup match's fixture. Two players of one team may meet in a singles cup, so the teams may match.
    cup_match_id bigint,
    -- The fixture's calendar SEQUENCE: 0 when created, one more each time its kick-off, venue, teams
    -- or cancelled-ness change. The database keeps it, so no client can set it.
    calendar_sequence integer default 0 not null,
    -- completed_at: when the fixture became final. completed_by_team_id: the team whose captain completed
    -- it (its opponent's captain confirms). confirmation: null when none is needed, else awaiting,
    -- confirmed or disputed; dispute_reason: the disputing captain's words.
    completed_at timestamptz,
    completed_by_team_id bigint,
    confirmation text,
    dispute_reason text,
    -- Why the fixture was last postponed (null: never); kept when it is rescheduled, replaced by a later
    -- postponement. One line (it is shown in lists and an e-mail) of at most 500 characters.
    postpone_reason text,
    organisation_id bigint not null,
    constraint fixtures_confirmation_known check ((confirmation = any (array['awaiting'::text, 'confirmed'::text, 'disputed'::text]))),
    constraint fixtures_confirmation_only_final check (((confirmation is null) or (status = 'final'::public.fixture_status))),
    constraint fixtures_dispute_reason_length check ((char_length(dispute_reason) <= 500)),
    constraint fixtures_forfeit_only_final check (((forfeit is null) or (status = 'final'::public.fixture_status))),
    constraint fixtures_forfeit_side check ((forfeit = any (array['home'::text, 'away'::text, 'both'::text]))),
    constraint fixtures_postpone_reason_text check (postpone_reason is null or (char_length(btrim(postpone_reason)) between 1 and 500 and public.is_one_line(postpone_reason))),
    constraint fixtures_teams_differ check (((home_team_id <> away_team_id) or (cup_match_id is not null))),
    constraint fixtures_pkey primary key (id),
    constraint fixtures_away_team_id_fkey foreign key (away_team_id) references public.teams(id) on delete restrict,
    constraint fixtures_completed_by_team_id_fkey foreign key (completed_by_team_id) references public.teams(id) on delete set null,
    constraint fixtures_cup_match_id_fkey foreign key (cup_match_id) references public.cup_matches(id) on delete cascade,
    constraint fixtures_division_id_fkey foreign key (division_id) references public.divisions(id) on delete cascade,
    constraint fixtures_home_team_id_fkey foreign key (home_team_id) references public.teams(id) on delete restrict,
    constraint fixtures_table_id_fkey foreign key (table_id) references public.venue_tables(id) on delete set null,
    constraint fixtures_venue_id_fkey foreign key (venue_id) references public.venues(id) on delete restrict,
    constraint fixtures_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint fixtures_organisation_id_id_key unique (organisation_id, id),
    constraint fixtures_division_id_organisation_fkey foreign key (organisation_id, division_id) references public.divisions(organisation_id, id) on delete cascade,
    constraint fixtures_home_team_id_organisation_fkey foreign key (organisation_id, home_team_id) references public.teams(organisation_id, id) on delete restrict,
    constraint fixtures_away_team_id_organisation_fkey foreign key (organisation_id, away_team_id) references public.teams(organisation_id, id) on delete restrict,
    constraint fixtures_venue_id_organisation_fkey foreign key (organisation_id, venue_id) references public.venues(organisation_id, id) on delete restrict,
    constraint fixtures_cup_match_id_organisation_fkey foreign key (organisation_id, cup_match_id) references public.cup_matches(organisation_id, id) on delete cascade
);
comment on column public.fixtures.postpone_reason is 'Why the fixture was last postponed (POST /api/fixtures/{id}/postpone); null when never postponed.';

create index fixtures_awaiting_confirmation_idx on public.fixtures using btree (completed_at) where (confirmation = 'awaiting'::text);
create index fixtures_away_team_id_idx on public.fixtures using btree (away_team_id);
create index fixtures_completed_by_team_id_idx on public.fixtures using btree (completed_by_team_id);
create unique index fixtures_cup_match_id_key on public.fixtures using btree (cup_match_id);
create index fixtures_division_id_idx on public.fixtures using btree (division_id);
create index fixtures_home_team_id_idx on public.fixtures using btree (home_team_id);
create index fixtures_kickoff_at_idx on public.fixtures using btree (kickoff_at);
create index fixtures_venue_id_idx on public.fixtures using btree (venue_id);

alter table public.fixtures enable row level security;

create policy "Anyone can read fixtures" on public.fixtures for select to anon, authenticated
  using (true);

create policy "Captains can update fixtures their team plays" on public.fixtures for update to authenticated
  using (public.can_score_fixture(id))
  with check (public.can_score_fixture(id));

create policy "Organisers can manage fixtures" on public.fixtures to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create trigger fixtures_calendar_sequence before insert or update on public.fixtures
  for each row execute function public.bump_fixture_calendar_sequence();

create trigger fixtures_confirmation_follows before update on public.fixtures
  for each row execute function public.fixture_confirmation_follows();

create trigger fixtures_cup_result after update of status on public.fixtures
  for each row when ((new.cup_match_id is not null)) execute function public.cup_fixture_result();

create trigger fixtures_guard_captain_update before update on public.fixtures
  for each row execute function public.guard_captain_fixture_update();

create trigger fixtures_record_tombstone after delete on public.fixtures
  for each row execute function public.record_fixture_tombstone();

create trigger fixtures_refuse_captain_reopening after update of status on public.fixtures
  for each row execute function public.refuse_captain_reopening_fixture();

create trigger fixtures_set_updated_at before update on public.fixtures
  for each row execute function public.set_updated_at();

create trigger fixtures_status_follows_changes before update on public.fixtures
  for each row execute function public.fixture_status_follows_changes();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger fixtures_fill_organisation before insert on public.fixtures
  for each row execute function public.fill_organisation_id('divisions', 'division_id', 'cup_matches', 'cup_match_id', 'teams', 'home_team_id');

grant select on public.fixtures to anon;
grant select, insert, delete, update on public.fixtures to authenticated;
grant all on public.fixtures to service_role;

-- Inserts many fixtures at once, all or nothing, and returns them in input order. Input is a JSON
-- array of camelCase objects as on the wire: divisionId, homeTeamId, awayTeamId, venueId (required),
-- tableId (optional), kickoffAt (optional, default now), status (optional, default scheduled).
create function public.create_fixtures(fixtures jsonb) returns setof public.fixtures
    language plpgsql
    set search_path to ''
    as $$
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can create fixtures' using errcode = '42501';
  end if;
  if jsonb_typeof(create_fixtures.fixtures) is distinct from 'array' then
    raise exception 'fixtures must be a JSON array of fixtures' using errcode = '22023';
  end if;
  return query
  with input as (
    select e, i from jsonb_array_elements(create_fixtures.fixtures) with ordinality as x(e, i)
  ),
  inserted as (
    insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, table_id, kickoff_at, status)
    select (e ->> 'divisionId')::bigint, (e ->> 'homeTeamId')::bigint, (e ->> 'awayTeamId')::bigint,
      (e ->> 'venueId')::bigint, (e ->> 'tableId')::bigint,
      coalesce((e ->> 'kickoffAt')::timestamptz, now()),
      coalesce((e ->> 'status')::public.fixture_status, 'scheduled')
    from input order by i
    returning *
  )
  select * from inserted order by id;
end
$$;
revoke execute on function public.create_fixtures(fixtures jsonb) from public;
grant execute on function public.create_fixtures(fixtures jsonb) to authenticated, service_role;
