-- Per-user data: public profiles, product roles, and the API's idempotency ledger.

-- One per auth user (created by a trigger on auth.users in the RLS migration).
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name varchar(255),
  avatar_url text,
  created_at timestamptz not null default now()
);

-- A product role. captain is always scoped to a team; organiser never is.
create table public.user_roles (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  team_id bigint references public.teams (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint user_roles_user_role_team_key unique nulls not distinct (user_id, role, team_id),
  constraint user_roles_captain_has_team check (role <> 'captain' or team_id is not null),
  constraint user_roles_organiser_has_no_team check (role <> 'organiser' or team_id is null)
);
create index user_roles_team_id_idx on public.user_roles (team_id);

-- Responses of writes keyed by the client's Idempotency-Key, so an offline write replayed by
-- match night applies once. Only the API (service role) touches it.
create table public.idempotency_keys (
  key text primary key,
  user_id uuid,
  status integer,
  response jsonb,
  created_at timestamptz not null default now()
);
