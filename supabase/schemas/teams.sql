-- Teams, players, rosters (team_players, dated so a frame can ask who played for whom on a night),
-- division membership, transfer windows and transfers, merging duplicate players.

-- A transfer request is decided once: pending -> approved or rejected.
create type public.transfer_status as enum (
    'pending',
    'approved',
    'rejected'
);

-- Refuses to delete a team that still plays fixtures, with a message a user can act on.
create function public.refuse_team_with_fixtures() returns trigger
    language plpgsql
    set search_path to ''
    as $$
declare
  n integer;
begin
  select count(*) into n from public.fixtures f
  where f.home_team_id = old.id or f.away_team_id = old.id;
  if n > 0 then
    raise exception 'Team "%" still has % fixture(s); delete its fixtures first', old.name, n
      using errcode = 'P0001';
  end if;
  return old;
end
$$;

-- Setting a team's captain grants that user the captain role scoped to the team; clearing or
-- changing it takes the role away from the previous captain.
create function public.sync_team_captain_role() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if tg_op = 'UPDATE' and old.captain_user_id is not distinct from new.captain_user_id then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.captain_user_id is not null then
    delete from public.user_roles
    where user_id = old.captain_user_id and role = 'captain' and team_id = new.id;
  end if;
  if new.captain_user_id is not null then
    insert into public.user_roles (user_id, role, team_id, organisation_id)
    values (new.captain_user_id, 'captain', new.id, new.organisation_id)
    on conflict (user_id, role, team_id, organisation_id) do nothing;
  end if;
  return new;
end
$$;

-- A team; its optional captain is a signed-in user, given the captain role by
-- sync_team_captain_role() above.
create table public.teams (
    id bigint generated always as identity,
    name character varying(255) not null,
    captain_user_id uuid,
    created_at timestamptz default now() not null,
    -- A team's home venue: the fixture wizard puts each match at its home team's venue. Deleting the
    -- venue leaves the team without one (fixtures keep their own venue_id and its restrict rule).
    home_venue_id bigint,
    organisation_id bigint not null,
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint teams_pkey primary key (id),
    constraint teams_captain_user_id_fkey foreign key (captain_user_id) references auth.users(id) on delete set null,
    constraint teams_home_venue_id_fkey foreign key (home_venue_id) references public.venues(id) on delete set null,
    constraint teams_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint teams_organisation_id_id_key unique (organisation_id, id),
    constraint teams_home_venue_id_organisation_fkey foreign key (organisation_id, home_venue_id) references public.venues(organisation_id, id) on delete set null (home_venue_id)
);

create index teams_home_venue_id_idx on public.teams using btree (home_venue_id);

alter table public.teams enable row level security;

create policy "Anyone can read teams" on public.teams for select to anon, authenticated
  using (true);

create policy "Organisers can manage teams" on public.teams to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create trigger teams_refuse_delete_with_fixtures before delete on public.teams
  for each row execute function public.refuse_team_with_fixtures();

create trigger teams_sync_captain_role after insert or update of captain_user_id on public.teams
  for each row execute function public.sync_team_captain_role();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger teams_fill_organisation before insert on public.teams
  for each row execute function public.fill_organisation_id('venues', 'home_venue_id');

grant insert, delete, update on public.teams to authenticated;
grant all on public.teams to service_role;
grant select (id, name, created_at, home_venue_id) on public.teams to anon, authenticated;
grant select (organisation_id) on public.teams to anon, authenticated;
grant select (captain_user_id) on public.teams to cueboard_api;

-- A person who plays; user_id links them to an account when they have one.
create table public.players (
    id bigint generated always as identity,
    user_id uuid,
    full_name character varying(255) not null,
    nickname character varying(100),
    created_at timestamptz default now() not null,
    -- The rating an organiser knows a new player to have; null starts them at rating_start().
    start_rating numeric(7,2),
    organisation_id bigint not null,
    constraint full_name_one_line check (public.is_one_line((full_name)::text)),
    constraint nickname_one_line check (public.is_one_line((nickname)::text)),
    constraint players_start_rating_range check (((start_rating >= (0)::numeric) and (start_rating <= (2000)::numeric))),
    constraint players_pkey primary key (id),
    constraint players_user_id_fkey foreign key (user_id) references auth.users(id) on delete set null,
    constraint players_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint players_organisation_id_id_key unique (organisation_id, id)
);

-- One player per account in each organisation (an account may play in several). Replaces the plain
-- index on players(user_id): the unique one, led by user_id, serves the same lookups.
create unique index players_one_per_account on public.players using btree (user_id, organisation_id) where (user_id is not null);

alter table public.players enable row level security;

create policy "Anyone can read players" on public.players for select to anon, authenticated
  using (true);

create policy "Organisers can manage players" on public.players to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create policy "Players can edit their own player record" on public.players for update to authenticated
  using ((user_id = (select auth.uid())))
  with check ((user_id = (select auth.uid())));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger players_fill_organisation before insert on public.players
  for each row execute function public.fill_organisation_id();

grant insert, delete, update on public.players to authenticated;
grant all on public.players to service_role;
grant select (id, full_name, nickname, created_at, start_rating) on public.players to anon, authenticated;
grant select (organisation_id) on public.players to anon, authenticated;
grant select (user_id) on public.players to cueboard_api;

-- A team entered in a division. Goes with either side.
create table public.division_teams (
    id bigint generated always as identity,
    division_id bigint not null,
    team_id bigint not null,
    seed integer default 0 not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint division_teams_division_team_key unique (division_id, team_id),
    constraint division_teams_pkey primary key (id),
    constraint division_teams_division_id_fkey foreign key (division_id) references public.divisions(id) on delete cascade,
    constraint division_teams_team_id_fkey foreign key (team_id) references public.teams(id) on delete cascade,
    constraint division_teams_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint division_teams_division_id_organisation_fkey foreign key (organisation_id, division_id) references public.divisions(organisation_id, id) on delete cascade,
    constraint division_teams_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade
);

create index division_teams_team_id_idx on public.division_teams using btree (team_id);

alter table public.division_teams enable row level security;

create policy "Anyone can read division entries" on public.division_teams for select to anon, authenticated
  using (true);

create policy "Organisers can manage division entries" on public.division_teams to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger division_teams_fill_organisation before insert on public.division_teams
  for each row execute function public.fill_organisation_id('divisions', 'division_id');

grant select on public.division_teams to anon;
grant select, insert, delete, update on public.division_teams to authenticated;
grant all on public.division_teams to service_role;

-- After a roster entry becomes active (RLS has let the caller write it): refuses a captain
-- (P0001, a 409 through the API) when the player is active on another team; for organisers, ends
-- that other entry. security definer: the other team's entry is outside a captain's RLS.
create function public.move_or_refuse_player_on_another_team() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if not new.is_active or not exists (
    select 1 from public.team_players tp
    where tp.player_id = new.player_id and tp.is_active and tp.team_id <> new.team_id
  ) then
    return null;
  end if;
  if not (public.is_trusted_caller() or public.is_organiser_of(new.organisation_id)) then
    raise exception 'That player is on another team''s roster; ask for a transfer instead'
      using errcode = 'P0001';
  end if;
  update public.team_players tp set left_at = now(), is_active = false
  where tp.player_id = new.player_id and tp.is_active and tp.team_id <> new.team_id;
  return null;
end
$$;

-- A roster entry. Entries are kept after a player leaves (left_at, is_active false) as history.
create table public.team_players (
    id bigint generated always as identity,
    team_id bigint not null,
    player_id bigint not null,
    joined_at timestamptz default now() not null,
    left_at timestamptz,
    is_active boolean default true not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint team_players_pkey primary key (id),
    constraint team_players_player_id_fkey foreign key (player_id) references public.players(id) on delete cascade,
    constraint team_players_team_id_fkey foreign key (team_id) references public.teams(id) on delete cascade,
    constraint team_players_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint team_players_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade,
    constraint team_players_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete cascade
);

-- A player is on a team's active roster at most once.
create unique index team_players_one_active_entry on public.team_players using btree (team_id, player_id) where is_active;
create index team_players_player_id_idx on public.team_players using btree (player_id);

alter table public.team_players enable row level security;

create policy "Anyone can read rosters" on public.team_players for select to anon, authenticated
  using (true);

create policy "Captains can manage their team's roster" on public.team_players to authenticated
  using (public.is_captain_of(team_id))
  with check (public.is_captain_of(team_id));

create policy "Organisers can manage rosters" on public.team_players to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create trigger team_players_one_team_at_a_time after insert or update of team_id, player_id, is_active on public.team_players
  for each row execute function public.move_or_refuse_player_on_another_team();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger team_players_fill_organisation before insert on public.team_players
  for each row execute function public.fill_organisation_id('teams', 'team_id');

grant select on public.team_players to anon;
grant select, insert, delete, update on public.team_players to authenticated;
grant all on public.team_players to service_role;

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
