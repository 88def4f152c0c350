-- Players across teams: merging duplicate players, who played for a team on a date (plays_for_at())
-- and adding players to a roster in bulk.

-- Merging a duplicate player into another (organisers): the frames, roster entries, transfers,
-- invitations and the account link move to the kept player, then the duplicate is deleted, all in
-- one transaction. Roster entries move first, so the moved frames find the kept player on the
-- rosters the duplicate was on. The rating follows through the frames' statement trigger; statistics
-- are read from the frames, so they follow at once. Refuses (P0001, a 409) players who played each
-- other, and two players linked to different accounts. security definer, checking for an organiser
-- first: an invitation's player is not a column organisers may write directly.
create function public.merge_players(from_id bigint, into_id bigint) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  from_user uuid;
  into_user uuid;
  from_org bigint;
  into_org bigint;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only organisers can merge players' using errcode = '42501';
  end if;
  if from_id = into_id then
    raise exception 'A player cannot be merged into themselves' using errcode = '22023';
  end if;
  select p.user_id, p.organisation_id into from_user, from_org from public.players p where p.id = from_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'P0002';
  end if;
  select p.user_id, p.organisation_id into into_user, into_org from public.players p where p.id = into_id for update;
  if not found or into_org <> from_org then
    raise exception 'Player not found' using errcode = 'P0002';
  end if;
  if not (public.is_trusted_caller() or public.is_organiser_of(from_org)) then
    raise exception 'Only organisers can merge players' using errcode = '42501';
  end if;
  if from_user is not null and into_user is not null and from_user <> into_user then
    raise exception 'Both players are linked to different accounts: they cannot be merged'
      using errcode = 'P0001';
  end if;
  if exists (
    select 1 from public.frames f
    where (f.home_player_id = from_id and f.away_player_id = into_id)
       or (f.home_player_id = into_id and f.away_player_id = from_id)
  ) then
    raise exception 'These players played each other: they cannot be merged' using errcode = 'P0001';
  end if;

  -- the kept player keeps their team: the duplicate's active entry becomes history when the kept
  -- player is on a roster already (one active entry per player, one team at a time)
  update public.team_players tp set is_active = false, left_at = coalesce(tp.left_at, now())
  where tp.player_id = from_id and tp.is_active
    and exists (select 1 from public.team_players k where k.player_id = into_id and k.is_active);
  update public.team_players tp set player_id = into_id where tp.player_id = from_id;

  -- one statement, so the rating replays once
  update public.frames f
  set home_player_id = case when f.home_player_id = from_id then into_id else f.home_player_id end,
      away_player_id = case when f.away_player_id = from_id then into_id else f.away_player_id end
  where f.home_player_id = from_id or f.away_player_id = from_id;

  update public.breaks b set player_id = into_id where b.player_id = from_id;
  update public.transfers t set player_id = into_id where t.player_id = from_id;
  update public.invitations i set player_id = into_id where i.player_id = from_id;

  -- one player per account: the duplicate lets go of the link before the kept player takes it
  if from_user is not null and into_user is null then
    update public.players p set user_id = null where p.id = from_id;
    update public.players p set user_id = from_user where p.id = into_id;
  end if;
  delete from public.players p where p.id = from_id;
end
$$;
revoke execute on function public.merge_players(from_id bigint, into_id bigint) from public;
grant execute on function public.merge_players(from_id bigint, into_id bigint) to authenticated, service_role;

-- Whether a player counts for a team in a fixture kicking off at kickoff_at: an entry on that team
-- that had not ended by kick-off, and either had begun by then or began later while the player was
-- on no team's roster at kick-off (added on match night, or the morning after, or a league entering
-- past results after setting up its rosters). So a transferred player counts for the old team before
-- the move and the new one after, never for both. An inactive entry without left_at never counts.
-- security definer: rosters are read whatever the caller may see.
create function public.plays_for_at(player_id bigint, team_id bigint, kickoff_at timestamptz) returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (
    select 1 from public.team_players tp
    where tp.player_id = plays_for_at.player_id and tp.team_id = plays_for_at.team_id
      and (tp.is_active or tp.left_at is not null)
      and (tp.left_at is null or tp.left_at > plays_for_at.kickoff_at)
      and (tp.joined_at <= plays_for_at.kickoff_at
        or not exists (
          select 1 from public.team_players o
          where o.player_id = plays_for_at.player_id and o.team_id <> plays_for_at.team_id
            and (o.is_active or o.left_at is not null)
            and o.joined_at <= plays_for_at.kickoff_at
            and (o.left_at is null or o.left_at > plays_for_at.kickoff_at))))
$$;
revoke execute on function public.plays_for_at(player_id bigint, team_id bigint, kickoff_at timestamptz) from public;
grant execute on function public.plays_for_at(player_id bigint, team_id bigint, kickoff_at timestamptz) to authenticated, service_role;

-- Adds each entry of `players` (a JSON array of {playerId} or {fullName}; a fullName creates that
-- player first) to the team's active roster, in order, all or nothing, and returns
-- {added: [playerId...], created: [playerId...]}. security invoker: RLS and the roster triggers
-- (one team at a time, move_or_refuse_player_on_another_team()) apply exactly as for one add.
-- A refused entry raises with its field as the hint (players.N.playerId or players.N.fullName,
-- N from 0), which the API answers as a 400 naming it.
create function public.add_roster_players(team_id bigint, players jsonb) returns jsonb
    language plpgsql
    set search_path to ''
    as $$
declare
  entry jsonb;
  i int := 0;
  field text;
  pid bigint;
  added bigint[] := '{}';
  made bigint[] := '{}';
  msg text;
  state text;
  cons text;
begin
  if jsonb_typeof(add_roster_players.players) is distinct from 'array' then
    raise exception 'players must be a JSON array' using errcode = '22023', hint = 'players';
  end if;
  if not exists (select 1 from public.teams t where t.id = add_roster_players.team_id) then
    raise exception 'Team not found' using errcode = 'P0002';
  end if;
  for entry in select x.e from jsonb_array_elements(add_roster_players.players) with ordinality as x(e, n)
    order by x.n
  loop
    field := format('players.%s.%s', i, case when entry ? 'playerId' then 'playerId' else 'fullName' end);
    begin
      if entry ? 'playerId' then
        pid := (entry ->> 'playerId')::bigint;
        if not exists (select 1 from public.players p where p.id = pid) then
          raise exception 'Player does not exist' using errcode = '22023';
        end if;
      else
        insert into public.players (full_name, organisation_id)
        select entry ->> 'fullName', t.organisation_id from public.teams t where t.id = add_roster_players.team_id
        returning id into pid;
        made := made || pid;
      end if;
      if exists (
        select 1 from public.team_players tp
        where tp.team_id = add_roster_players.team_id and tp.player_id = pid and tp.is_active
      ) then
        raise exception 'Player is already on this team' using errcode = '22023';
      end if;
      insert into public.team_players (team_id, player_id, is_active)
      values (add_roster_players.team_id, pid, true);
      added := added || pid;
    exception when others then
      get stacked diagnostics msg = message_text, state = returned_sqlstate, cons = constraint_name;
      raise exception using message = msg, errcode = state, constraint = cons, hint = field;
    end;
    i := i + 1;
  end loop;
  return jsonb_build_object('added', to_jsonb(added), 'created', to_jsonb(made));
end
$$;
revoke execute on function public.add_roster_players(team_id bigint, players jsonb) from public;
grant execute on function public.add_roster_players(team_id bigint, players jsonb) to authenticated, service_role;
