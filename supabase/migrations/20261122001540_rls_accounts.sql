-- Row-level security for per-user data. Nothing here is readable anonymously.

-- profiles: signed-in users see each other's display names; each edits their own.
alter table public.profiles enable row level security;
revoke all on public.profiles from anon, authenticated;
grant select, insert, update, delete on public.profiles to authenticated;
grant all on public.profiles to service_role;
create policy "Signed-in users can read profiles" on public.profiles
  for select to authenticated using (true);
create policy "Users can edit their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "Organisers can manage profiles" on public.profiles
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- user_roles: users read their own roles (GET /user-roles/{userId}); organisers grant them.
alter table public.user_roles enable row level security;
revoke all on public.user_roles from anon, authenticated;
grant select, insert, update, delete on public.user_roles to authenticated;
grant all on public.user_roles to service_role;
create policy "Users can read their own roles" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Organisers can manage roles" on public.user_roles
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- idempotency_keys: the API's own ledger; no end-user role may read or write it.
alter table public.idempotency_keys enable row level security;
revoke all on public.idempotency_keys from anon, authenticated;
grant all on public.idempotency_keys to service_role;
