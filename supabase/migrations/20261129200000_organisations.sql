-- Organisations (issue 28, phase 1: the database). A deployment hosts many organisations; each owns
-- its leagues, venues, teams, players, sponsors, wallboards, screens, cups and invitations, and every
-- row of those tables and of their children carries organisation_id (filled from the parent when an
-- insert names none). Composite foreign keys (organisation_id, <parent>_id) make the database refuse
-- a row pointing across organisations; the organiser role is held per organisation and every
-- organiser policy and RPC asks about the row's organisation. An upgraded database puts all its data
-- into one organisation, 'Cueboard' (id 1), whose organisers are today's organisers; the earliest
-- organiser becomes the deployment owner (docs/architecture.md "Tenancy", docs/decisions.md).

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

insert into public.organisations (name, slug) values ('Cueboard', 'cueboard');

create table public.deployment_owners (
    user_id uuid not null,
    created_at timestamptz default now() not null,
    constraint deployment_owners_pkey primary key (user_id),
    constraint deployment_owners_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);

alter table public.deployment_owners enable row level security;

grant select on public.deployment_owners to authenticated;
grant all on public.deployment_owners to service_role;

-- Every owned row and every child row gets its organisation: all existing rows are organisation 1's.
alter table public.venues add column organisation_id bigint not null default 1;
alter table public.venues alter column organisation_id drop default;
alter table public.venue_tables add column organisation_id bigint not null default 1;
alter table public.venue_tables alter column organisation_id drop default;
alter table public.leagues add column organisation_id bigint not null default 1;
alter table public.leagues alter column organisation_id drop default;
alter table public.divisions add column organisation_id bigint not null default 1;
alter table public.divisions alter column organisation_id drop default;
alter table public.league_histories add column organisation_id bigint not null default 1;
alter table public.league_histories alter column organisation_id drop default;
alter table public.teams add column organisation_id bigint not null default 1;
alter table public.teams alter column organisation_id drop default;
alter table public.players add column organisation_id bigint not null default 1;
alter table public.players alter column organisation_id drop default;
alter table public.division_teams add column organisation_id bigint not null default 1;
alter table public.division_teams alter column organisation_id drop default;
alter table public.team_players add column organisation_id bigint not null default 1;
alter table public.team_players alter column organisation_id drop default;
alter table public.transfer_windows add column organisation_id bigint not null default 1;
alter table public.transfer_windows alter column organisation_id drop default;
alter table public.transfers add column organisation_id bigint not null default 1;
alter table public.transfers alter column organisation_id drop default;
alter table public.cups add column organisation_id bigint not null default 1;
alter table public.cups alter column organisation_id drop default;
alter table public.cup_entries add column organisation_id bigint not null default 1;
alter table public.cup_entries alter column organisation_id drop default;
alter table public.cup_matches add column organisation_id bigint not null default 1;
alter table public.cup_matches alter column organisation_id drop default;
alter table public.fixtures add column organisation_id bigint not null default 1;
alter table public.fixtures alter column organisation_id drop default;
alter table public.frames add column organisation_id bigint not null default 1;
alter table public.frames alter column organisation_id drop default;
alter table public.standings add column organisation_id bigint not null default 1;
alter table public.standings alter column organisation_id drop default;
alter table public.sponsors add column organisation_id bigint not null default 1;
alter table public.sponsors alter column organisation_id drop default;
alter table public.wallboards add column organisation_id bigint not null default 1;
alter table public.wallboards alter column organisation_id drop default;
alter table public.wallboard_sponsors add column organisation_id bigint not null default 1;
alter table public.wallboard_sponsors alter column organisation_id drop default;
alter table public.screens add column organisation_id bigint not null default 1;
alter table public.screens alter column organisation_id drop default;
alter table public.screen_schedule_slots add column organisation_id bigint not null default 1;
alter table public.screen_schedule_slots alter column organisation_id drop default;
alter table public.sponsor_impressions add column organisation_id bigint not null default 1;
alter table public.sponsor_impressions alter column organisation_id drop default;
alter table public.invitations add column organisation_id bigint not null default 1;
alter table public.invitations alter column organisation_id drop default;
alter table public.user_roles add column organisation_id bigint default 1;
alter table public.user_roles alter column organisation_id drop default;
alter table public.audit_log add column organisation_id bigint default 1;
alter table public.audit_log alter column organisation_id drop default;

-- Parents first, so that children can point at (organisation_id, id).
alter table public.venues add constraint venues_organisation_id_id_key unique (organisation_id, id);
alter table public.leagues add constraint leagues_organisation_id_id_key unique (organisation_id, id);
alter table public.divisions add constraint divisions_organisation_id_id_key unique (organisation_id, id);
alter table public.teams add constraint teams_organisation_id_id_key unique (organisation_id, id);
alter table public.players add constraint players_organisation_id_id_key unique (organisation_id, id);
alter table public.cups add constraint cups_organisation_id_id_key unique (organisation_id, id);
alter table public.cup_entries add constraint cup_entries_organisation_id_id_key unique (organisation_id, id);
alter table public.cup_matches add constraint cup_matches_organisation_id_id_key unique (organisation_id, id);
alter table public.fixtures add constraint fixtures_organisation_id_id_key unique (organisation_id, id);
alter table public.sponsors add constraint sponsors_organisation_id_id_key unique (organisation_id, id);
alter table public.wallboards add constraint wallboards_organisation_id_id_key unique (organisation_id, id);
alter table public.screens add constraint screens_organisation_id_id_key unique (organisation_id, id);
alter table public.venues add constraint venues_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.leagues add constraint leagues_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.leagues add constraint leagues_next_season_id_organisation_fkey foreign key (organisation_id, next_season_id) references public.leagues(organisation_id, id) on delete set null (next_season_id);
alter table public.divisions add constraint divisions_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.divisions add constraint divisions_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade;
alter table public.teams add constraint teams_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.teams add constraint teams_home_venue_id_organisation_fkey foreign key (organisation_id, home_venue_id) references public.venues(organisation_id, id) on delete set null (home_venue_id);
alter table public.players add constraint players_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.cups add constraint cups_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.cups add constraint cups_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade;
alter table public.cups add constraint cups_venue_id_organisation_fkey foreign key (organisation_id, venue_id) references public.venues(organisation_id, id) on delete restrict;
alter table public.cup_entries add constraint cup_entries_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.cup_entries add constraint cup_entries_cup_id_organisation_fkey foreign key (organisation_id, cup_id) references public.cups(organisation_id, id) on delete cascade;
alter table public.cup_entries add constraint cup_entries_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade;
alter table public.cup_entries add constraint cup_entries_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete cascade;
alter table public.cup_matches add constraint cup_matches_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.cup_matches add constraint cup_matches_cup_id_organisation_fkey foreign key (organisation_id, cup_id) references public.cups(organisation_id, id) on delete cascade;
alter table public.cup_matches add constraint cup_matches_home_entry_id_organisation_fkey foreign key (organisation_id, home_entry_id) references public.cup_entries(organisation_id, id) on delete cascade;
alter table public.cup_matches add constraint cup_matches_away_entry_id_organisation_fkey foreign key (organisation_id, away_entry_id) references public.cup_entries(organisation_id, id) on delete cascade;
alter table public.cup_matches add constraint cup_matches_winner_entry_id_organisation_fkey foreign key (organisation_id, winner_entry_id) references public.cup_entries(organisation_id, id) on delete cascade;
alter table public.fixtures add constraint fixtures_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.fixtures add constraint fixtures_division_id_organisation_fkey foreign key (organisation_id, division_id) references public.divisions(organisation_id, id) on delete cascade;
alter table public.fixtures add constraint fixtures_home_team_id_organisation_fkey foreign key (organisation_id, home_team_id) references public.teams(organisation_id, id) on delete restrict;
alter table public.fixtures add constraint fixtures_away_team_id_organisation_fkey foreign key (organisation_id, away_team_id) references public.teams(organisation_id, id) on delete restrict;
alter table public.fixtures add constraint fixtures_venue_id_organisation_fkey foreign key (organisation_id, venue_id) references public.venues(organisation_id, id) on delete restrict;
alter table public.fixtures add constraint fixtures_cup_match_id_organisation_fkey foreign key (organisation_id, cup_match_id) references public.cup_matches(organisation_id, id) on delete cascade;
alter table public.sponsors add constraint sponsors_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.wallboards add constraint wallboards_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.wallboards add constraint wallboards_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade;
alter table public.wallboards add constraint wallboards_division_id_organisation_fkey foreign key (organisation_id, division_id) references public.divisions(organisation_id, id) on delete set null (division_id);
alter table public.wallboards add constraint wallboards_venue_id_organisation_fkey foreign key (organisation_id, venue_id) references public.venues(organisation_id, id) on delete set null (venue_id);
alter table public.screens add constraint screens_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.screens add constraint screens_wallboard_id_organisation_fkey foreign key (organisation_id, wallboard_id) references public.wallboards(organisation_id, id) on delete set null (wallboard_id);
alter table public.venue_tables add constraint venue_tables_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.venue_tables add constraint venue_tables_venue_id_organisation_fkey foreign key (organisation_id, venue_id) references public.venues(organisation_id, id) on delete cascade;
alter table public.league_histories add constraint league_histories_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.league_histories add constraint league_histories_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade;
alter table public.division_teams add constraint division_teams_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.division_teams add constraint division_teams_division_id_organisation_fkey foreign key (organisation_id, division_id) references public.divisions(organisation_id, id) on delete cascade;
alter table public.division_teams add constraint division_teams_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade;
alter table public.team_players add constraint team_players_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.team_players add constraint team_players_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade;
alter table public.team_players add constraint team_players_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete cascade;
alter table public.transfer_windows add constraint transfer_windows_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.transfer_windows add constraint transfer_windows_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade;
alter table public.transfers add constraint transfers_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.transfers add constraint transfers_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete cascade;
alter table public.transfers add constraint transfers_from_team_id_organisation_fkey foreign key (organisation_id, from_team_id) references public.teams(organisation_id, id) on delete cascade;
alter table public.transfers add constraint transfers_to_team_id_organisation_fkey foreign key (organisation_id, to_team_id) references public.teams(organisation_id, id) on delete cascade;
alter table public.frames add constraint frames_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.frames add constraint frames_fixture_id_organisation_fkey foreign key (organisation_id, fixture_id) references public.fixtures(organisation_id, id) on delete cascade;
alter table public.frames add constraint frames_home_player_id_organisation_fkey foreign key (organisation_id, home_player_id) references public.players(organisation_id, id) on delete set null (home_player_id);
alter table public.frames add constraint frames_away_player_id_organisation_fkey foreign key (organisation_id, away_player_id) references public.players(organisation_id, id) on delete set null (away_player_id);
alter table public.standings add constraint standings_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.standings add constraint standings_division_id_organisation_fkey foreign key (organisation_id, division_id) references public.divisions(organisation_id, id) on delete cascade;
alter table public.standings add constraint standings_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade;
alter table public.wallboard_sponsors add constraint wallboard_sponsors_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.wallboard_sponsors add constraint wallboard_sponsors_wallboard_id_organisation_fkey foreign key (organisation_id, wallboard_id) references public.wallboards(organisation_id, id) on delete cascade;
alter table public.wallboard_sponsors add constraint wallboard_sponsors_sponsor_id_organisation_fkey foreign key (organisation_id, sponsor_id) references public.sponsors(organisation_id, id) on delete cascade;
alter table public.screen_schedule_slots add constraint screen_schedule_slots_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.screen_schedule_slots add constraint screen_schedule_slots_screen_id_organisation_fkey foreign key (organisation_id, screen_id) references public.screens(organisation_id, id) on delete cascade;
alter table public.screen_schedule_slots add constraint screen_schedule_slots_wallboard_id_organisation_fkey foreign key (organisation_id, wallboard_id) references public.wallboards(organisation_id, id) on delete cascade;
alter table public.sponsor_impressions add constraint sponsor_impressions_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.sponsor_impressions add constraint sponsor_impressions_sponsor_id_organisation_fkey foreign key (organisation_id, sponsor_id) references public.sponsors(organisation_id, id) on delete cascade;
alter table public.sponsor_impressions add constraint sponsor_impressions_wallboard_id_organisation_fkey foreign key (organisation_id, wallboard_id) references public.wallboards(organisation_id, id) on delete cascade;
alter table public.sponsor_impressions add constraint sponsor_impressions_screen_id_organisation_fkey foreign key (organisation_id, screen_id) references public.screens(organisation_id, id) on delete set null (screen_id);
alter table public.invitations add constraint invitations_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.invitations add constraint invitations_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade;
alter table public.invitations add constraint invitations_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete set null (player_id);
alter table public.user_roles add constraint user_roles_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade;
alter table public.user_roles add constraint user_roles_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade;

-- The organiser role names its organisation; one account may hold a role in several.
alter table public.user_roles drop constraint user_roles_user_role_team_key;
alter table public.user_roles add constraint user_roles_user_role_team_key unique nulls not distinct (user_id, role, team_id, organisation_id);
alter table public.user_roles add constraint user_roles_organiser_has_organisation check (((role <> 'organiser'::public.app_role) or (organisation_id is not null)));

-- One player per account in each organisation.
drop index public.players_one_per_account;
create unique index players_one_per_account on public.players using btree (user_id, organisation_id) where (user_id is not null);

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

create function public.is_deployment_owner() returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (select 1 from public.deployment_owners o where o.user_id = (select auth.uid()))
$$;
revoke execute on function public.is_deployment_owner() from public;
grant execute on function public.is_deployment_owner() to anon, authenticated, service_role;

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

create or replace function public.record_audit() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if tg_op = 'INSERT' then
    insert into public.audit_log (user_id, table_name, row_id, action, after, organisation_id)
    values (auth.uid(), tg_table_name, new.id, 'insert', public.audit_redact(to_jsonb(new)),
      (to_jsonb(new) ->> 'organisation_id')::bigint);
    return null;
  elsif tg_op = 'DELETE' then
    insert into public.audit_log (user_id, table_name, row_id, action, before, organisation_id)
    values (auth.uid(), tg_table_name, old.id, 'delete', public.audit_redact(to_jsonb(old)),
      (to_jsonb(old) ->> 'organisation_id')::bigint);
    return null;
  end if;
  insert into public.audit_log (user_id, table_name, row_id, action, before, after, organisation_id)
  select auth.uid(), tg_table_name, new.id, 'update', jsonb_object_agg(n.key, o.value),
         jsonb_object_agg(n.key, n.value), (to_jsonb(new) ->> 'organisation_id')::bigint
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value and n.key <> 'updated_at' and n.key <> 'token'
    and n.key not like '%\_hash' and n.key <> all (coalesce(tg_argv, array[]::text[]))
  having count(*) > 0;
  return null;
end
$$;
revoke execute on function public.record_audit() from public;

create or replace function public.sync_team_captain_role() returns trigger
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

create or replace function public.grant_first_organiser() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if new.email_confirmed_at is null
     or (tg_op = 'UPDATE' and old.email_confirmed_at is not null) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('cueboard.first_organiser'));
  if not exists (select 1 from public.user_roles where role = 'organiser')
     and not exists (select 1 from public.deployment_owners) then
    insert into public.deployment_owners (user_id) values (new.id);
    insert into public.user_roles (user_id, role, organisation_id)
    select new.id, 'organiser', o.id from public.organisations o order by o.id limit 1;
  end if;
  return new;
end
$$;

create or replace function public.can_score_fixture(fixture_id bigint) returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (
    select 1 from public.fixtures f
    where f.id = can_score_fixture.fixture_id
      and (public.is_organiser_of(f.organisation_id)
        or public.is_captain_of(f.home_team_id) or public.is_captain_of(f.away_team_id))
  )
$$;
revoke execute on function public.can_score_fixture(fixture_id bigint) from public;
grant execute on function public.can_score_fixture(fixture_id bigint) to anon, authenticated, service_role;

create or replace function public.guard_captain_fixture_update() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or public.is_organiser_of(new.organisation_id) then
    return new;
  end if;
  if (new.division_id, new.home_team_id, new.away_team_id, new.venue_id, new.table_id, new.kickoff_at,
      new.forfeit, new.postpone_reason)
     is distinct from
     (old.division_id, old.home_team_id, old.away_team_id, old.venue_id, old.table_id, old.kickoff_at,
      old.forfeit, old.postpone_reason) then
    raise exception 'Captains can only change the status of a fixture' using errcode = '42501';
  end if;
  if new.status is distinct from old.status
     and (new.status in ('postponed', 'void') or old.status in ('postponed', 'void')) then
    raise exception 'Only organisers can postpone, void or reinstate a fixture' using errcode = '42501';
  end if;
  return new;
end
$$;

create or replace function public.refuse_captain_reopening_fixture() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if old.status = 'final' and new.status <> 'final'
     and not (public.is_trusted_caller() or public.is_organiser_of(new.organisation_id)) then
    raise exception 'Only organisers can reopen a final fixture' using errcode = '42501';
  end if;
  return null;
end
$$;

create or replace function public.fixture_confirmation_follows() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  wanted boolean;
begin
  if (new.confirmation, new.dispute_reason, new.completed_by_team_id, new.completed_at)
     is distinct from (old.confirmation, old.dispute_reason, old.completed_by_team_id, old.completed_at)
     and (select auth.role()) in ('anon', 'authenticated')
     and coalesce(current_setting('cueboard.confirming', true), '') <> 'on' then
    raise exception 'Results are confirmed, disputed and settled through their own actions'
      using errcode = '42501';
  end if;
  if new.status <> 'final' then
    new.completed_at := null;
    new.completed_by_team_id := null;
    new.confirmation := null;
    new.dispute_reason := null;
  elsif old.status <> 'final' then
    new.completed_at := now();
    select coalesce((l.settings ->> 'require_confirmation')::boolean, false) into wanted
    from public.divisions d join public.leagues l on l.id = d.league_id where d.id = new.division_id;
    if wanted and new.cup_match_id is null and new.forfeit is null
       and (select auth.role()) = 'authenticated' and not public.is_organiser_of(new.organisation_id)
       and (public.is_captain_of(new.home_team_id) or public.is_captain_of(new.away_team_id)) then
      new.completed_by_team_id := case when public.is_captain_of(new.home_team_id)
        then new.home_team_id else new.away_team_id end;
      new.confirmation := 'awaiting';
    else
      new.completed_by_team_id := null;
      new.confirmation := null;
    end if;
    new.dispute_reason := null;
  end if;
  return new;
end
$$;
revoke execute on function public.fixture_confirmation_follows() from public;

create or replace function public.guard_captain_frame_update() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or public.is_organiser_of(new.organisation_id) then
    return new;
  end if;
  if (new.fixture_id, new.frame_no) is distinct from (old.fixture_id, old.frame_no) then
    raise exception 'Captains can only change the players and the winner of a frame' using errcode = '42501';
  end if;
  return new;
end
$$;

create or replace function public.refuse_captain_changing_final_frames() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if public.is_trusted_caller() or public.is_organiser_of(
       case when tg_op = 'DELETE' then old.organisation_id else new.organisation_id end) then
    return null;
  end if;
  if exists (
    select 1 from public.fixtures f
    where f.status = 'final'
      and f.id in (
        case when tg_op <> 'INSERT' then old.fixture_id end,
        case when tg_op <> 'DELETE' then new.fixture_id end)
  ) then
    raise exception 'Only organisers can change the frames of a final fixture' using errcode = '42501';
  end if;
  return null;
end
$$;

create or replace function public.confirm_fixture(fixture_id bigint) returns public.fixtures
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  f public.fixtures;
begin
  select * into f from public.fixtures x where x.id = confirm_fixture.fixture_id for update;
  if not found then
    raise exception 'Fixture % not found', confirm_fixture.fixture_id using errcode = 'P0002';
  end if;
  if public.is_trusted_caller() or public.is_organiser_of(f.organisation_id) then
    if f.confirmation is null or f.confirmation = 'confirmed' then
      raise exception 'This result does not await confirmation' using errcode = 'P0001';
    end if;
  elsif not public.can_confirm_fixture(f.id) then
    raise exception 'Only the other team''s captain can confirm this result' using errcode = '42501';
  elsif f.confirmation <> 'awaiting' then
    raise exception 'This result is disputed: an organiser settles it' using errcode = 'P0001';
  end if;
  perform set_config('cueboard.confirming', 'on', true);
  update public.fixtures x set confirmation = 'confirmed' where x.id = f.id returning * into f;
  perform set_config('cueboard.confirming', '', true);
  perform public.refresh_standings(f.division_id);
  return f;
end
$$;
revoke execute on function public.confirm_fixture(fixture_id bigint) from public;
grant execute on function public.confirm_fixture(fixture_id bigint) to authenticated, service_role;

create or replace function public.rollover_league(league_id bigint, season text, promote integer, relegate integer, void_unfinished boolean default false) returns jsonb
    language plpgsql
    set search_path to ''
    as $$
declare
  old public.leagues;
  plan jsonb;
  unfinished integer;
  snapshot_id bigint;
  new_league_id bigint;
  division jsonb;
  new_division_id bigint;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can start the next season' using errcode = '42501';
  end if;
  select l.id, l.name, l.season, l.settings, l.created_at, l.organisation_id
  into old.id, old.name, old.season, old.settings, old.created_at, old.organisation_id
  from public.leagues l where l.id = rollover_league.league_id for update;
  if not found then
    raise exception 'League % not found', rollover_league.league_id using errcode = 'P0002';
  end if;
  if exists (select 1 from public.leagues l
             where l.organisation_id = old.organisation_id and l.name = old.name and l.season = rollover_league.season) then
    raise exception '% already has a season %', old.name, rollover_league.season;
  end if;

  plan := public.rollover_plan(old.id, promote, relegate);
  unfinished := (plan ->> 'unfinishedFixtures')::integer;
  if unfinished > 0 and not coalesce(void_unfinished, false) then
    raise exception '%', case unfinished
      when 1 then '1 fixture is unfinished: finish it, or void it to start the next season'
      else unfinished || ' fixtures are unfinished: finish them, or void them to start the next season' end;
  end if;
  update public.fixtures f set status = 'void'
  where f.id in (select (u ->> 'fixtureId')::bigint from jsonb_array_elements(plan -> 'unfinished') u);

  select (public.snapshot_league_history(old.id)).id into snapshot_id;
  insert into public.leagues (name, season, settings, organisation_id)
  values (old.name, rollover_league.season, old.settings, old.organisation_id)
  returning id into new_league_id;
  update public.leagues l set next_season_id = new_league_id where l.id = old.id;

  for division in select * from jsonb_array_elements(plan -> 'divisions') loop
    insert into public.divisions (league_id, name, sort_order)
    values (new_league_id, division ->> 'name', (division ->> 'sortOrder')::integer)
    returning id into new_division_id;
    insert into public.division_teams (division_id, team_id, seed)
    select new_division_id, (t.value ->> 'teamId')::bigint, (t.ordinality - 1)::integer
    from jsonb_array_elements(division -> 'teams') with ordinality t;
  end loop;

  return plan || jsonb_build_object('leagueId', new_league_id, 'snapshotId', snapshot_id);
end
$$;
revoke execute on function public.rollover_league(league_id bigint, season text, promote integer, relegate integer, void_unfinished boolean) from public;
grant execute on function public.rollover_league(league_id bigint, season text, promote integer, relegate integer, void_unfinished boolean) to authenticated, service_role;

create or replace function public.refresh_standings(division_id bigint) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  d_id bigint := refresh_standings.division_id;
  org bigint;
begin
  -- Locking the division serialises two recomputes of it (two matches completed at once).
  select d.organisation_id into org from public.divisions d where d.id = d_id for update of d;
  if not found then
    raise exception 'Division % not found', d_id using errcode = 'P0002';
  end if;
  if not (
    public.is_trusted_caller() or public.is_organiser_of(org)
    or exists (select 1 from public.division_teams dt where dt.division_id = d_id and public.is_captain_of(dt.team_id))
    or exists (
      select 1 from public.fixtures f
      where f.division_id = d_id and (public.is_captain_of(f.home_team_id) or public.is_captain_of(f.away_team_id))
    )
  ) then
    raise exception 'Only an organiser or a captain in this division can recompute its standings'
      using errcode = '42501';
  end if;

  with results as materialized (
    select r.team_id, r.frames_for, r.frames_against, r.result, r.points
    from public.team_results r where r.division_id = d_id
  ),
  teams as (
    select dt.team_id from public.division_teams dt where dt.division_id = d_id
    union
    select r.team_id from results r
  ),
  removed as (
    delete from public.standings s
    where s.division_id = d_id and s.team_id not in (select t.team_id from teams t)
  )
  insert into public.standings as s
    (division_id, team_id, played, won, drawn, lost, frames_for, frames_against, points)
  select d_id, t.team_id,
    count(r.team_id)::integer,
    (count(r.team_id) filter (where r.result = 'won'))::integer,
    (count(r.team_id) filter (where r.result = 'drawn'))::integer,
    (count(r.team_id) filter (where r.result = 'lost'))::integer,
    coalesce(sum(r.frames_for), 0)::integer,
    coalesce(sum(r.frames_against), 0)::integer,
    coalesce(sum(r.points), 0)::integer
  from teams t left join results r on r.team_id = t.team_id
  group by t.team_id
  on conflict on constraint standings_division_team_key do update set
    played = excluded.played, won = excluded.won, drawn = excluded.drawn, lost = excluded.lost,
    frames_for = excluded.frames_for, frames_against = excluded.frames_against, points = excluded.points;

  perform public.announce_live(jsonb_build_object('type', 'standings.update', 'divisionId', d_id));
end
$$;
revoke execute on function public.refresh_standings(division_id bigint) from public;
grant execute on function public.refresh_standings(division_id bigint) to authenticated, service_role;

create or replace function public.guard_player_start_rating() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  if new.start_rating is distinct from (case when tg_op = 'UPDATE' then old.start_rating end)
     and not (public.is_trusted_caller() or public.is_organiser_of(new.organisation_id)) then
    raise exception 'Only organisers can set a player''s starting rating' using errcode = '42501';
  end if;
  return new;
end
$$;

create or replace function public.move_or_refuse_player_on_another_team() returns trigger
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

create or replace function public.add_roster_players(team_id bigint, players jsonb) returns jsonb
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

create or replace function public.merge_players(from_id bigint, into_id bigint) returns void
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

create or replace function public.claim_screen(code text, name text, wallboard_id bigint) returns public.screens
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  p public.screen_pairings;
  s public.screens;
begin
  if not public.is_organiser() then
    raise exception 'Only organisers can pair screens' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.wallboards w
    where w.id = claim_screen.wallboard_id and public.is_organiser_of(w.organisation_id)
  ) then
    raise exception 'Wallboard not found' using errcode = 'P0002';
  end if;
  select * into p from public.screen_pairings sp
  where sp.code = public.normalize_pairing_code(claim_screen.code)
    and sp.expires_at > now() and sp.screen_id is null
  for update;
  if not found then
    raise exception 'Pairing code not found or expired' using errcode = 'P0002';
  end if;
  insert into public.screens (name, wallboard_id, user_agent, created_by)
  values (btrim(claim_screen.name), claim_screen.wallboard_id, p.user_agent, (select auth.uid()))
  returning * into s;
  update public.screen_pairings set screen_id = s.id where id = p.id;
  return s;
end
$$;
revoke execute on function public.claim_screen(code text, name text, wallboard_id bigint) from public;
grant execute on function public.claim_screen(code text, name text, wallboard_id bigint) to authenticated, service_role;

create or replace function public.cup_walkover(match_id bigint, winner_entry_id bigint) returns public.cup_matches
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  m public.cup_matches;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can award a walkover' using errcode = '42501';
  end if;
  select * into m from public.cup_matches x where x.id = cup_walkover.match_id for update;
  if not found or not (public.is_trusted_caller() or public.is_organiser_of(m.organisation_id)) then
    raise exception 'Cup match not found' using errcode = 'P0002';
  end if;
  if m.decided_by is not null then
    raise exception 'This match is already decided' using errcode = 'P0001';
  end if;
  if m.home_entry_id is null or m.away_entry_id is null then
    raise exception 'Both sides of this match must be known before a walkover' using errcode = 'P0001';
  end if;
  if cup_walkover.winner_entry_id not in (m.home_entry_id, m.away_entry_id) then
    raise exception 'The winner must be one of the match''s two sides' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.fixtures f where f.cup_match_id = m.id
      and (f.status <> 'scheduled' or exists (select 1 from public.frames fr where fr.fixture_id = f.id))) then
    raise exception 'This match has started: complete its fixture instead' using errcode = 'P0001';
  end if;
  delete from public.fixtures f where f.cup_match_id = m.id;
  update public.cup_matches x set decided_by = 'walkover', winner_entry_id = cup_walkover.winner_entry_id
  where x.id = m.id returning * into m;
  perform public.cup_advance(m.id);
  return m;
end
$$;
revoke execute on function public.cup_walkover(match_id bigint, winner_entry_id bigint) from public;
grant execute on function public.cup_walkover(match_id bigint, winner_entry_id bigint) to authenticated, service_role;

create or replace function public.save_cup_draw(cup_id bigint, seed_from text, draw_seed text, seeds bigint[], positions bigint[]) returns public.cups
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  c public.cups;
  size integer := cardinality(positions);
  rounds integer;
  r integer;
  m public.cup_matches;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can draw a cup' using errcode = '42501';
  end if;
  select * into c from public.cups x where x.id = save_cup_draw.cup_id for update;
  if not found or not (public.is_trusted_caller() or public.is_organiser_of(c.organisation_id)) then
    raise exception 'Cup not found' using errcode = 'P0002';
  end if;
  if public.cup_started(c.id) then
    raise exception 'The draw cannot change: the cup''s first match has started' using errcode = 'P0001';
  end if;
  if size < 2 or size & (size - 1) <> 0
     or (select count(*) from unnest(positions) p where p is not null)
        <> (select count(*) from public.cup_entries e where e.cup_id = c.id)
     or (select count(distinct p) from unnest(positions) p)
        <> (select count(*) from unnest(positions) p where p is not null)
     or exists (select 1 from unnest(positions) p where p is not null
        and p not in (select e.id from public.cup_entries e where e.cup_id = c.id))
     or exists (select 1 from generate_series(1, size / 2) s
        where positions[2 * s - 1] is null and positions[2 * s] is null)
     or cardinality(seeds) <> (select count(*) from public.cup_entries e where e.cup_id = c.id) then
    raise exception 'The draw must place every entry of the cup once, two to a match at most'
      using errcode = 'P0001';
  end if;

  delete from public.cup_matches x where x.cup_id = c.id;
  update public.cup_entries e set seed = array_position(seeds, e.id) where e.cup_id = c.id;
  rounds := round(ln(size) / ln(2))::integer;
  for r in 1..rounds loop
    insert into public.cup_matches (cup_id, round, slot)
    select c.id, r, s from generate_series(1, size / (2 ^ r)::integer) s;
  end loop;
  update public.cup_matches x set home_entry_id = positions[2 * x.slot - 1], away_entry_id = positions[2 * x.slot]
  where x.cup_id = c.id and x.round = 1;
  for m in select * from public.cup_matches x where x.cup_id = c.id and x.round = 1 order by x.slot loop
    if m.home_entry_id is null or m.away_entry_id is null then
      update public.cup_matches x set decided_by = 'bye', winner_entry_id = coalesce(m.home_entry_id, m.away_entry_id)
      where x.id = m.id;
      perform public.cup_advance(m.id);
    else
      perform public.cup_open_match(m.id);
    end if;
  end loop;
  update public.cups x set seed_from = save_cup_draw.seed_from, draw_seed = save_cup_draw.draw_seed,
    drawn_at = now()
  where x.id = c.id returning * into c;
  return c;
end
$$;
revoke execute on function public.save_cup_draw(cup_id bigint, seed_from text, draw_seed text, seeds bigint[], positions bigint[]) from public;
grant execute on function public.save_cup_draw(cup_id bigint, seed_from text, draw_seed text, seeds bigint[], positions bigint[]) to authenticated, service_role;

create or replace function public.set_cup_round_date(cup_id bigint, round_no integer, round_date date) returns public.cups
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  c public.cups;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only organisers can date cup rounds' using errcode = '42501';
  end if;
  select * into c from public.cups x where x.id = set_cup_round_date.cup_id for update;
  if not found or not (public.is_trusted_caller() or public.is_organiser_of(c.organisation_id)) then
    raise exception 'Cup not found' using errcode = 'P0002';
  end if;
  if round_no < 1 or round_no > coalesce((select max(m.round) from public.cup_matches m where m.cup_id = c.id), 8) then
    raise exception 'This cup has no round %', round_no using errcode = 'P0001';
  end if;
  update public.cups x set round_dates[round_no] = round_date where x.id = c.id returning * into c;
  update public.fixtures f set kickoff_at = public.cup_round_kickoff(c, m.round)
  from public.cup_matches m
  where m.id = f.cup_match_id and m.cup_id = c.id
    and m.round >= round_no
    and not exists (select 1 from generate_series(round_no + 1, m.round) k where c.round_dates[k] is not null)
    and f.status in ('scheduled', 'postponed')
    and not exists (select 1 from public.frames fr where fr.fixture_id = f.id)
    and f.kickoff_at is distinct from public.cup_round_kickoff(c, m.round);
  return c;
end
$$;
revoke execute on function public.set_cup_round_date(cup_id bigint, round_no integer, round_date date) from public;
grant execute on function public.set_cup_round_date(cup_id bigint, round_no integer, round_date date) to authenticated, service_role;

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger venues_fill_organisation before insert on public.venues
  for each row execute function public.fill_organisation_id();
create trigger venue_tables_fill_organisation before insert on public.venue_tables
  for each row execute function public.fill_organisation_id('venues', 'venue_id');
create trigger leagues_fill_organisation before insert on public.leagues
  for each row execute function public.fill_organisation_id();
create trigger divisions_fill_organisation before insert on public.divisions
  for each row execute function public.fill_organisation_id('leagues', 'league_id');
create trigger league_histories_fill_organisation before insert on public.league_histories
  for each row execute function public.fill_organisation_id('leagues', 'league_id');
create trigger teams_fill_organisation before insert on public.teams
  for each row execute function public.fill_organisation_id('venues', 'home_venue_id');
create trigger players_fill_organisation before insert on public.players
  for each row execute function public.fill_organisation_id();
create trigger division_teams_fill_organisation before insert on public.division_teams
  for each row execute function public.fill_organisation_id('divisions', 'division_id');
create trigger team_players_fill_organisation before insert on public.team_players
  for each row execute function public.fill_organisation_id('teams', 'team_id');
create trigger transfer_windows_fill_organisation before insert on public.transfer_windows
  for each row execute function public.fill_organisation_id('leagues', 'league_id');
create trigger transfers_fill_organisation before insert on public.transfers
  for each row execute function public.fill_organisation_id('players', 'player_id');
create trigger cups_fill_organisation before insert on public.cups
  for each row execute function public.fill_organisation_id('leagues', 'league_id');
create trigger cup_entries_fill_organisation before insert on public.cup_entries
  for each row execute function public.fill_organisation_id('cups', 'cup_id');
create trigger cup_matches_fill_organisation before insert on public.cup_matches
  for each row execute function public.fill_organisation_id('cups', 'cup_id');
create trigger fixtures_fill_organisation before insert on public.fixtures
  for each row execute function public.fill_organisation_id('divisions', 'division_id', 'cup_matches', 'cup_match_id', 'teams', 'home_team_id');
create trigger frames_fill_organisation before insert on public.frames
  for each row execute function public.fill_organisation_id('fixtures', 'fixture_id');
create trigger standings_fill_organisation before insert on public.standings
  for each row execute function public.fill_organisation_id('divisions', 'division_id');
create trigger sponsors_fill_organisation before insert on public.sponsors
  for each row execute function public.fill_organisation_id();
create trigger wallboards_fill_organisation before insert on public.wallboards
  for each row execute function public.fill_organisation_id('leagues', 'league_id', 'divisions', 'division_id', 'venues', 'venue_id');
create trigger wallboard_sponsors_fill_organisation before insert on public.wallboard_sponsors
  for each row execute function public.fill_organisation_id('wallboards', 'wallboard_id');
create trigger screens_fill_organisation before insert on public.screens
  for each row execute function public.fill_organisation_id('wallboards', 'wallboard_id');
create trigger screen_schedule_slots_fill_organisation before insert on public.screen_schedule_slots
  for each row execute function public.fill_organisation_id('screens', 'screen_id');
create trigger sponsor_impressions_fill_organisation before insert on public.sponsor_impressions
  for each row execute function public.fill_organisation_id('sponsors', 'sponsor_id');
create trigger invitations_fill_organisation before insert on public.invitations
  for each row execute function public.fill_organisation_id('teams', 'team_id', 'players', 'player_id');
create trigger user_roles_fill_organisation before insert on public.user_roles
  for each row execute function public.fill_organisation_id('teams', 'team_id');

create policy "Anyone can read organisations" on public.organisations for select to anon, authenticated
  using (true);
create policy "Organisers can edit their organisation" on public.organisations for update to authenticated
  using ((id = any ((select public.organised_organisations())::bigint[])))
  with check ((id = any ((select public.organised_organisations())::bigint[])));
create policy "The deployment owner can create organisations" on public.organisations for insert to authenticated
  with check ((select public.is_deployment_owner()));
create policy "Users can see their own ownership" on public.deployment_owners for select to authenticated
  using ((user_id = (select auth.uid())));

drop policy "Signed-in users can read all wallboards" on public.wallboards;
drop policy "Signed-in users can read all wallboard sponsors" on public.wallboard_sponsors;
drop policy "Organisers can manage venues" on public.venues;
create policy "Organisers can manage venues" on public.venues to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage venue tables" on public.venue_tables;
create policy "Organisers can manage venue tables" on public.venue_tables to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage leagues" on public.leagues;
create policy "Organisers can manage leagues" on public.leagues to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage divisions" on public.divisions;
create policy "Organisers can manage divisions" on public.divisions to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage league histories" on public.league_histories;
create policy "Organisers can manage league histories" on public.league_histories to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage teams" on public.teams;
create policy "Organisers can manage teams" on public.teams to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage players" on public.players;
create policy "Organisers can manage players" on public.players to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage division entries" on public.division_teams;
create policy "Organisers can manage division entries" on public.division_teams to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage rosters" on public.team_players;
create policy "Organisers can manage rosters" on public.team_players to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage transfer windows" on public.transfer_windows;
create policy "Organisers can manage transfer windows" on public.transfer_windows to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage transfers" on public.transfers;
create policy "Organisers can manage transfers" on public.transfers to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Signed-in users can read transfers" on public.transfers;
create policy "Signed-in users can read transfers" on public.transfers for select to authenticated
  using ((organisation_id = any ((select public.member_organisations())::bigint[])));
drop policy "Organisers can manage cups" on public.cups;
create policy "Organisers can manage cups" on public.cups to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage cup entries" on public.cup_entries;
create policy "Organisers can manage cup entries" on public.cup_entries to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage cup matches" on public.cup_matches;
create policy "Organisers can manage cup matches" on public.cup_matches to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage fixtures" on public.fixtures;
create policy "Organisers can manage fixtures" on public.fixtures to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage frames" on public.frames;
create policy "Organisers can manage frames" on public.frames to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage standings" on public.standings;
create policy "Organisers can manage standings" on public.standings to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage sponsors" on public.sponsors;
create policy "Organisers can manage sponsors" on public.sponsors to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage wallboards" on public.wallboards;
create policy "Organisers can manage wallboards" on public.wallboards to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
create policy "Signed-in users can read their organisations' wallboards" on public.wallboards for select to authenticated
  using ((is_public or (organisation_id = any ((select public.member_organisations())::bigint[]))));
drop policy "Organisers can manage wallboard sponsors" on public.wallboard_sponsors;
create policy "Organisers can manage wallboard sponsors" on public.wallboard_sponsors to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
create policy "Signed-in users can read their organisations' wallboard sponsors" on public.wallboard_sponsors for select to authenticated
  using (((organisation_id = any ((select public.member_organisations())::bigint[])) or (exists ( select 1
   from public.wallboards w
  where ((w.id = wallboard_sponsors.wallboard_id) and w.is_public)))));
drop policy "Organisers can rename and re-assign screens" on public.screens;
create policy "Organisers can rename and re-assign screens" on public.screens for update to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can revoke screens" on public.screens;
create policy "Organisers can revoke screens" on public.screens for delete to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can see screens" on public.screens;
create policy "Organisers can see screens" on public.screens for select to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage impressions" on public.sponsor_impressions;
create policy "Organisers can manage impressions" on public.sponsor_impressions to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can add schedule slots" on public.screen_schedule_slots;
create policy "Organisers can add schedule slots" on public.screen_schedule_slots for insert to authenticated
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can remove schedule slots" on public.screen_schedule_slots;
create policy "Organisers can remove schedule slots" on public.screen_schedule_slots for delete to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can see screen schedules" on public.screen_schedule_slots;
create policy "Organisers can see screen schedules" on public.screen_schedule_slots for select to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage roles" on public.user_roles;
create policy "Organisers can manage roles" on public.user_roles to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can manage invitations" on public.invitations;
create policy "Organisers can manage invitations" on public.invitations to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));
drop policy "Organisers can read the audit log" on public.audit_log;
create policy "Organisers can read the audit log" on public.audit_log for select to authenticated
  using (((organisation_id = any ((select public.organised_organisations())::bigint[])) or ((organisation_id is null) and (select public.is_deployment_owner()))));

grant select (organisation_id), insert (organisation_id) on public.invitations to authenticated;
grant select (organisation_id) on public.frames to anon, authenticated;
grant select (organisation_id) on public.leagues to anon, authenticated;
grant select (organisation_id) on public.teams to anon, authenticated;
grant select (organisation_id) on public.players to anon, authenticated;
grant select (organisation_id) on public.transfers to authenticated;

-- The earliest organiser owns the upgraded deployment (none on an empty one: the first user to
-- confirm their e-mail becomes the owner, public.grant_first_organiser()).
insert into public.deployment_owners (user_id)
select ur.user_id from public.user_roles ur where ur.role = 'organiser' order by ur.id limit 1;
