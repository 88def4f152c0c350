-- Fixtures and their frames: statuses and the match's life (start on first frame, complete, forfeit,
-- postpone), who may score, result confirmation and disputes, the calendar sequence and the
-- tombstones of deleted fixtures (calendar feeds).

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

-- A captain sets a frame's players and winner; the frame stays in its fixture and place.
create function public.guard_captain_frame_update() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or public.is_organiser_of(new.organisation_id) then
    return new;
  end if;
  if (new.fixture_id, new.frame_no) is distinct from (old.fixture_id, old.frame_no) then
    raise exception 'Captains can only change the players and the winner of a frame' using errcode = '42501';
  end if;
  return new;
end
$$;

-- Refuses a captain adding, changing or removing a frame of a final fixture (42501, a 403).
-- security definer: the fixture's status is read whatever the caller may see.
create function public.refuse_captain_changing_final_frames() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if public.is_trusted_caller() or public.is_organiser_of(
       case when tg_op = 'DELETE' then old.organisation_id else new.organisation_id end) then
    return null;
  end if;
  if exists (
    select 1 from public.fixtures f
    where f.status = 'final'
      and f.id in (
        case when tg_op <> 'INSERT' then old.fixture_id end,
        case when tg_op <> 'DELETE' then new.fixture_id end)
  ) then
    raise exception 'Only organisers can change the frames of a final fixture' using errcode = '42501';
  end if;
  return null;
end
$$;

-- Follows the change of players or winner; any other write keeps it. A client may clear it (as
-- the key's "on delete set null" does) but never name someone else.
create function public.set_frame_entered_by() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if tg_op = 'INSERT' then
    new.entered_by := case
      when new.winner <> 'na' or new.home_player_id is not null or new.away_player_id is not null
        then public.acting_user_id()
    end;
  elsif (new.winner, new.home_player_id, new.away_player_id)
      is distinct from (old.winner, old.home_player_id, old.away_player_id) then
    new.entered_by := public.acting_user_id();
  elsif new.entered_by is not null then
    new.entered_by := old.entered_by;
  end if;
  return new;
end
$$;

-- Refuses a frame beyond the match's length: a frame added, or moved, to a fixture that already
-- holds its limit ("This match has N frames", P0001: a 409 through the API). The count is the rule,
-- not the number: add_frame numbers past a frame deleted from the middle. Locks the fixture first so two
-- scorers adding the last frame at once are counted one after the other. No trusted bypass.
-- security definer: the lock and the count see the fixture and all its frames whoever writes.
create function public.refuse_frames_beyond_match_length() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  max_frames integer;
begin
  if tg_op = 'UPDATE' and new.fixture_id = old.fixture_id then
    return new;
  end if;
  perform 1 from public.fixtures x where x.id = new.fixture_id for update;
  max_frames := public.fixture_frame_limit(new.fixture_id);
  if max_frames is null then
    return new;
  end if;
  if (select count(*) from public.frames y where y.fixture_id = new.fixture_id and y.id <> new.id)
     >= max_frames then
    raise exception 'This match has % frames', max_frames;
  end if;
  return new;
end
$$;

-- The first frame given players or a winner moves a scheduled fixture to in_play in the same
-- transaction. security invoker: the fixture is updated with the scorer's own rights (a captain of
-- either team or an organiser, the same rule as PATCH /api/fixtures/{id}), so the audit log, the
-- live event and the captain's guard see an ordinary status change.
create function public.start_fixture_on_scoring() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  update public.fixtures x set status = 'in_play'
  where x.id = new.fixture_id and x.status = 'scheduled';
  return null;
end
$$;

-- Refuses a frame naming a player who is not of the match (23514, a 400 naming homePlayerId or
-- awayPlayerId through the API). Checks a side on insert, when its player changes, or when the frame
-- moves to another fixture. An after trigger, so it sees the players frames_cup_players filled in
-- and a caller RLS refuses hears that first. security definer: fixtures, cup entries and rosters
-- are read whatever the caller may see.
create function public.refuse_frame_players_not_in_match() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  f record;
  moved boolean := tg_op = 'INSERT' or new.fixture_id is distinct from old.fixture_id;
  check_home boolean := new.home_player_id is not null
    and (moved or new.home_player_id is distinct from old.home_player_id);
  check_away boolean := new.away_player_id is not null
    and (moved or new.away_player_id is distinct from old.away_player_id);
begin
  if not (check_home or check_away) then
    return null;
  end if;
  select x.home_team_id, x.away_team_id, x.kickoff_at, c.kind, he.player_id as home_entrant,
    ae.player_id as away_entrant
  into f
  from public.fixtures x
  left join public.cup_matches m on m.id = x.cup_match_id
  left join public.cups c on c.id = m.cup_id
  left join public.cup_entries he on he.id = m.home_entry_id
  left join public.cup_entries ae on ae.id = m.away_entry_id
  where x.id = new.fixture_id;
  if f.kind = 'singles' then
    if check_home and new.home_player_id is distinct from f.home_entrant then
      raise exception 'Home Player must be the home entrant of this cup match'
        using errcode = 'check_violation', constraint = 'frames_home_player_is_entrant';
    end if;
    if check_away and new.away_player_id is distinct from f.away_entrant then
      raise exception 'Away Player must be the away entrant of this cup match'
        using errcode = 'check_violation', constraint = 'frames_away_player_is_entrant';
    end if;
    return null;
  end if;
  if check_home and not public.plays_for_at(new.home_player_id, f.home_team_id, f.kickoff_at) then
    raise exception 'Home Player is not on the home team''s roster at this fixture''s date'
      using errcode = 'check_violation', constraint = 'frames_home_player_on_roster';
  end if;
  if check_away and not public.plays_for_at(new.away_player_id, f.away_team_id, f.kickoff_at) then
    raise exception 'Away Player is not on the away team''s roster at this fixture''s date'
      using errcode = 'check_violation', constraint = 'frames_away_player_on_roster';
  end if;
  return null;
end
$$;

-- A frame's details follow its league's settings (leagues.sql, default_league_settings()): points
-- only where frame_points is on, racks only in a race-to league, an event only where frame_events is
-- on; each refused with a check_violation naming its constraint (a 400 naming the field through the
-- API). A race-to league's frame is a rubber: its race (home_race, away_race) is fixed when it is made
-- (the league's race_to; with a handicap, cup_race()'s chart from the players' ratings then, or the
-- organiser's fixed starts), or when its players are named before any rack is scored, and never
-- moves after. The winner follows from the racks (a side that reached its race) or the points (the
-- side with more); a winner sent that disagrees is refused. Cup fixtures keep their own race.
create function public.frame_details_follow_league() returns trigger
    language plpgsql
    set search_path to ''
    as $$
declare
  s jsonb;
  cup boolean;
  racing boolean;
  base integer;
  handicap text;
  hr numeric;
  ar numeric;
  derived public.frame_winner;
  explicit boolean := (tg_op = 'INSERT' and new.winner <> 'na')
    or (tg_op = 'UPDATE' and new.winner is distinct from old.winner);
begin
  select l.settings, x.cup_match_id is not null into s, cup
  from public.fixtures x
  join public.divisions d on d.id = x.division_id
  join public.leagues l on l.id = d.league_id
  where x.id = new.fixture_id;
  racing := not coalesce(cup, false) and public.league_setting(s, '{match_format}') = 'races';

  if (new.home_points, new.away_points) is distinct from
       (case when tg_op = 'UPDATE' then old.home_points end, case when tg_op = 'UPDATE' then old.away_points end)
     and (new.home_points is not null or new.away_points is not null)
     and public.league_setting(s, '{frame_points}') is distinct from 'true' then
    raise exception 'This league does not record frame points'
      using errcode = 'check_violation', constraint = 'frames_points_off';
  end if;
  if new.event is distinct from (case when tg_op = 'UPDATE' then old.event end) and new.event is not null
     and public.league_setting(s, '{frame_events}') is distinct from 'true' then
    raise exception 'This league does not record frame events'
      using errcode = 'check_violation', constraint = 'frames_event_off';
  end if;
  if (new.home_racks, new.away_racks) is distinct from
       (case when tg_op = 'UPDATE' then old.home_racks end, case when tg_op = 'UPDATE' then old.away_racks end)
     and (new.home_racks is not null or new.away_racks is not null) and not racing then
    raise exception 'This league does not play races'
      using errcode = 'check_violation', constraint = 'frames_racks_off';
  end if;

  if tg_op = 'UPDATE' and (new.home_race, new.away_race) is distinct from (old.home_race, old.away_race) then
    raise exception 'The race is fixed when the frame is made'
      using errcode = 'check_violation', constraint = 'frames_race_fixed';
  end if;
  if tg_op = 'INSERT' then
    new.home_race := null;
    new.away_race := null;
  end if;
  if racing and (tg_op = 'INSERT' or old.home_race is null
      or ((new.home_player_id, new.away_player_id) is distinct from (old.home_player_id, old.away_player_id)
        and coalesce(old.home_racks, 0) + coalesce(old.away_racks, 0) = 0
        and coalesce(new.home_racks, 0) + coalesce(new.away_racks, 0) = 0)) then
    base := public.league_setting(s, '{race_to}')::integer;
    handicap := public.league_setting(s, '{handicap}');
    new.home_race := base;
    new.away_race := base;
    if handicap = 'rating' and new.home_player_id is not null and new.away_player_id is not null then
      select c.rating into hr from public.current_ratings c where c.player_id = new.home_player_id;
      select c.rating into ar from public.current_ratings c where c.player_id = new.away_player_id;
      select r.home_needs, r.away_needs into new.home_race, new.away_race
      from public.cup_race(2 * base - 1, hr, ar, true) r;
    elsif handicap = 'fixed' then
      new.home_race := greatest(1, base - coalesce((s #>> array['handicap_starts', new.home_player_id::text])::integer, 0));
      new.away_race := greatest(1, base - coalesce((s #>> array['handicap_starts', new.away_player_id::text])::integer, 0));
    end if;
  end if;

  if new.home_points is not null and tg_op = 'UPDATE'
     and (new.home_points, new.away_points) is distinct from (old.home_points, old.away_points)
     and exists (select 1 from public.breaks b where b.frame_id = new.id
       and b.value > (case b.side when 'home' then new.home_points else new.away_points end)) then
    raise exception 'Points must be at least the frame''s breaks'
      using errcode = 'check_violation', constraint = 'frames_points_below_breaks';
  end if;

  if new.home_racks is not null and new.home_race is not null then
    derived := case when new.home_racks >= new.home_race and new.away_racks < new.away_race then 'home'
      when new.away_racks >= new.away_race and new.home_racks < new.home_race then 'away' else 'na' end;
    if explicit and new.winner <> derived then
      raise exception 'Winner must follow from the race score'
        using errcode = 'check_violation', constraint = 'frames_winner_follows_racks';
    end if;
    new.winner := derived;
  elsif new.home_points is not null and new.away_points is not null then
    derived := case when new.home_points > new.away_points then 'home'
      when new.away_points > new.home_points then 'away' else 'na' end;
    if explicit and new.winner <> derived then
      raise exception 'Winner must follow from the frame points'
        using errcode = 'check_violation', constraint = 'frames_winner_follows_points';
    end if;
    new.winner := derived;
  end if;
  return new;
end
$$;

-- One frame of a fixture; frames go with their fixture. Players are set as the match is played.
create table public.frames (
    id bigint generated always as identity,
    fixture_id bigint not null,
    frame_no integer not null,
    home_player_id bigint,
    away_player_id bigint,
    winner public.frame_winner default 'na'::public.frame_winner not null,
    created_at timestamptz default now() not null,
    updated_at timestamptz default now() not null,
    -- frames.entered_by: the user who last set the frame's players or winner (match night's "Entered by").
    entered_by uuid,
    organisation_id bigint not null,
    -- Snooker frame points (frame_points leagues); the winner follows from them.
    home_points integer,
    away_points integer,
    -- A race-to league's rubber: the racks each side won, and the race each must reach (fixed when made).
    home_racks integer,
    away_racks integer,
    home_race integer,
    away_race integer,
    -- What a won pool frame was: dish (break and run), golden_break or whitewash (frame_events leagues).
    event text,
    constraint frames_frame_no_positive check ((frame_no > 0)),
    constraint frames_points_pair check ((home_points is null) = (away_points is null)),
    constraint frames_points_range check ((home_points >= 0) and (home_points <= 500) and (away_points >= 0) and (away_points <= 500)),
    constraint frames_racks_pair check ((home_racks is null) = (away_racks is null)),
    constraint frames_race_pair check ((home_race is null) = (away_race is null)),
    constraint frames_race_range check ((home_race >= 1) and (home_race <= 25) and (away_race >= 1) and (away_race <= 25)),
    constraint frames_racks_need_race check ((home_racks is null) or (home_race is not null)),
    constraint frames_racks_within_race check ((home_racks >= 0) and (home_racks <= home_race) and (away_racks >= 0) and (away_racks <= away_race)),
    constraint frames_race_one_winner check (not ((home_racks >= home_race) and (away_racks >= away_race))),
    constraint frames_event_known check (event = any (array['dish'::text, 'golden_break'::text, 'whitewash'::text])),
    constraint frames_event_needs_winner check ((event is null) or (winner <> 'na'::public.frame_winner)),
    constraint frames_fixture_frame_no_key unique (fixture_id, frame_no),
    constraint frames_id_fixture_id_key unique (id, fixture_id),
    constraint frames_pkey primary key (id),
    constraint frames_away_player_id_fkey foreign key (away_player_id) references public.players(id) on delete set null,
    constraint frames_entered_by_fkey foreign key (entered_by) references auth.users(id) on delete set null,
    constraint frames_fixture_id_fkey foreign key (fixture_id) references public.fixtures(id) on delete cascade,
    constraint frames_home_player_id_fkey foreign key (home_player_id) references public.players(id) on delete set null,
    constraint frames_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint frames_fixture_id_organisation_fkey foreign key (organisation_id, fixture_id) references public.fixtures(organisation_id, id) on delete cascade,
    constraint frames_home_player_id_organisation_fkey foreign key (organisation_id, home_player_id) references public.players(organisation_id, id) on delete set null (home_player_id),
    constraint frames_away_player_id_organisation_fkey foreign key (organisation_id, away_player_id) references public.players(organisation_id, id) on delete set null (away_player_id)
);

create index frames_away_player_id_idx on public.frames using btree (away_player_id);
create index frames_entered_by_idx on public.frames using btree (entered_by);
-- A player's frames on either side of the table (player statistics, head-to-head).
create index frames_home_player_id_idx on public.frames using btree (home_player_id);

alter table public.frames enable row level security;

create policy "Anyone can read frames" on public.frames for select to anon, authenticated
  using (true);

create policy "Captains can add frames to fixtures their team plays" on public.frames for insert to authenticated
  with check (public.can_score_fixture(fixture_id));

create policy "Captains can score frames of fixtures their team plays" on public.frames for update to authenticated
  using (public.can_score_fixture(fixture_id))
  with check (public.can_score_fixture(fixture_id));

create policy "Organisers can manage frames" on public.frames to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create trigger frames_cup_players before insert on public.frames
  for each row execute function public.cup_frame_players();

create trigger frames_details_follow_league before insert or update on public.frames
  for each row execute function public.frame_details_follow_league();

create trigger frames_guard_captain_update before update on public.frames
  for each row execute function public.guard_captain_frame_update();

create trigger frames_players_in_match after insert or update of home_player_id, away_player_id, fixture_id on public.frames
  for each row execute function public.refuse_frame_players_not_in_match();

create trigger frames_refuse_captain_changing_final after insert or delete or update on public.frames
  for each row execute function public.refuse_captain_changing_final_frames();

create trigger frames_set_entered_by before insert or update on public.frames
  for each row execute function public.set_frame_entered_by();

create trigger frames_set_updated_at before update on public.frames
  for each row execute function public.set_updated_at();

create trigger frames_start_fixture after insert or update on public.frames
  for each row when (((new.home_player_id is not null) or (new.away_player_id is not null) or (new.winner <> 'na'::public.frame_winner))) execute function public.start_fixture_on_scoring();

create trigger frames_within_match_length before insert or update of fixture_id on public.frames
  for each row execute function public.refuse_frames_beyond_match_length();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger frames_fill_organisation before insert on public.frames
  for each row execute function public.fill_organisation_id('fixtures', 'fixture_id');

grant insert, delete, update on public.frames to authenticated;
grant all on public.frames to service_role;
grant select (id, fixture_id, frame_no, home_player_id, away_player_id, winner, created_at, updated_at) on public.frames to anon, authenticated;
grant select (organisation_id) on public.frames to anon, authenticated;
grant select (entered_by) on public.frames to cueboard_api;
grant select (home_points, away_points, home_racks, away_racks, home_race, away_race, event) on public.frames to anon, authenticated;

-- A break fills in from its frame: the frame's fixture, and the side of its player, who must be one
-- of the frame's two players (a merge of players moves it to the kept one). Its value is at least the league's break_threshold (0: the league
-- records no breaks) and at most the player's frame points when the frame has them. Refusals are
-- check_violations naming a constraint (a 400 naming the field through the API).
create function public.break_follows_frame() returns trigger
    language plpgsql
    set search_path to ''
    as $$
declare
  fr record;
  threshold integer;
begin
  select y.fixture_id, y.home_player_id, y.away_player_id, y.home_points, y.away_points, l.settings
  into fr
  from public.frames y
  join public.fixtures x on x.id = y.fixture_id
  join public.divisions d on d.id = x.division_id
  join public.leagues l on l.id = d.league_id
  where y.id = new.frame_id;
  if not found then
    raise exception 'Frame not found' using errcode = 'P0002';
  end if;
  new.fixture_id := fr.fixture_id;
  threshold := public.league_setting(fr.settings, '{break_threshold}')::integer;
  -- a merge of players (merge_players()) moves a break to the kept player: its value stands as it was
  if tg_op = 'INSERT' or (new.value, new.frame_id) is distinct from (old.value, old.frame_id) then
    if threshold <= 0 then
      raise exception 'This league does not record breaks'
        using errcode = 'check_violation', constraint = 'breaks_off';
    end if;
    if new.value < threshold then
      raise exception 'A break must be at least %', threshold
        using errcode = 'check_violation', constraint = 'breaks_below_threshold';
    end if;
  end if;
  new.side := case new.player_id when fr.home_player_id then 'home' when fr.away_player_id then 'away' end;
  if new.side is null then
    raise exception 'Player must be a player of this frame'
      using errcode = 'check_violation', constraint = 'breaks_player_in_frame';
  end if;
  if new.value > (case new.side when 'home' then fr.home_points else fr.away_points end) then
    raise exception 'A break cannot be more than the player''s frame points'
      using errcode = 'check_violation', constraint = 'breaks_within_points';
  end if;
  return new;
end
$$;

-- A break made in a frame: its player (of the side that made it) and value. A break over 147 is
-- only possible after a free ball (up to 155), which the scorer says with free_ball. fixture_id and
-- side are filled from the frame (break_follows_frame()); the pair (frame_id, fixture_id) follows the
-- frame if it moves.
create table public.breaks (
    id bigint generated always as identity,
    frame_id bigint not null,
    fixture_id bigint not null,
    player_id bigint not null,
    side text not null,
    value integer not null,
    free_ball boolean default false not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint breaks_pkey primary key (id),
    constraint breaks_side_known check (side = any (array['home'::text, 'away'::text])),
    constraint breaks_value_range check (value >= 1 and value <= case when free_ball then 155 else 147 end),
    constraint breaks_frame_id_fkey foreign key (frame_id, fixture_id) references public.frames(id, fixture_id) on update cascade on delete cascade,
    constraint breaks_player_id_fkey foreign key (player_id) references public.players(id) on delete cascade,
    constraint breaks_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint breaks_fixture_id_organisation_fkey foreign key (organisation_id, fixture_id) references public.fixtures(organisation_id, id) on delete cascade,
    constraint breaks_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete cascade
);

create index breaks_fixture_id_idx on public.breaks using btree (fixture_id);
create index breaks_frame_id_idx on public.breaks using btree (frame_id, fixture_id);
-- A player's breaks (their high break, centuries).
create index breaks_player_id_idx on public.breaks using btree (player_id);

alter table public.breaks enable row level security;

create policy "Anyone can read breaks" on public.breaks for select to anon, authenticated
  using (true);

create policy "Captains can record breaks in fixtures their team plays" on public.breaks for insert to authenticated
  with check (public.can_score_fixture(fixture_id));

create policy "Captains can remove breaks in fixtures their team plays" on public.breaks for delete to authenticated
  using (public.can_score_fixture(fixture_id));

create policy "Organisers can manage breaks" on public.breaks to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create trigger breaks_follow_frame before insert or update of frame_id, player_id, value on public.breaks
  for each row execute function public.break_follows_frame();

-- As with frames: a captain changes nothing of a final fixture.
create trigger breaks_refuse_captain_changing_final after insert or delete or update on public.breaks
  for each row execute function public.refuse_captain_changing_final_frames();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger breaks_fill_organisation before insert on public.breaks
  for each row execute function public.fill_organisation_id('frames', 'frame_id');

grant select on public.breaks to anon;
grant select, insert, delete on public.breaks to authenticated;
grant all on public.breaks to service_role;

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

-- Is the caller a captain of the team that did not complete this result (and not of the one that did)?
create function public.can_confirm_fixture(fixture_id bigint) returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (
    select 1 from public.fixtures f
    where f.id = can_confirm_fixture.fixture_id and f.completed_by_team_id is not null
      and public.is_captain_of(case when f.completed_by_team_id = f.home_team_id
        then f.away_team_id else f.home_team_id end)
      and not public.is_captain_of(f.completed_by_team_id)
  )
$$;
revoke execute on function public.can_confirm_fixture(fixture_id bigint) from public;
grant execute on function public.can_confirm_fixture(fixture_id bigint) to authenticated, service_role;

-- Completes a fixture (status final); its division's standings are refreshed once, in the same
-- transaction, by the fixture's standings trigger (standings.sql). Completing a final fixture again
-- only refreshes, so a repeated tap on "Complete Match" changes nothing.
create function public.complete_fixture(fixture_id bigint) returns public.fixtures
    language plpgsql
    set search_path to ''
    as $$
declare
  f public.fixtures;
begin
  select * into f from public.fixtures x where x.id = complete_fixture.fixture_id;
  if not found then
    raise exception 'Fixture % not found', complete_fixture.fixture_id using errcode = 'P0002';
  end if;
  if not (public.is_trusted_caller() or public.can_score_fixture(f.id)) then
    raise exception 'Only an organiser or a captain of either team can complete this fixture'
      using errcode = '42501';
  end if;
  if f.status = 'final' then
    perform public.refresh_standings(f.division_id);
    return f;
  end if;
  update public.fixtures x set status = 'final' where x.id = f.id returning * into f;
  return f;
end
$$;
revoke execute on function public.complete_fixture(fixture_id bigint) from public;
grant execute on function public.complete_fixture(fixture_id bigint) to authenticated, service_role;

-- Adds a frame numbered (existing frame count + 1), winner na and no players, and returns it.
-- Two scorers pressing "Add Frame" at once get distinct numbers: the fixture row is locked first,
-- so the second count sees the first frame. If a frame was deleted from the middle, count + 1 may
-- already be taken; then the next number after the highest is used instead of failing.
-- It names its columns rather than returning *: a signed-in caller may not read frames.entered_by
-- (null in the result; the API reads what it answers with separately).
create function public.add_frame(fixture_id bigint) returns public.frames
    language plpgsql
    set search_path to ''
    as $$
declare
  f_id bigint := add_frame.fixture_id;
  n integer;
  fr public.frames;
begin
  if not exists (select 1 from public.fixtures x where x.id = f_id) then
    raise exception 'Fixture % not found', f_id using errcode = 'P0002';
  end if;
  if not (public.is_trusted_caller() or public.can_score_fixture(f_id)) then
    raise exception 'Only an organiser or a captain of either team can add frames to this fixture'
      using errcode = '42501';
  end if;
  perform 1 from public.fixtures x where x.id = f_id for update;
  select count(*) + 1 into n from public.frames y where y.fixture_id = f_id;
  if exists (select 1 from public.frames y where y.fixture_id = f_id and y.frame_no = n) then
    select max(y.frame_no) + 1 into n from public.frames y where y.fixture_id = f_id;
  end if;
  insert into public.frames as y (fixture_id, frame_no) values (f_id, n)
    returning y.id, y.fixture_id, y.frame_no, y.home_player_id, y.away_player_id, y.winner, y.created_at, y.updated_at
    into fr.id, fr.fixture_id, fr.frame_no, fr.home_player_id, fr.away_player_id, fr.winner, fr.created_at, fr.updated_at;
  return fr;
end
$$;
revoke execute on function public.add_frame(fixture_id bigint) from public;
grant execute on function public.add_frame(fixture_id bigint) to authenticated, service_role;

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

-- Awards a forfeit (organisers): the fixture becomes final with the forfeit recorded, and the
-- standings follow through the trigger above, in the caller's transaction.
create function public.forfeit_fixture(fixture_id bigint, winner text) returns public.fixtures
    language plpgsql
    set search_path to ''
    as $$
declare
  f public.fixtures;
begin
  if forfeit_fixture.winner is null or forfeit_fixture.winner not in ('home', 'away', 'both') then
    raise exception 'Winner must be home, away or both' using errcode = '22023';
  end if;
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can award a forfeit' using errcode = '42501';
  end if;
  update public.fixtures x set status = 'final', forfeit = forfeit_fixture.winner
  where x.id = forfeit_fixture.fixture_id
  returning * into f;
  if not found then
    raise exception 'Fixture % not found', forfeit_fixture.fixture_id using errcode = 'P0002';
  end if;
  return f;
end
$$;
revoke execute on function public.forfeit_fixture(fixture_id bigint, winner text) from public;
grant execute on function public.forfeit_fixture(fixture_id bigint, winner text) to authenticated, service_role;

-- The frames a forfeit awards the side that did not forfeit: forfeit_frames, else frames per match.
create function public.forfeit_frames(settings jsonb) returns integer
    language sql immutable parallel safe
    as $$
  select coalesce(public.league_setting(settings, '{forfeit_frames}'),
    public.league_setting(settings, '{frames_per_match}'))::integer
$$;
grant execute on function public.forfeit_frames(settings jsonb) to anon, authenticated, service_role;

-- Confirms a result: the captain of the team that did not complete it while it awaits them, or an
-- organiser at any time (which settles a dispute: the frames as they now stand count).
create function public.confirm_fixture(fixture_id bigint) returns public.fixtures
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  f public.fixtures;
begin
  select * into f from public.fixtures x where x.id = confirm_fixture.fixture_id for update;
  if not found then
    raise exception 'Fixture % not found', confirm_fixture.fixture_id using errcode = 'P0002';
  end if;
  if public.is_trusted_caller() or public.is_organiser_of(f.organisation_id) then
    if f.confirmation is null or f.confirmation = 'confirmed' then
      raise exception 'This result does not await confirmation' using errcode = 'P0001';
    end if;
  elsif not public.can_confirm_fixture(f.id) then
    raise exception 'Only the other team''s captain can confirm this result' using errcode = '42501';
  elsif f.confirmation <> 'awaiting' then
    raise exception 'This result is disputed: an organiser settles it' using errcode = 'P0001';
  end if;
  perform set_config('cueboard.confirming', 'on', true);
  update public.fixtures x set confirmation = 'confirmed' where x.id = f.id returning * into f;
  perform set_config('cueboard.confirming', '', true);
  perform public.refresh_standings(f.division_id);
  return f;
end
$$;
revoke execute on function public.confirm_fixture(fixture_id bigint) from public;
grant execute on function public.confirm_fixture(fixture_id bigint) to authenticated, service_role;

-- Disputes a result awaiting the caller (the other team's captain) within its 48 hours.
create function public.dispute_fixture(fixture_id bigint, reason text) returns public.fixtures
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  f public.fixtures;
  why text := btrim(coalesce(dispute_fixture.reason, ''));
begin
  if why = '' then
    raise exception 'Reason is required' using errcode = '22023';
  end if;
  if char_length(why) > 500 then
    raise exception 'Reason must be at most 500 characters' using errcode = '22023';
  end if;
  select * into f from public.fixtures x where x.id = dispute_fixture.fixture_id for update;
  if not found then
    raise exception 'Fixture % not found', dispute_fixture.fixture_id using errcode = 'P0002';
  end if;
  if not public.can_confirm_fixture(f.id) then
    raise exception 'Only the other team''s captain can dispute this result' using errcode = '42501';
  end if;
  if f.confirmation <> 'awaiting' or public.result_counts(f.confirmation, f.completed_at) then
    raise exception 'This result can no longer be disputed' using errcode = 'P0001';
  end if;
  perform set_config('cueboard.confirming', 'on', true);
  update public.fixtures x set confirmation = 'disputed', dispute_reason = why
  where x.id = f.id returning * into f;
  perform set_config('cueboard.confirming', '', true);
  return f;
end
$$;
revoke execute on function public.dispute_fixture(fixture_id bigint, reason text) from public;
grant execute on function public.dispute_fixture(fixture_id bigint, reason text) to authenticated, service_role;

-- Results awaiting confirmation for 48 hours become confirmed, and their divisions' standings are
-- refreshed. The API calls it (as the service) when standings or fixtures are read, so the table
-- changes when the 48 hours pass without anyone completing another match.
create function public.lapse_confirmations() returns integer
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  d bigint;
  divisions bigint[];
  n integer := 0;
begin
  perform set_config('cueboard.confirming', 'on', true);
  with lapsed as (
    update public.fixtures x set confirmation = 'confirmed'
    where x.confirmation = 'awaiting' and x.completed_at <= now() - interval '48 hours'
    returning x.division_id
  )
  select coalesce(array_agg(distinct l.division_id), '{}') into divisions from lapsed l;
  foreach d in array divisions loop
    perform public.refresh_standings(d);
    n := n + 1;
  end loop;
  perform set_config('cueboard.confirming', '', true);
  return n;
end
$$;
revoke execute on function public.lapse_confirmations() from public;
grant execute on function public.lapse_confirmations() to service_role;

-- Who disputed a fixture's current dispute (by display name, never an id) and when: the audit log's
-- entry of the update that made it disputed (dispute_fixture() runs as the disputing captain, so
-- the entry carries their account). No row unless the fixture is disputed now. Security definer:
-- only organisers read the audit log itself; this gives out a name and a time, nothing else.
create function public.fixture_disputed_by(fixture_id bigint) returns table(disputed_by_name text, disputed_at timestamptz)
    language sql stable security definer
    set search_path to ''
    as $$
  select public.person_name_of(a.user_id), a.at
  from public.fixtures f
  join public.audit_log a on a.table_name = 'fixtures' and a.row_id = f.id and a.action = 'update'
  where f.id = fixture_disputed_by.fixture_id and f.confirmation = 'disputed'
    and a.after ->> 'confirmation' = 'disputed'
  order by a.id desc
  limit 1
$$;
revoke execute on function public.fixture_disputed_by(fixture_id bigint) from public;
grant execute on function public.fixture_disputed_by(fixture_id bigint) to authenticated, service_role;

-- The most frames a fixture may hold: a cup match's race (best of N is at most N frames; with a
-- handicap, home_needs + away_needs - 1, docs/cups.md), otherwise its league's frames_per_match
-- (read through public.league_setting, so a league without the setting has the default).
-- security definer: the fixture's league and cup match are read whatever the caller may see.
create function public.fixture_frame_limit(fixture_id bigint) returns integer
    language sql stable security definer
    set search_path to ''
    as $$
  select case when m.id is not null then m.home_needs + m.away_needs - 1
    else public.league_setting(l.settings, '{frames_per_match}')::integer end
  from public.fixtures x
  join public.divisions d on d.id = x.division_id
  join public.leagues l on l.id = d.league_id
  left join public.cup_matches m on m.id = x.cup_match_id
  where x.id = fixture_frame_limit.fixture_id
$$;
revoke execute on function public.fixture_frame_limit(fixture_id bigint) from public;
grant execute on function public.fixture_frame_limit(fixture_id bigint) to authenticated, service_role;
