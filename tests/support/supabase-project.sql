-- What a new Supabase project's database holds before the first `supabase db push`, for the
-- rehearsal of tests/support/supabase-rehearsal.ts (docs/testing.md). Run by the bootstrap
-- superuser, supabase_admin, in the database `postgres`, as Supabase's own images do
-- (github.com/supabase/postgres, migrations/db/init-scripts and migrations).

-- `postgres`, the role migrations and SUPABASE_DB_URL use, is not a superuser on Supabase.
create role postgres login createrole createdb replication bypassrls;
alter database postgres owner to postgres;

-- The API roles PostgREST switches to, and the role Supabase Auth (GoTrue) runs as.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role supabase_auth_admin login noinherit createrole;
grant create on database postgres to supabase_auth_admin;
grant anon, authenticated, service_role to postgres;
-- Supabase grants it so that postgres may manage auth's triggers and indexes without being a
-- superuser (their migration 20220609081115).
grant supabase_auth_admin to postgres;

-- The auth schema belongs to Supabase Auth, never to the project's migrations.
create schema auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to postgres;

-- pg_cron, as enabling it under Database -> Extensions does (Supabase's supautils lets postgres
-- create it; Debian's PostgreSQL has no supautils, so the superuser does it here), with what
-- Supabase grants postgres on it.
create extension pg_cron with schema pg_catalog;
grant usage on schema cron to postgres with grant option;
grant all on all tables in schema cron to postgres with grant option;
grant all on all sequences in schema cron to postgres with grant option;
grant all on all routines in schema cron to postgres with grant option;
