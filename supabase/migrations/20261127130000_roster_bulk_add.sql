-- Squads in bulk: many players onto one team's roster in one transaction (POST /api/teams/{id}/players/bulk).

-- Adds each entry of `players` (a JSON array of {playerId} or {fullName}; a fullName creates that
-- player first) to the team's active roster, in order, all or nothing, and returns
-- {added: [playerId...], created: [playerId...]}. security invoker: RLS and the roster triggers
-- (one team at a time, 20261123000200_rosters_follow_transfers.sql) apply exactly as for one add.
-- A refused entry raises with its field as the hint (players.N.playerId or players.N.fullName,
-- N from 0), which the API answers as a 400 naming it.
create function public.add_roster_players(team_id bigint, players jsonb) returns jsonb
language plpgsql security invoker
set search_path = ''
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
        insert into public.players (full_name) values (entry ->> 'fullName') returning id into pid;
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

revoke execute on function public.add_roster_players(bigint, jsonb) from public, anon;
grant execute on function public.add_roster_players(bigint, jsonb) to authenticated, service_role;
