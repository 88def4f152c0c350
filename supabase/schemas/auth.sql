-- What Supabase provides and a bare Postgres (or PGlite) lacks, and the embedded auth host's own
-- tables: everything is created only when absent, so on a Supabase project this file leaves
-- GoTrue's objects alone. Loaded first: every other topic file relies on these roles and auth.users.

-- SQL function bodies are checked when they run, not when they are created: a topic's functions may
-- read tables of a topic loaded after it. (pg_dump sets the same.)
set check_function_bodies = false;

-- The three API roles PostgREST switches to. service_role bypasses RLS, as on Supabase.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The connecting user must be able to switch to each API role (set_config('role', ...)).
do $$
begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
exception when others then
  null; -- already a member, or a superuser who needs no grant
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- The user table, in the columns Supabase's GoTrue uses that Cueboard reads.
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) not null default 'authenticated',
  role varchar(255) not null default 'authenticated',
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- auth.jwt(), auth.uid() and auth.role() read the claims that the API puts in the transaction,
-- exactly as on Supabase (request.jwt.claims, or the older per-claim settings).
do $$
begin
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'jwt') then
    create function auth.jwt() returns jsonb language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
      )::jsonb
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'uid') then
    create function auth.uid() returns uuid language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.sub', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
      )::uuid
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'role') then
    create function auth.role() returns text language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.role', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
      )::text
    $f$;
  end if;
end
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- Storage for the embedded, Supabase-Auth-compatible /auth/v1 of the host (server/auth/).
-- Column names follow GoTrue's own tables, and everything is created only when absent, so this
-- file is harmless on a Supabase project, where GoTrue owns these tables.

-- One row per signed-in device. Logout deletes the row (as GoTrue does), so the API can reject
-- an access token whose session_id is gone.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  not_after timestamptz,
  aal text not null default 'aal1',
  -- How the session was authenticated (password, otp, email/signup); GoTrue keeps this in
  -- mfa_amr_claims, one table more than the embedded host needs.
  amr_method text not null default 'password',
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens rotate: each refresh revokes the presented token and issues a child whose
-- parent is the presented one. Reuse of a revoked token revokes the whole session.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Confirmation links: only the hash of the secret is stored (GoTrue: sha224(email || otp),
-- prefixed with pkce_ in the PKCE flow).
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null,
  relates_to text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create index if not exists one_time_tokens_user_id_idx on auth.one_time_tokens (user_id, token_type);

-- PKCE flows: created on /signup or /resend with a code challenge, given an auth_code by
-- GET /verify, consumed (deleted) by grant_type=pkce.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null default 'email',
  authentication_method text not null default 'email/signup',
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id);

-- Fixed-window counters kept in Postgres, so several hosts on one database agree on limits.
create table if not exists auth.rate_limits (
  key text primary key,
  window_start timestamptz not null default now(),
  hits integer not null default 0
);

-- The local mailbox of the embedded host (used only while no SMTP_URL is set); kept in the
-- database so it survives restarts and is shared by several hosts.
create table if not exists auth.mailbox_messages (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);

-- Counts one hit on `key`; true while at most max_hits hits fell in the current window of
-- per_seconds seconds. The upsert is one statement, so concurrent callers cannot both slip in.
create or replace function public.take_rate_limit(key text, max_hits integer, per_seconds integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  insert into auth.rate_limits as r (key, window_start, hits)
  values (take_rate_limit.key, now(), 1)
  on conflict on constraint rate_limits_pkey do update
    set hits = case when r.window_start <= now() - make_interval(secs => take_rate_limit.per_seconds)
                    then 1 else r.hits + 1 end,
        window_start = case when r.window_start <= now() - make_interval(secs => take_rate_limit.per_seconds)
                            then now() else r.window_start end
  returning r.hits into taken;
  return taken <= max_hits;
end;
$$;

revoke all on function public.take_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, integer, integer) to service_role;

-- auth.rate_limits: a counter whose window began more than 24 hours ago has expired (see
-- public.purge_expired_rate_limits() below).
create index rate_limits_window_start_idx on auth.rate_limits (window_start);

-- The role the API switches to for a signed-in caller (api/context.ts run()). It inherits everything
-- authenticated has, RLS policies included; PostgREST never switches to it (its JWT role claim is
-- never "cueboard_api": the API accepts only anon, authenticated and service_role tokens).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'cueboard_api') then
    create role cueboard_api nologin inherit;
  end if;
end
$$;
grant authenticated to cueboard_api;

-- The connecting user (the host's, or the Edge Function's postgres) must be able to switch to it.
do $$
begin
  execute format('grant cueboard_api to %I', current_user);
exception when others then
  null; -- already a member, or a superuser who needs no grant
end
$$;

-- auth.rate_limits (ours, above, on Supabase too): a counter whose window began more than 24 hours
-- ago has expired; deleting it is the same as its next hit starting a new window.
create function public.purge_expired_rate_limits() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  delete from auth.rate_limits r
  where r.key in (
    select x.key from auth.rate_limits x
    where x.window_start < now() - interval '24 hours'
    for update skip locked
  );
  return null;
end
$$;

-- How many hits `key` has taken in its current window, without taking one: a limit that counts
-- only failures (wrong invitation tokens) checks this before the work and takes a hit after a
-- failure, so a client over the limit is refused even when it guesses right.
create function public.rate_limit_used(key text, per_seconds integer) returns integer
    language sql stable security definer
    set search_path to ''
    as $$
  select coalesce((
    select r.hits from auth.rate_limits r
    where r.key = rate_limit_used.key
      and r.window_start > now() - make_interval(secs => rate_limit_used.per_seconds)
  ), 0)
$$;
revoke execute on function public.rate_limit_used(key text, per_seconds integer) from public;
grant execute on function public.rate_limit_used(key text, per_seconds integer) to service_role;

create trigger rate_limits_purge_expired before insert on auth.rate_limits
  for each statement execute function public.purge_expired_rate_limits();
