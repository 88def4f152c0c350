-- Frames: who may enter and change them, the match's length, the players of the match and frame
-- details as the league records them (points, racks, dish, golden break). Breaks: breaks.sql.

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
