-- Merging a duplicate player into another (organisers): the frames, roster entries, transfers,
-- invitations and the account link move to the kept player, then the duplicate is deleted, all in
-- one transaction. The rating follows through the frames' statement trigger (the moved frames
-- replay from the earliest of them); statistics are read from the frames, so they follow at once.

-- Refuses (P0001, a 409) players who played each other: the merged frame would have a player play
-- themselves. Refuses two players linked to different accounts. security definer, checking for an
-- organiser first: an invitation's player is not a column organisers may write directly.
create function public.merge_players(from_id bigint, into_id bigint) returns void
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

  -- one statement, so the rating replays once
  update public.frames f
  set home_player_id = case when f.home_player_id = from_id then into_id else f.home_player_id end,
      away_player_id = case when f.away_player_id = from_id then into_id else f.away_player_id end
  where f.home_player_id = from_id or f.away_player_id = from_id;

  -- the kept player keeps their team: the duplicate's active entry becomes history when the kept
  -- player is on a roster already (one active entry per player, one team at a time)
  update public.team_players tp set is_active = false, left_at = coalesce(tp.left_at, now())
  where tp.player_id = from_id and tp.is_active
    and exists (select 1 from public.team_players k where k.player_id = into_id and k.is_active);
  update public.team_players tp set player_id = into_id where tp.player_id = from_id;
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
revoke execute on function public.merge_players(bigint, bigint) from public, anon;
grant execute on function public.merge_players(bigint, bigint) to authenticated, service_role;
