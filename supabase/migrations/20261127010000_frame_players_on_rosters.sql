-- A frame names only players of the match: its home player on the home team's roster at the
-- fixture's date, its away player on the away team's (docs/decisions.md, "Frames name players of
-- the match"). Otherwise a captain could post frames about anyone and move their rating and record.
-- Enforced for every writer (the API, the CLI through it, supabase-js, SQL, the seed): there is no
-- trusted bypass. A singles cup fixture keeps its exception (docs/cups.md): its sides are player
-- entries, so its frames name the match's two entrants, whatever their teams' rosters say.

-- Whether a player counts for a team in a fixture kicking off at kickoff_at: an entry on that team
-- that had not ended by kick-off, and either had begun by then or began later while the player was
-- on no team's roster at kick-off (added on match night, or the morning after, or a league entering
-- past results after setting up its rosters). So a transferred player counts for the old team before
-- the move and the new one after, never for both. An inactive entry without left_at never counts.
-- security definer: rosters are read whatever the caller may see.
create function public.plays_for_at(player_id bigint, team_id bigint, kickoff_at timestamptz)
returns boolean
language sql stable security definer
set search_path = ''
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
revoke execute on function public.plays_for_at(bigint, bigint, timestamptz) from public, anon;
grant execute on function public.plays_for_at(bigint, bigint, timestamptz) to authenticated, service_role;

-- Refuses a frame naming a player who is not of the match (23514, a 400 naming homePlayerId or
-- awayPlayerId through the API). Checks a side on insert, when its player changes, or when the frame
-- moves to another fixture. An after trigger, so it sees the players frames_cup_players filled in
-- and a caller RLS refuses hears that first. security definer: fixtures, cup entries and rosters
-- are read whatever the caller may see.
create function public.refuse_frame_players_not_in_match() returns trigger
language plpgsql security definer
set search_path = ''
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
create trigger frames_players_in_match after insert or update of home_player_id, away_player_id, fixture_id
  on public.frames
  for each row execute function public.refuse_frame_players_not_in_match();

-- Merging players moves the duplicate's frames to the kept player; its roster entries now move
-- first, so the moved frames find the kept player on the rosters the duplicate was on. Otherwise as
-- in 20261123007000_merge_players.sql.
create or replace function public.merge_players(from_id bigint, into_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  from_user uuid;
  into_user uuid;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only organisers can merge players' using errcode = '42501';
  end if;
  if from_id = into_id then
    raise exception 'A player cannot be merged into themselves' using errcode = '22023';
  end if;
  select p.user_id into from_user from public.players p where p.id = from_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'P0002';
  end if;
  select p.user_id into into_user from public.players p where p.id = into_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'P0002';
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
