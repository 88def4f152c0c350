-- Teams, players, rosters (team_players, dated so a frame can ask who played for whom on a night) and
-- division membership. Transfers: transfers.sql; merging players and bulk rosters: rosters.sql.

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
