-- Transfer windows and transfers: a request decided once, approved only while its league's window
-- is open, moving the player's roster entry.

-- When transfers may be approved in a league.
create table public.transfer_windows (
    id bigint generated always as identity,
    league_id bigint not null,
    opens_at timestamptz not null,
    closes_at timestamptz not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint transfer_windows_closes_after_opens check ((closes_at > opens_at)),
    constraint transfer_windows_pkey primary key (id),
    constraint transfer_windows_league_id_fkey foreign key (league_id) references public.leagues(id) on delete cascade,
    constraint transfer_windows_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint transfer_windows_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade
);

create index transfer_windows_league_id_idx on public.transfer_windows using btree (league_id);

alter table public.transfer_windows enable row level security;

create policy "Anyone can read transfer windows" on public.transfer_windows for select to anon, authenticated
  using (true);

create policy "Organisers can manage transfer windows" on public.transfer_windows to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger transfer_windows_fill_organisation before insert on public.transfer_windows
  for each row execute function public.fill_organisation_id('leagues', 'league_id');

grant select on public.transfer_windows to anon;
grant select, insert, delete, update on public.transfer_windows to authenticated;
grant all on public.transfer_windows to service_role;

-- The requester is the caller who inserts it; the decider is the caller who changes its status
-- (approve_transfer()/reject_transfer() or an organiser's direct update). Never taken from the client.
create function public.set_transfer_people() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if tg_op = 'INSERT' then
    new.requested_by := public.acting_user_id();
    new.decided_by := case when new.status <> 'pending' then public.acting_user_id() end;
    return new;
  end if;
  if new.requested_by is not null then
    new.requested_by := old.requested_by;
  end if;
  if new.status is distinct from old.status then
    new.decided_by := case when new.status <> 'pending' then public.acting_user_id() end;
  elsif new.decided_by is not null then
    new.decided_by := old.decided_by;
  end if;
  return new;
end
$$;

-- A request to move a player between teams, decided by approve_transfer()/reject_transfer().
-- Transfers go with their player or either team: without them the request means nothing.
create table public.transfers (
    id bigint generated always as identity,
    player_id bigint not null,
    from_team_id bigint not null,
    to_team_id bigint not null,
    status public.transfer_status default 'pending'::public.transfer_status not null,
    requested_at timestamptz default now() not null,
    approved_at timestamptz,
    created_at timestamptz default now() not null,
    -- transfers.requested_by and decided_by: who asked for the move, and who approved or rejected it.
    requested_by uuid,
    decided_by uuid,
    organisation_id bigint not null,
    constraint transfers_teams_differ check ((from_team_id <> to_team_id)),
    constraint transfers_pkey primary key (id),
    constraint transfers_decided_by_fkey foreign key (decided_by) references auth.users(id) on delete set null,
    constraint transfers_from_team_id_fkey foreign key (from_team_id) references public.teams(id) on delete cascade,
    constraint transfers_player_id_fkey foreign key (player_id) references public.players(id) on delete cascade,
    constraint transfers_requested_by_fkey foreign key (requested_by) references auth.users(id) on delete set null,
    constraint transfers_to_team_id_fkey foreign key (to_team_id) references public.teams(id) on delete cascade,
    constraint transfers_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint transfers_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete cascade,
    constraint transfers_from_team_id_organisation_fkey foreign key (organisation_id, from_team_id) references public.teams(organisation_id, id) on delete cascade,
    constraint transfers_to_team_id_organisation_fkey foreign key (organisation_id, to_team_id) references public.teams(organisation_id, id) on delete cascade
);

create index transfers_decided_by_idx on public.transfers using btree (decided_by);
create index transfers_player_id_idx on public.transfers using btree (player_id);
create index transfers_requested_by_idx on public.transfers using btree (requested_by);

alter table public.transfers enable row level security;

create policy "Captains can request transfers for their team" on public.transfers for insert to authenticated
  with check (((public.is_captain_of(from_team_id) or public.is_captain_of(to_team_id)) and (status = 'pending'::public.transfer_status) and (approved_at is null)));

create policy "Organisers can manage transfers" on public.transfers to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Transfers are read by the members of their organisation.
create policy "Signed-in users can read transfers" on public.transfers for select to authenticated
  using ((organisation_id = any ((select public.member_organisations())::bigint[])));

create trigger transfers_set_people before insert or update on public.transfers
  for each row execute function public.set_transfer_people();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger transfers_fill_organisation before insert on public.transfers
  for each row execute function public.fill_organisation_id('players', 'player_id');

grant insert, delete, update on public.transfers to authenticated;
grant all on public.transfers to service_role;
grant select (id, player_id, from_team_id, to_team_id, status, requested_at, approved_at, created_at) on public.transfers to authenticated;
grant select (organisation_id) on public.transfers to authenticated;
grant select (requested_by, decided_by) on public.transfers to cueboard_api;

-- Approves a pending transfer: the player leaves the from-team's roster (left_at now, inactive) and
-- joins the to-team's roster, and the transfer is stamped approved_at now. Organisers only.
create function public.approve_transfer(transfer_id bigint) returns public.transfers
    language plpgsql
    set search_path to ''
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
revoke execute on function public.approve_transfer(transfer_id bigint) from public;
grant execute on function public.approve_transfer(transfer_id bigint) to authenticated, service_role;

-- Rejects a pending transfer; rosters are untouched. Organisers only.
create function public.reject_transfer(transfer_id bigint) returns public.transfers
    language plpgsql
    set search_path to ''
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
revoke execute on function public.reject_transfer(transfer_id bigint) from public;
grant execute on function public.reject_transfer(transfer_id bigint) to authenticated, service_role;

-- Refuses when the transfer's league has transfer windows and none is open now. The league of a
-- transfer is the league of any division the to-team is entered in; when the team plays in several
-- leagues, every one of them that uses windows must have one open.
create function public.assert_transfer_window_open(to_team_id bigint) returns void
    language plpgsql stable
    set search_path to ''
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
revoke execute on function public.assert_transfer_window_open(to_team_id bigint) from public;
grant execute on function public.assert_transfer_window_open(to_team_id bigint) to authenticated, service_role;
