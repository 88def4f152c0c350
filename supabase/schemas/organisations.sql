-- Organisations: the tenants of a deployment. Each owns its leagues, venues, teams, players,
-- sponsors, wallboards, screens, cups and invitations (docs/architecture.md "Tenancy"); every row of
-- those tables and of their children carries organisation_id, and composite foreign keys
-- (organisation_id, <parent>_id) make the database refuse a row that points across organisations.

-- One league-running body (a league, an association, a pub). The slug is its public URL (/{slug});
-- the logo is an http(s) address only, so a page never renders a javascript: or data: URL.
create table public.organisations (
    id bigint generated always as identity,
    name character varying(120) not null,
    slug character varying(63) not null,
    time_zone character varying(64) default 'Europe/London'::character varying not null,
    accent_colour character varying(7),
    logo_url text,
    created_at timestamptz default now() not null,
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint organisations_accent_colour_hex check (((accent_colour)::text ~ '^#[0-9a-fA-F]{6}$'::text)),
    constraint organisations_logo_url_http check ((logo_url ~* '^https?://[^\s]+$'::text)),
    constraint organisations_name_not_blank check ((btrim((name)::text) <> ''::text)),
    constraint organisations_pkey primary key (id),
    constraint organisations_slug_format check (((slug)::text ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'::text)),
    constraint organisations_slug_key unique (slug)
);

alter table public.organisations enable row level security;

grant select on public.organisations to anon;
grant select, insert, update on public.organisations to authenticated;
grant all on public.organisations to service_role;

-- Who owns the deployment: the first user to confirm their e-mail on a fresh database (the earliest
-- organiser on an upgraded one). Owners create organisations and name their first organisers.
create table public.deployment_owners (
    user_id uuid not null,
    created_at timestamptz default now() not null,
    constraint deployment_owners_pkey primary key (user_id),
    constraint deployment_owners_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);

alter table public.deployment_owners enable row level security;

grant select on public.deployment_owners to authenticated;
grant all on public.deployment_owners to service_role;

-- The organisations the caller organises, as one array: policies compare a row with
-- organisation_id = any ((select public.organised_organisations())::bigint[]), evaluated once per statement.
create function public.organised_organisations() returns bigint[]
    language sql stable security definer
    set search_path to ''
    as $$
  select coalesce(array_agg(ur.organisation_id order by ur.organisation_id), '{}'::bigint[])
  from public.user_roles ur
  where ur.user_id = (select auth.uid()) and ur.role = 'organiser'
$$;
revoke execute on function public.organised_organisations() from public;
grant execute on function public.organised_organisations() to anon, authenticated, service_role;

-- Does the caller organise this organisation? (RPCs and triggers ask it of the row they change.)
create function public.is_organiser_of(organisation_id bigint) returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = 'organiser'
      and ur.organisation_id = is_organiser_of.organisation_id
  )
$$;
revoke execute on function public.is_organiser_of(organisation_id bigint) from public;
grant execute on function public.is_organiser_of(organisation_id bigint) to anon, authenticated, service_role;

-- The organisations the caller belongs to in any role: organiser, captain (of a team), player (a
-- role or a player linked to their account). Private rows that every member may read (private
-- wallboards) are read through it.
create function public.member_organisations() returns bigint[]
    language sql stable security definer
    set search_path to ''
    as $$
  select coalesce(array_agg(distinct x.organisation_id), '{}'::bigint[]) from (
    select ur.organisation_id from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.organisation_id is not null
    union all
    select p.organisation_id from public.players p where p.user_id = (select auth.uid())
    union all
    select t.organisation_id from public.teams t where t.captain_user_id = (select auth.uid())
  ) x
$$;
revoke execute on function public.member_organisations() from public;
grant execute on function public.member_organisations() to anon, authenticated, service_role;

-- Is the caller the deployment owner?
create function public.is_deployment_owner() returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (select 1 from public.deployment_owners o where o.user_id = (select auth.uid()))
$$;
revoke execute on function public.is_deployment_owner() from public;
grant execute on function public.is_deployment_owner() to anon, authenticated, service_role;

-- The organisation a new row belongs to when its insert names none and it has no parent to follow:
-- the one the caller organises, else the deployment's only organisation, else null (the insert then
-- fails on organisation_id, which must be named). So a single-organisation deployment works as before.
create function public.default_organisation_id() returns bigint
    language sql stable security definer
    set search_path to ''
    as $$
  select coalesce(
    (select min(ur.organisation_id) from public.user_roles ur
     where ur.user_id = (select auth.uid()) and ur.role = 'organiser'
     having count(distinct ur.organisation_id) = 1),
    (select min(o.id) from public.organisations o having count(*) = 1))
$$;
revoke execute on function public.default_organisation_id() from public;
grant execute on function public.default_organisation_id() to anon, authenticated, service_role;

-- Before insert: a row that names no organisation takes its parent's. The trigger's arguments are
-- (table, column) pairs tried in order; the first column set whose parent exists wins, else
-- default_organisation_id(). A parent that does not exist is left to its foreign key to report.
-- Security definer: the parent may be a row the caller cannot read.
create function public.fill_organisation_id() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  i integer := 0;
  parent_id bigint;
  org bigint;
begin
  if new.organisation_id is not null then
    return new;
  end if;
  while i + 1 < tg_nargs loop
    parent_id := (to_jsonb(new) ->> tg_argv[i + 1])::bigint;
    if parent_id is not null then
      execute format('select organisation_id from public.%I where id = $1', tg_argv[i]) into org using parent_id;
      if org is not null then
        new.organisation_id := org;
        return new;
      end if;
    end if;
    i := i + 2;
  end loop;
  new.organisation_id := public.default_organisation_id();
  return new;
end
$$;
revoke execute on function public.fill_organisation_id() from public;

-- The policies of organisations and deployment_owners, after the helpers they call.
-- Name, slug, colours and logo are what the public site shows: public.
create policy "Anyone can read organisations" on public.organisations for select to anon, authenticated
  using (true);

-- Its organisers keep its name, time zone and look up to date.
create policy "Organisers can edit their organisation" on public.organisations for update to authenticated
  using ((id = any ((select public.organised_organisations())::bigint[])))
  with check ((id = any ((select public.organised_organisations())::bigint[])));

-- The deployment owner creates organisations (the API also does so for anyone when self-service is on).
create policy "The deployment owner can create organisations" on public.organisations for insert to authenticated
  with check ((select public.is_deployment_owner()));

-- A user may learn whether they own the deployment; no one writes here but the system.
create policy "Users can see their own ownership" on public.deployment_owners for select to authenticated
  using ((user_id = (select auth.uid())));

-- The deployment's first organisation: an upgraded database puts all its data here, and a fresh one
-- starts with it, so a single-organisation deployment works as before (docs/decisions.md).
insert into public.organisations (name, slug) values ('Cueboard', 'cueboard');
