-- Deciding transfer requests.

-- Refuses when the transfer's league has transfer windows and none is open now. The league of a
-- transfer is the league of any division the to-team is entered in; when the team plays in several
-- leagues, every one of them that uses windows must have one open.
create function public.assert_transfer_window_open(to_team_id bigint) returns void
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  lg record;
begin
  for lg in
    select distinct l.id, l.name
    from public.division_teams dt
    join public.divisions d on d.id = dt.division_id
    join public.leagues l on l.id = d.league_id
    where dt.team_id = assert_transfer_window_open.to_team_id
      and exists (select 1 from public.transfer_windows w where w.league_id = l.id)
  loop
    if not exists (
      select 1 from public.transfer_windows w
      where w.league_id = lg.id and now() between w.opens_at and w.closes_at
    ) then
      raise exception 'Transfers in league "%" can only be approved while a transfer window is open', lg.name
        using errcode = 'P0001';
    end if;
  end loop;
end
$$;

-- Approves a pending transfer: the player leaves the from-team's roster (left_at now, inactive) and
-- joins the to-team's roster, and the transfer is stamped approved_at now. Organisers only.
create function public.approve_transfer(transfer_id bigint) returns public.transfers
language plpgsql security invoker
set search_path = ''
as $$
declare
  t public.transfers;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can approve transfers' using errcode = '42501';
  end if;
  select * into t from public.transfers x where x.id = approve_transfer.transfer_id for update;
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

  update public.transfers x set status = 'approved', approved_at = now() where x.id = t.id returning * into t;
  return t;
end
$$;

-- Rejects a pending transfer; rosters are untouched. Organisers only.
create function public.reject_transfer(transfer_id bigint) returns public.transfers
language plpgsql security invoker
set search_path = ''
as $$
declare
  t public.transfers;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can reject transfers' using errcode = '42501';
  end if;
  select * into t from public.transfers x where x.id = reject_transfer.transfer_id for update;
  if not found then
    raise exception 'Transfer % not found', reject_transfer.transfer_id using errcode = 'P0002';
  end if;
  if t.status <> 'pending' then
    raise exception 'Transfer % is already %', t.id, t.status using errcode = 'P0001';
  end if;
  update public.transfers x set status = 'rejected' where x.id = t.id returning * into t;
  return t;
end
$$;

revoke execute on function public.assert_transfer_window_open(bigint), public.approve_transfer(bigint),
  public.reject_transfer(bigint) from public, anon;
grant execute on function public.assert_transfer_window_open(bigint), public.approve_transfer(bigint),
  public.reject_transfer(bigint) to authenticated, service_role;
