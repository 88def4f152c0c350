-- The role model's helpers that policies and RPCs call, and the triggers that hand out roles:
-- a profile per user, the first confirmed user as organiser, and a team's captain as its captain.
-- Helpers are security definer so policies on user_roles/teams do not recurse into themselves.

-- Does the current user hold this product role (on any team)?
create function public.has_role(role text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role::text = has_role.role
  )
$$;

-- Organisers may do everything.
create function public.is_organiser() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select public.has_role('organiser')
$$;

-- A captain of this team: a user_roles captain row scoped to it, or the team's captain_user_id.
create function public.is_captain_of(team_id bigint) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = 'captain' and ur.team_id = is_captain_of.team_id
  ) or exists (
    select 1 from public.teams t
    where t.id = is_captain_of.team_id and t.captain_user_id = (select auth.uid())
  )
$$;

-- May the current user score this fixture: an organiser, or a captain of either team.
create function public.can_score_fixture(fixture_id bigint) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select public.is_organiser() or exists (
    select 1 from public.fixtures f
    where f.id = can_score_fixture.fixture_id
      and (public.is_captain_of(f.home_team_id) or public.is_captain_of(f.away_team_id))
  )
$$;

-- True when no end user is calling (a migration, the seed, the service role): such callers are
-- trusted by the RPCs just as RLS trusts them.
create function public.is_trusted_caller() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce((select auth.role()), '') not in ('anon', 'authenticated')
$$;

revoke execute on function public.has_role(text), public.is_organiser(), public.is_captain_of(bigint),
  public.can_score_fixture(bigint), public.is_trusted_caller() from public;
grant execute on function public.has_role(text), public.is_organiser(), public.is_captain_of(bigint),
  public.can_score_fixture(bigint), public.is_trusted_caller() to anon, authenticated, service_role;

-- Every new auth user gets a profile; a display name from the sign-up metadata when given.
create function public.create_profile_for_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, display_name, avatar_url)
  values (
    new.id,
    left(coalesce(new.raw_user_meta_data ->> 'display_name', new.raw_user_meta_data ->> 'full_name'), 255),
    new.raw_user_meta_data ->> 'avatar_url'
  )
  on conflict (id) do nothing;
  return new;
end
$$;
create trigger on_auth_user_created_create_profile after insert on auth.users
  for each row execute function public.create_profile_for_user();

-- The first user to confirm their e-mail becomes organiser, so a fresh install has someone who can
-- grant roles. The advisory lock stops two simultaneous confirmations both becoming the first.
create function public.grant_first_organiser() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is null
     or (tg_op = 'UPDATE' and old.email_confirmed_at is not null) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('cueboard.first_organiser'));
  if not exists (select 1 from public.user_roles where role = 'organiser') then
    insert into public.user_roles (user_id, role) values (new.id, 'organiser');
  end if;
  return new;
end
$$;
create trigger on_auth_user_confirmed_grant_first_organiser
  after insert or update of email_confirmed_at on auth.users
  for each row execute function public.grant_first_organiser();

-- Setting a team's captain grants that user the captain role scoped to the team; clearing or
-- changing it takes the role away from the previous captain.
create function public.sync_team_captain_role() returns trigger
language plpgsql security definer
set search_path = ''
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
    insert into public.user_roles (user_id, role, team_id)
    values (new.captain_user_id, 'captain', new.id)
    on conflict (user_id, role, team_id) do nothing;
  end if;
  return new;
end
$$;
create trigger teams_sync_captain_role after insert or update of captain_user_id on public.teams
  for each row execute function public.sync_team_captain_role();
