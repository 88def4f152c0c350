-- A match's result: frames added, completed, forfeited, confirmed or disputed by captains, lapsed
-- confirmations (pg_cron), and a fixture's frame limit.

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
