-- A player is on one team's active roster at a time, and a captain cannot take a player from
-- another team by adding them: moving goes through a transfer request that an organiser approves.
-- An organiser adding such a player moves them, as approve_transfer() does: the other team's
-- entry ends (left_at now, inactive). Trusted callers (migrations, seed, service role) likewise.

-- After a roster entry becomes active (RLS has let the caller write it): refuses a captain
-- (P0001, a 409 through the API) when the player is active on another team; for organisers, ends
-- that other entry. security definer: the other team's entry is outside a captain's RLS.
create function public.move_or_refuse_player_on_another_team() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not new.is_active or not exists (
    select 1 from public.team_players tp
    where tp.player_id = new.player_id and tp.is_active and tp.team_id <> new.team_id
  ) then
    return null;
  end if;
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'That player is on another team''s roster; ask for a transfer instead'
      using errcode = 'P0001';
  end if;
  update public.team_players tp set left_at = now(), is_active = false
  where tp.player_id = new.player_id and tp.is_active and tp.team_id <> new.team_id;
  return null;
end
$$;
create trigger team_players_one_team_at_a_time
  after insert or update of team_id, player_id, is_active on public.team_players
  for each row execute function public.move_or_refuse_player_on_another_team();
