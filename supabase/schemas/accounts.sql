-- Accounts: profiles, roles (organiser, captain, player), invitations, the audit log and the API's
-- idempotency keys. Triggers on other topics' tables that write the audit log are here too.

-- A product role held in user_roles (a captain is scoped to a team).
create type public.app_role as enum (
    'organiser',
    'captain',
    'player'
);

-- One per auth user (created by the on_auth_user_created_create_profile trigger on auth.users, below).
create table public.profiles (
    id uuid not null,
    display_name character varying(255),
    avatar_url text,
    created_at timestamptz default now() not null,
    constraint display_name_one_line check (public.is_one_line((display_name)::text)),
    constraint profiles_pkey primary key (id),
    constraint profiles_id_fkey foreign key (id) references auth.users(id) on delete cascade
);

alter table public.profiles enable row level security;

-- The accounts of the organisations the caller organises (a role in one, a player of one, a team's
-- captain in one), as one array: the profiles policy compares id = any (...) once per statement.
-- Security definer: players' account links are not readable by signed-in users.
create function public.organised_accounts() returns uuid[]
    language sql stable security definer
    set search_path to ''
    as $$
  select coalesce(array_agg(distinct x.user_id), '{}'::uuid[]) from (
    select ur.user_id from public.user_roles ur
    where ur.organisation_id = any (public.organised_organisations())
    union all
    select p.user_id from public.players p
    where p.user_id is not null and p.organisation_id = any (public.organised_organisations())
    union all
    select t.captain_user_id from public.teams t
    where t.captain_user_id is not null and t.organisation_id = any (public.organised_organisations())
  ) x
$$;
revoke execute on function public.organised_accounts() from public;
grant execute on function public.organised_accounts() to authenticated, service_role;

-- An organiser manages the profiles of their organisations' accounts, never another organisation's
-- (nor an account in none yet, whose e-mail is all an organiser needs to grant it a role); the
-- deployment owner manages every one.
create policy "Organisers can manage their organisations' profiles" on public.profiles to authenticated
  using (((id = any ((select public.organised_accounts())::uuid[])) or (select public.is_deployment_owner())))
  with check (((id = any ((select public.organised_accounts())::uuid[])) or (select public.is_deployment_owner())));

create policy "Users can edit their own profile" on public.profiles for update to authenticated
  using ((id = (select auth.uid())))
  with check ((id = (select auth.uid())));

create policy "Users can read their own profile" on public.profiles for select to authenticated
  using ((id = (select auth.uid())));

grant select, insert, delete, update on public.profiles to authenticated;
grant all on public.profiles to service_role;

-- The trigger on each audited table. Inserts and deletes keep the whole row; updates keep only the
-- changed columns, and an update that changes nothing (updated_at and the columns named in the
-- trigger's arguments aside, such as a screen's heartbeat) is not recorded. Security definer, since
-- no API role may insert into the log itself.
create function public.record_audit() returns trigger
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

create trigger frames_audit after insert or delete or update on public.frames
  for each row execute function public.record_audit('entered_by');

create trigger transfers_audit after insert or delete or update on public.transfers
  for each row execute function public.record_audit('requested_by', 'decided_by');

create trigger screens_audit after insert or delete or update on public.screens
  for each row execute function public.record_audit('last_seen_at', 'user_agent', 'app_version', 'resolution', 'showing_wallboard_id', 'showing_page', 'showing_sponsor_id', 'loaded_at', 'offline_alerted_at');

create trigger fixtures_audit after insert or delete or update on public.fixtures
  for each row execute function public.record_audit();

-- Cups, their entries and their matches (a walkover says who gave it) go into the audit log.
create trigger cups_audit after insert or delete or update on public.cups
  for each row execute function public.record_audit();

create trigger cup_matches_audit after insert or delete or update on public.cup_matches
  for each row execute function public.record_audit();

create trigger divisions_audit after insert or delete or update on public.divisions
  for each row execute function public.record_audit();

create trigger teams_audit after insert or delete or update on public.teams
  for each row execute function public.record_audit();

create trigger venues_audit after insert or delete or update on public.venues
  for each row execute function public.record_audit();

create trigger cup_entries_audit after insert or delete or update on public.cup_entries
  for each row execute function public.record_audit();

create trigger players_audit after insert or delete or update on public.players
  for each row execute function public.record_audit();

create trigger division_teams_audit after insert or delete or update on public.division_teams
  for each row execute function public.record_audit();

-- Every table of the league, its people, its nights and its displays.
create trigger leagues_audit after insert or delete or update on public.leagues
  for each row execute function public.record_audit();

create trigger sponsors_audit after insert or delete or update on public.sponsors
  for each row execute function public.record_audit();

create trigger team_players_audit after insert or delete or update on public.team_players
  for each row execute function public.record_audit();

create trigger transfer_windows_audit after insert or delete or update on public.transfer_windows
  for each row execute function public.record_audit();

create trigger venue_tables_audit after insert or delete or update on public.venue_tables
  for each row execute function public.record_audit();

create trigger wallboard_sponsors_audit after insert or delete or update on public.wallboard_sponsors
  for each row execute function public.record_audit();

create trigger wallboards_audit after insert or delete or update on public.wallboards
  for each row execute function public.record_audit();

-- Refuses a role for a user whose e-mail address is not confirmed (P0001, a 409 through the API).
-- An after trigger, so a caller RLS refuses hears that first. security definer: end users cannot
-- read auth.users.
create function public.refuse_role_for_unconfirmed_user() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if not exists (
    select 1 from auth.users u where u.id = new.user_id and u.email_confirmed_at is not null
  ) then
    raise exception 'That user has not confirmed their e-mail address yet' using errcode = 'P0001';
  end if;
  return null;
end
$$;

-- The same rule and message as roles (P0001, a 409 through the API): after triggers, so a caller
-- RLS refuses hears that first; only when a link is made (clearing or keeping one is not refused).
create trigger players_need_confirmed_email_insert after insert on public.players
  for each row when ((new.user_id is not null)) execute function public.refuse_role_for_unconfirmed_user();

create trigger players_need_confirmed_email_update after update of user_id on public.players
  for each row when (((new.user_id is not null) and (new.user_id is distinct from old.user_id))) execute function public.refuse_role_for_unconfirmed_user();

-- A product role. captain is always scoped to a team; organiser never is.
create table public.user_roles (
    id bigint generated always as identity,
    user_id uuid not null,
    role public.app_role not null,
    team_id bigint,
    created_at timestamptz default now() not null,
    organisation_id bigint,
    constraint user_roles_captain_has_team check (((role <> 'captain'::public.app_role) or (team_id is not null))),
    constraint user_roles_organiser_has_no_team check (((role <> 'organiser'::public.app_role) or (team_id is null))),
    constraint user_roles_pkey primary key (id),
    constraint user_roles_team_id_fkey foreign key (team_id) references public.teams(id) on delete cascade,
    constraint user_roles_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade,
    constraint user_roles_organiser_has_organisation check (((role <> 'organiser'::public.app_role) or (organisation_id is not null))),
    constraint user_roles_user_role_team_key unique nulls not distinct (user_id, role, team_id, organisation_id),
    constraint user_roles_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint user_roles_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade
);

create index user_roles_team_id_idx on public.user_roles using btree (team_id);

alter table public.user_roles enable row level security;

create policy "Organisers can manage roles" on public.user_roles to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create policy "Users can read their own roles" on public.user_roles for select to authenticated
  using ((user_id = (select auth.uid())));

create trigger user_roles_audit after insert or delete or update on public.user_roles
  for each row execute function public.record_audit();

create trigger user_roles_need_confirmed_email after insert or update of user_id on public.user_roles
  for each row execute function public.refuse_role_for_unconfirmed_user();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger user_roles_fill_organisation before insert on public.user_roles
  for each row execute function public.fill_organisation_id('teams', 'team_id');

grant select, insert, delete, update on public.user_roles to authenticated;
grant all on public.user_roles to service_role;

-- idempotency_keys: a stored answer is replayed for 24 hours after the first request; each insert
-- first removes the expired rows (an index range scan, usually empty), so no scheduler is needed.
create function public.purge_expired_idempotency_keys() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  -- skip locked: a row another request is deleting or answering is left to it, never waited for.
  delete from public.idempotency_keys k
  where k.key in (
    select x.key from public.idempotency_keys x
    where x.created_at < now() - interval '24 hours'
    for update skip locked
  );
  return null;
end
$$;

-- Responses of writes keyed by the client's Idempotency-Key, so an offline write replayed by
-- match night applies once. Only the API (service role) touches it.
create table public.idempotency_keys (
    key text not null,
    user_id uuid,
    status integer,
    response jsonb,
    created_at timestamptz default now() not null,
    constraint idempotency_keys_pkey primary key (key)
);

-- idempotency_keys: a stored answer is replayed for 24 hours after the first request.
create index idempotency_keys_created_at_idx on public.idempotency_keys using btree (created_at);

alter table public.idempotency_keys enable row level security;

create trigger idempotency_keys_purge_expired before insert on public.idempotency_keys
  for each statement execute function public.purge_expired_idempotency_keys();

grant all on public.idempotency_keys to service_role;

-- One invitation. A resend replaces token_hash (the old link dies) and expires_at; token_hash is null
-- only until the API has set the first link.
create table public.invitations (
    id bigint generated always as identity,
    email character varying(255) not null,
    role public.app_role not null,
    team_id bigint,
    player_id bigint,
    invited_by uuid,
    token_hash text,
    created_at timestamptz default now() not null,
    expires_at timestamptz default (now() + '7 days'::interval) not null,
    accepted_at timestamptz,
    accepted_by uuid,
    revoked_at timestamptz,
    resent_at timestamptz,
    resend_count integer default 0 not null,
    organisation_id bigint not null,
    constraint invitations_captain_has_team check (((role <> 'captain'::public.app_role) or (team_id is not null))),
    constraint invitations_email_lowercase check (((email)::text = lower((email)::text))),
    constraint invitations_organiser_has_no_team check (((role <> 'organiser'::public.app_role) or (team_id is null))),
    constraint invitations_pkey primary key (id),
    constraint invitations_token_hash_key unique (token_hash),
    constraint invitations_accepted_by_fkey foreign key (accepted_by) references auth.users(id) on delete set null,
    constraint invitations_invited_by_fkey foreign key (invited_by) references auth.users(id) on delete set null,
    constraint invitations_player_id_fkey foreign key (player_id) references public.players(id) on delete set null,
    constraint invitations_team_id_fkey foreign key (team_id) references public.teams(id) on delete cascade,
    constraint invitations_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint invitations_team_id_organisation_fkey foreign key (organisation_id, team_id) references public.teams(organisation_id, id) on delete cascade,
    constraint invitations_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete set null (player_id)
);

create index invitations_email_idx on public.invitations using btree (email);
-- The list is read newest first; captains read their team's.
create index invitations_team_id_idx on public.invitations using btree (team_id);

alter table public.invitations enable row level security;

create policy "Captains can invite players to their own team" on public.invitations for insert to authenticated
  with check (((role = 'player'::public.app_role) and public.is_captain_of(team_id) and (invited_by = (select auth.uid())) and ((player_id is null) or (exists ( select 1
   from public.team_players tp
  where ((tp.player_id = invitations.player_id) and (tp.team_id = invitations.team_id) and tp.is_active))))));

create policy "Captains can read their team's player invitations" on public.invitations for select to authenticated
  using (((role = 'player'::public.app_role) and public.is_captain_of(team_id)));

create policy "Captains can revoke their team's player invitations" on public.invitations for update to authenticated
  using (((role = 'player'::public.app_role) and public.is_captain_of(team_id)))
  with check (((role = 'player'::public.app_role) and public.is_captain_of(team_id)));

create policy "Organisers can manage invitations" on public.invitations to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Invitations join the audit log (README "Security"): sending, resending, revoking and accepting one
-- each leave an entry naming who did it, with the invited address in the row. The actor is the
-- session's user as for every audited table (auth.uid()); the API accepts an invitation as the
-- invitee and grants its role as the inviter (api/invitations.ts claimInvitation()), so the role's
-- entry names who granted it. token_hash never reaches the log (public.audit_redact()), and the link's
-- expiry, which moves with every link the API sets, is left out of update entries: the first link,
-- set in the same transaction as the insert, adds no entry, and a resend shows as resent_at and
-- resend_count.
create trigger invitations_audit after insert or delete or update on public.invitations
  for each row execute function public.record_audit('expires_at');

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger invitations_fill_organisation before insert on public.invitations
  for each row execute function public.fill_organisation_id('teams', 'team_id', 'players', 'player_id');

grant all on public.invitations to service_role;
grant select (id, email, role, team_id, player_id, created_at, expires_at, accepted_at, revoked_at, resent_at, resend_count) on public.invitations to authenticated;
grant select (organisation_id), insert (organisation_id) on public.invitations to authenticated;
grant insert (email, role, team_id, player_id, invited_by) on public.invitations to authenticated;
grant select (invited_by, accepted_by) on public.invitations to cueboard_api;
grant update (revoked_at) on public.invitations to authenticated;

-- Append-only even for the table's owner and superusers, whom grants and RLS do not stop.
create function public.refuse_audit_change() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  raise exception 'The audit log is append-only' using errcode = 'P0001';
end
$$;
revoke execute on function public.refuse_audit_change() from public;

-- One change to one row. user_id is null for changes made without a signed-in user ("system"); it
-- keeps no foreign key, so the record outlives the user. organisation_id is the changed row's (no
-- foreign key either: the log outlives an organisation too).
create table public.audit_log (
    id bigint generated always as identity,
    at timestamptz default now() not null,
    user_id uuid,
    table_name text not null,
    row_id bigint not null,
    action text not null,
    before jsonb,
    after jsonb,
    organisation_id bigint,
    constraint audit_log_action_known check ((action = any (array['insert'::text, 'update'::text, 'delete'::text]))),
    constraint audit_log_pkey primary key (id)
);

-- The History panels read one row's changes newest first. No other index: each one costs every
-- audited write (the /audit page's other filters walk the primary key, newest first).
create index audit_log_row_idx on public.audit_log using btree (table_name, row_id, id desc);

alter table public.audit_log enable row level security;

-- An organiser reads their organisations' entries; entries of no organisation (accounts' player
-- roles) are the deployment owner's.
create policy "Organisers can read the audit log" on public.audit_log for select to authenticated
  using (((organisation_id = any ((select public.organised_organisations())::bigint[])) or ((organisation_id is null) and (select public.is_deployment_owner()))));

create trigger audit_log_append_only before delete or update on public.audit_log
  for each row execute function public.refuse_audit_change();

create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.refuse_audit_change();

grant select on public.audit_log to authenticated, service_role;

-- A row as jsonb without its secrets: columns named token or *_hash never reach the log.
create function public.audit_redact(j jsonb) returns jsonb
    language sql immutable
    set search_path to ''
    as $$
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  from jsonb_each(j) where key <> 'token' and key not like '%\_hash'
$$;

-- Every new auth user gets a profile, with the display name from the sign-up metadata when given,
-- made one line: /auth/v1 takes any metadata, and a sign-up must not fail on its display name.
create function public.create_profile_for_user() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  insert into public.profiles (id, display_name, avatar_url)
  values (
    new.id,
    left(public.as_one_line(coalesce(new.raw_user_meta_data ->> 'display_name',
      new.raw_user_meta_data ->> 'full_name')), 255),
    new.raw_user_meta_data ->> 'avatar_url'
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created_create_profile after insert on auth.users
  for each row execute function public.create_profile_for_user();

-- The first user to confirm their e-mail on a fresh deployment becomes its owner and an organiser of
-- its first organisation, so a fresh install has someone who can grant roles and create
-- organisations. The advisory lock stops two simultaneous confirmations both becoming the first.
create function public.grant_first_organiser() returns trigger
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

create trigger on_auth_user_confirmed_grant_first_organiser after insert or update of email_confirmed_at on auth.users
  for each row execute function public.grant_first_organiser();

-- A user's display name as the caller may see it. It reads profiles as the caller, so their RLS
-- (signed-in users read profiles) holds; anonymous callers may not call it at all. A blank name
-- counts as none.
create function public.display_name_of(user_id uuid) returns text
    language sql stable security definer
    set search_path to ''
    as $$
  select nullif(btrim(p.display_name), '') from public.profiles p where p.id = display_name_of.user_id
$$;
revoke execute on function public.display_name_of(user_id uuid) from public;
grant execute on function public.display_name_of(user_id uuid) to authenticated, service_role;

-- A person as the result page names them: their display name, else the name of the player their
-- account is linked to, else null (the page says "No display name"). Security definer: players'
-- account links are not readable by signed-in users themselves (their user_id column is granted to cueboard_api only).
create function public.person_name_of(user_id uuid) returns text
    language sql stable security definer
    set search_path to ''
    as $$
  select coalesce(
    public.display_name_of(person_name_of.user_id),
    (select p.full_name from public.players p where p.user_id = person_name_of.user_id order by p.id limit 1))
$$;
revoke execute on function public.person_name_of(user_id uuid) from public;
grant execute on function public.person_name_of(user_id uuid) to authenticated, service_role;

-- The one rule: the account id itself for organisers and for that account, null for anyone else.
create function public.account_id_shown(account uuid) returns uuid
    language sql stable
    set search_path to ''
    as $$
  select case when account = (select auth.uid()) or public.is_organiser() then account end
$$;
revoke execute on function public.account_id_shown(account uuid) from public;
grant execute on function public.account_id_shown(account uuid) to anon, authenticated, service_role;
