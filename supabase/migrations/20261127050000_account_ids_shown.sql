-- Account ids are shown only to organisers and to the account itself (README "Security"). Others
-- see people by display name. Two halves: the rule every /api response applies to a user-id column,
-- and column privileges, so a signed-in client reading the tables straight (PostgREST on a Supabase
-- project) gets no user ids at all. The API reads them as its own role, cueboard_api: a member of
-- authenticated (same policies and grants) that may also read the id columns, and masks them with
-- the rule before anything leaves it. docs/decisions.md says why this and not views.

-- The one rule: the account id itself for organisers and for that account, null for anyone else.
create function public.account_id_shown(account uuid) returns uuid
language sql stable
set search_path = ''
as $$
  select case when account = (select auth.uid()) or public.is_organiser() then account end
$$;
revoke execute on function public.account_id_shown(uuid) from public;
grant execute on function public.account_id_shown(uuid) to anon, authenticated, service_role;

-- The role the API switches to for a signed-in caller (api/context.ts run()). It inherits everything
-- authenticated has, RLS policies included; PostgREST never switches to it (its JWT role claim is
-- never "cueboard_api": the API accepts only anon, authenticated and service_role tokens).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'cueboard_api') then
    create role cueboard_api nologin inherit;
  end if;
end
$$;
grant authenticated to cueboard_api;

-- The connecting user (the host's, or the Edge Function's postgres) must be able to switch to it.
do $$
begin
  execute format('grant cueboard_api to %I', current_user);
exception when others then
  null; -- already a member, or a superuser who needs no grant
end
$$;

-- Every column but the user ids stays readable by signed-in clients; the ids only by the API's role.
revoke select on public.players from authenticated;
grant select (id, full_name, nickname, created_at, start_rating) on public.players to authenticated;
grant select (user_id) on public.players to cueboard_api;

revoke select on public.teams from authenticated;
grant select (id, name, created_at, home_venue_id) on public.teams to authenticated;
grant select (captain_user_id) on public.teams to cueboard_api;

revoke select on public.leagues from authenticated;
grant select (id, name, season, settings, created_at) on public.leagues to authenticated;
grant select (created_by) on public.leagues to cueboard_api;

revoke select on public.frames from authenticated;
grant select (id, fixture_id, frame_no, home_player_id, away_player_id, winner, created_at, updated_at)
  on public.frames to authenticated;
grant select (entered_by) on public.frames to cueboard_api;

revoke select on public.transfers from authenticated;
grant select (id, player_id, from_team_id, to_team_id, status, requested_at, approved_at, created_at)
  on public.transfers to authenticated;
grant select (requested_by, decided_by) on public.transfers to cueboard_api;

-- A profile's id is its account's id: each user reads their own profile (organisers every one), and
-- others' names come through display_name_of(), which now reads them as its owner and gives a name,
-- never an id.
drop policy "Signed-in users can read profiles" on public.profiles;
create policy "Users can read their own profile" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));
alter function public.display_name_of(uuid) security definer;

-- Captains read their team's player invitations, but not who sent or accepted them.
revoke select (invited_by, accepted_by) on public.invitations from authenticated;
grant select (invited_by, accepted_by) on public.invitations to cueboard_api;

-- The invoker RPCs that read whole rows of those tables (select * / returning *) would now fail for a
-- signed-in caller reading them straight: they name their columns instead, leaving the user ids out
-- (their results carry null there; the API reads what it answers with separately). Bodies otherwise
-- as last defined in 20261122001610_rpc_frames.sql, 20261122001620_rpc_transfers.sql,
-- 20261124007000_season_rollover.sql and 20261126000100_history_results_follow_standings.sql.

create or replace function public.add_frame(fixture_id bigint) returns public.frames
language plpgsql security invoker
set search_path = ''
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

create or replace function public.approve_transfer(transfer_id bigint) returns public.transfers
language plpgsql security invoker
set search_path = ''
as $$
declare
  t public.transfers;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can approve transfers' using errcode = '42501';
  end if;
  select x.id, x.player_id, x.from_team_id, x.to_team_id, x.status into t.id, t.player_id, t.from_team_id, t.to_team_id, t.status
  from public.transfers x where x.id = approve_transfer.transfer_id for update;
  if not found then
    raise exception 'Transfer % not found', approve_transfer.transfer_id using errcode = 'P0002';
  end if;
  if t.status <> 'pending' then
    raise exception 'Transfer % is already %', t.id, t.status using errcode = 'P0001';
  end if;
  perform public.assert_transfer_window_open(t.to_team_id);

  update public.team_players tp set left_at = now(), is_active = false
  where tp.team_id = t.from_team_id and tp.player_id = t.player_id and tp.is_active;
  if not exists (
    select 1 from public.team_players tp
    where tp.team_id = t.to_team_id and tp.player_id = t.player_id and tp.is_active
  ) then
    insert into public.team_players (team_id, player_id) values (t.to_team_id, t.player_id);
  end if;

  update public.transfers x set status = 'approved', approved_at = now() where x.id = t.id
  returning x.id, x.player_id, x.from_team_id, x.to_team_id, x.status, x.requested_at, x.approved_at, x.created_at
  into t.id, t.player_id, t.from_team_id, t.to_team_id, t.status, t.requested_at, t.approved_at, t.created_at;
  return t;
end
$$;

create or replace function public.reject_transfer(transfer_id bigint) returns public.transfers
language plpgsql security invoker
set search_path = ''
as $$
declare
  t public.transfers;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can reject transfers' using errcode = '42501';
  end if;
  select x.id, x.player_id, x.from_team_id, x.to_team_id, x.status into t.id, t.player_id, t.from_team_id, t.to_team_id, t.status
  from public.transfers x where x.id = reject_transfer.transfer_id for update;
  if not found then
    raise exception 'Transfer % not found', reject_transfer.transfer_id using errcode = 'P0002';
  end if;
  if t.status <> 'pending' then
    raise exception 'Transfer % is already %', t.id, t.status using errcode = 'P0001';
  end if;
  update public.transfers x set status = 'rejected' where x.id = t.id
  returning x.id, x.player_id, x.from_team_id, x.to_team_id, x.status, x.requested_at, x.approved_at, x.created_at
  into t.id, t.player_id, t.from_team_id, t.to_team_id, t.status, t.requested_at, t.approved_at, t.created_at;
  return t;
end
$$;

create or replace function public.rollover_league(league_id bigint, season text, promote integer, relegate integer)
returns jsonb
language plpgsql security invoker
set search_path = ''
as $$
declare
  old public.leagues;
  plan jsonb;
  snapshot_id bigint;
  new_league_id bigint;
  division jsonb;
  new_division_id bigint;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can start the next season' using errcode = '42501';
  end if;
  select l.id, l.name, l.season, l.settings, l.created_at into old.id, old.name, old.season, old.settings, old.created_at
  from public.leagues l where l.id = rollover_league.league_id for update;
  if not found then
    raise exception 'League % not found', rollover_league.league_id using errcode = 'P0002';
  end if;
  if exists (select 1 from public.leagues l where l.name = old.name and l.season = rollover_league.season) then
    raise exception '% already has a season %', old.name, rollover_league.season;
  end if;

  plan := public.rollover_plan(old.id, promote, relegate);
  select (public.snapshot_league_history(old.id)).id into snapshot_id;
  insert into public.leagues (name, season, settings)
  values (old.name, rollover_league.season, old.settings)
  returning id into new_league_id;

  for division in select * from jsonb_array_elements(plan -> 'divisions') loop
    insert into public.divisions (league_id, name, sort_order)
    values (new_league_id, division ->> 'name', (division ->> 'sortOrder')::integer)
    returning id into new_division_id;
    insert into public.division_teams (division_id, team_id, seed)
    select new_division_id, (t.value ->> 'teamId')::bigint, (t.ordinality - 1)::integer
    from jsonb_array_elements(division -> 'teams') with ordinality t;
  end loop;

  return plan || jsonb_build_object('leagueId', new_league_id, 'snapshotId', snapshot_id);
end
$$;

create or replace function public.snapshot_league_history(league_id bigint) returns public.league_histories
language plpgsql security invoker
set search_path = ''
as $$
declare
  l public.leagues;
  snap jsonb;
  h public.league_histories;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can snapshot league history' using errcode = '42501';
  end if;
  select x.id, x.name, x.season, x.settings, x.created_at into l.id, l.name, l.season, l.settings, l.created_at
  from public.leagues x where x.id = snapshot_league_history.league_id;
  if not found then
    raise exception 'League % not found', snapshot_league_history.league_id using errcode = 'P0002';
  end if;

  select jsonb_build_object(
    'league', jsonb_build_object('id', l.id, 'name', l.name, 'season', l.season, 'settings', l.settings),
    'takenAt', now(),
    'divisions', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name, 'sortOrder', d.sort_order)
        order by d.sort_order, d.id)
      from public.divisions d where d.league_id = l.id), '[]'::jsonb),
    'standings', coalesce((
      select jsonb_agg(jsonb_build_object(
          'divisionId', r.division_id, 'position', r.position, 'teamId', r.team_id, 'teamName', r.team_name,
          'played', r.played, 'won', r.won, 'drawn', r.drawn, 'lost', r.lost, 'framesFor', r.frames_for,
          'framesAgainst', r.frames_against, 'points', r.points)
        order by r.sort_order, r.division_id, r.position)
      from (
        select s.*, d.sort_order
        from public.standings_table s
        join public.divisions d on d.id = s.division_id
        where d.league_id = l.id
      ) r), '[]'::jsonb),
    'fixtures', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', f.id, 'divisionId', f.division_id, 'homeTeamId', f.home_team_id, 'homeTeamName', ht.name,
          'awayTeamId', f.away_team_id, 'awayTeamName', at.name, 'venueId', f.venue_id, 'venueName', v.name,
          'tableId', f.table_id, 'kickoffAt', f.kickoff_at, 'status', f.status)
        order by f.kickoff_at, f.id)
      from public.fixtures f
      join public.divisions d on d.id = f.division_id
      join public.teams ht on ht.id = f.home_team_id
      join public.teams at on at.id = f.away_team_id
      join public.venues v on v.id = f.venue_id
      where d.league_id = l.id), '[]'::jsonb),
    'results', coalesce((
      select jsonb_agg(jsonb_build_object(
          'fixtureId', r.fixture_id, 'divisionId', r.division_id, 'homeTeamId', r.home_team_id,
          'awayTeamId', r.away_team_id, 'homeFrames', r.frames_for, 'awayFrames', r.frames_against,
          'outcome', case when f.forfeit = 'both' then 'both_lost'
                          when r.result = 'won' then 'home'
                          when r.result = 'lost' then 'away' else 'draw' end,
          'forfeit', f.forfeit,
          'frames', c.frames)
        order by r.kickoff_at, r.fixture_id)
      from public.team_results r
      join public.fixtures f on f.id = r.fixture_id
      cross join lateral (
        select coalesce(jsonb_agg(jsonb_build_object('frameNo', fr.frame_no, 'winner', fr.winner,
            'homePlayerId', fr.home_player_id, 'awayPlayerId', fr.away_player_id) order by fr.frame_no),
            '[]'::jsonb) as frames
        from public.frames fr where fr.fixture_id = r.fixture_id
      ) c
      where r.league_id = l.id and r.at_home), '[]'::jsonb)
  ) into snap;

  insert into public.league_histories (league_id, snapshot) values (l.id, snap) returning * into h;
  return h;
end
$$;
