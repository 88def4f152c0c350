-- Helpers every topic calls: who the caller is (policies call these, wrapped as (select ...) so
-- they run once per statement), one-line names, name sorting and timestamps in API format.

-- updated_at is the database's job, so clients can never set it wrongly.
create function public.set_updated_at() returns trigger
    language plpgsql
    set search_path to ''
    as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Does the current user hold this product role (on any team)?
create function public.has_role(role text) returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role::text = has_role.role
  )
$$;
revoke execute on function public.has_role(role text) from public;
grant execute on function public.has_role(role text) to anon, authenticated, service_role;

-- Organises at least one organisation: the API's coarse gate. What an organiser may touch is decided
-- per row by is_organiser_of() and organised_organisations() (organisations.sql).
create function public.is_organiser() returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select public.has_role('organiser')
$$;
revoke execute on function public.is_organiser() from public;
grant execute on function public.is_organiser() to anon, authenticated, service_role;

-- A captain of this team: a user_roles captain row scoped to it, or the team's captain_user_id.
create function public.is_captain_of(team_id bigint) returns boolean
    language sql stable security definer
    set search_path to ''
    as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = 'captain' and ur.team_id = is_captain_of.team_id
  ) or exists (
    select 1 from public.teams t
    where t.id = is_captain_of.team_id and t.captain_user_id = (select auth.uid())
  )
$$;
revoke execute on function public.is_captain_of(team_id bigint) from public;
grant execute on function public.is_captain_of(team_id bigint) to anon, authenticated, service_role;

-- True when no end user is calling (a migration, the seed, the service role): such callers are
-- trusted by the RPCs just as RLS trusts them.
create function public.is_trusted_caller() returns boolean
    language sql stable
    set search_path to ''
    as $$
  select coalesce((select auth.role()), '') not in ('anon', 'authenticated')
$$;
revoke execute on function public.is_trusted_caller() from public;
grant execute on function public.is_trusted_caller() to anon, authenticated, service_role;

-- The signed-in user making the change, or null for the system (migrations, the seed, the service
-- role) and for a token whose account has since been deleted (so a write never fails on the key).
create function public.acting_user_id() returns uuid
    language sql stable security definer
    set search_path to ''
    as $$
  select u.id from auth.users u where u.id = (select auth.uid())
$$;


set default_tablespace = '';

set default_table_access_method = heap;
revoke execute on function public.acting_user_id() from public;
grant execute on function public.acting_user_id() to authenticated, service_role;

-- The characters refused: C0 (U+0001-U+001F: tab, line feed, carriage return...), DEL and C1
-- (U+007F-U+009F), as core/rules/control-characters.ts (tests/db/names-one-line.test.ts ties the
-- two together). PostgreSQL text cannot hold U+0000.
create function public.is_one_line(value text) returns boolean
    language sql immutable parallel safe
    as $$ select value !~ '[\x01-\x1f\x7f-\x9f]' $$;
grant execute on function public.is_one_line(value text) to anon, authenticated, service_role;

-- A name as it may be stored: every run of control characters becomes one space, the ends trimmed,
-- and a name left empty reads '(renamed)'. Used for the rows stored before these checks and for
-- display names taken from sign-up metadata.
create function public.as_one_line(value text) returns text
    language sql immutable parallel safe
    as $$
  select case when value is null then null
    else coalesce(nullif(btrim(regexp_replace(value, '[\x01-\x1f\x7f-\x9f]+', ' ', 'g')), ''), '(renamed)')
  end
$$;
grant execute on function public.as_one_line(value text) to anon, authenticated, service_role;

-- A team name's sort key: the common Latin accents folded, then ASCII lower-cased, compared byte by
-- byte. Explicit "C" collations make the order the same on every server whatever its locale
-- (PGlite's is C, a PostgreSQL server's may be en_US).
create function public.name_sort_key(name text) returns text
    language sql immutable parallel safe
    set search_path to ''
    as $$
  select lower(translate(name collate "C",
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
    'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy')) collate "C"
$$;
grant execute on function public.name_sort_key(name text) to anon, authenticated, service_role;

-- A time as the API writes it (JavaScript's toISOString), whatever the session's time zone.
create function public.iso_time(t timestamptz) returns text
    language sql stable parallel safe
    set search_path to ''
    as $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
grant execute on function public.iso_time(t timestamptz) to anon, authenticated, service_role;
