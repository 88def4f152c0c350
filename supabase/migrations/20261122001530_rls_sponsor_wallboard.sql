-- Row-level security for sponsors and wallboards: anonymous displays see public wallboards, their
-- sponsor assignments and active sponsors, and may record impressions on public wallboards.

-- sponsors: anon sees only those active now (spec section 4's display status "Active").
alter table public.sponsors enable row level security;
revoke all on public.sponsors from anon, authenticated;
grant select on public.sponsors to anon, authenticated;
grant insert, update, delete on public.sponsors to authenticated;
grant all on public.sponsors to service_role;
create policy "Anyone can read active sponsors" on public.sponsors
  for select to anon
  using ((active_from is null or active_from <= now()) and (active_to is null or active_to >= now()));
create policy "Signed-in users can read all sponsors" on public.sponsors
  for select to authenticated using (true);
create policy "Organisers can manage sponsors" on public.sponsors
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- wallboards
alter table public.wallboards enable row level security;
revoke all on public.wallboards from anon, authenticated;
grant select on public.wallboards to anon, authenticated;
grant insert, update, delete on public.wallboards to authenticated;
grant all on public.wallboards to service_role;
create policy "Anyone can read public wallboards" on public.wallboards
  for select to anon using (is_public);
create policy "Signed-in users can read all wallboards" on public.wallboards
  for select to authenticated using (true);
create policy "Organisers can manage wallboards" on public.wallboards
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- wallboard_sponsors
alter table public.wallboard_sponsors enable row level security;
revoke all on public.wallboard_sponsors from anon, authenticated;
grant select on public.wallboard_sponsors to anon, authenticated;
grant insert, update, delete on public.wallboard_sponsors to authenticated;
grant all on public.wallboard_sponsors to service_role;
create policy "Anyone can read the sponsors of public wallboards" on public.wallboard_sponsors
  for select to anon
  using (exists (select 1 from public.wallboards w where w.id = wallboard_id and w.is_public));
create policy "Signed-in users can read all wallboard sponsors" on public.wallboard_sponsors
  for select to authenticated using (true);
create policy "Organisers can manage wallboard sponsors" on public.wallboard_sponsors
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- sponsor_impressions: written by displays, read by organisers (reach reports).
alter table public.sponsor_impressions enable row level security;
revoke all on public.sponsor_impressions from anon, authenticated;
grant insert (sponsor_id, wallboard_id, shown_at, duration_ms, client_id)
  on public.sponsor_impressions to anon, authenticated;
-- A re-sent batch is absorbed with `on conflict do nothing` (no conflict target: naming one would
-- need select rights that displays do not have).
grant select, update, delete on public.sponsor_impressions to authenticated;
grant all on public.sponsor_impressions to service_role;
create policy "Displays can record impressions on wallboards they can see" on public.sponsor_impressions
  for insert to anon, authenticated
  with check (
    exists (
      select 1 from public.wallboards w
      where w.id = wallboard_id and (w.is_public or (select auth.role()) = 'authenticated')
    )
  );
create policy "Organisers can manage impressions" on public.sponsor_impressions
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());
