-- Row-level security for venues, tables, fixtures, frames and standings: anyone reads them;
-- organisers manage them; captains score fixtures their team plays (frames, fixture status).

-- venues
alter table public.venues enable row level security;
revoke all on public.venues from anon, authenticated;
grant select on public.venues to anon, authenticated;
grant insert, update, delete on public.venues to authenticated;
grant all on public.venues to service_role;
create policy "Anyone can read venues" on public.venues
  for select to anon, authenticated using (true);
create policy "Organisers can manage venues" on public.venues
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- venue_tables
alter table public.venue_tables enable row level security;
revoke all on public.venue_tables from anon, authenticated;
grant select on public.venue_tables to anon, authenticated;
grant insert, update, delete on public.venue_tables to authenticated;
grant all on public.venue_tables to service_role;
create policy "Anyone can read venue tables" on public.venue_tables
  for select to anon, authenticated using (true);
create policy "Organisers can manage venue tables" on public.venue_tables
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- fixtures
alter table public.fixtures enable row level security;
revoke all on public.fixtures from anon, authenticated;
grant select on public.fixtures to anon, authenticated;
grant insert, update, delete on public.fixtures to authenticated;
grant all on public.fixtures to service_role;
create policy "Anyone can read fixtures" on public.fixtures
  for select to anon, authenticated using (true);
create policy "Organisers can manage fixtures" on public.fixtures
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());
create policy "Captains can update fixtures their team plays" on public.fixtures
  for update to authenticated
  using (public.can_score_fixture(id)) with check (public.can_score_fixture(id));

-- A captain moves a fixture through its statuses but does not reschedule or move it.
create function public.guard_captain_fixture_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or public.is_organiser() then
    return new;
  end if;
  if (new.division_id, new.home_team_id, new.away_team_id, new.venue_id, new.table_id, new.kickoff_at)
     is distinct from
     (old.division_id, old.home_team_id, old.away_team_id, old.venue_id, old.table_id, old.kickoff_at) then
    raise exception 'Captains can only change the status of a fixture' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger fixtures_guard_captain_update before update on public.fixtures
  for each row execute function public.guard_captain_fixture_update();

-- frames
alter table public.frames enable row level security;
revoke all on public.frames from anon, authenticated;
grant select on public.frames to anon, authenticated;
grant insert, update, delete on public.frames to authenticated;
grant all on public.frames to service_role;
create policy "Anyone can read frames" on public.frames
  for select to anon, authenticated using (true);
create policy "Organisers can manage frames" on public.frames
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());
create policy "Captains can add frames to fixtures their team plays" on public.frames
  for insert to authenticated with check (public.can_score_fixture(fixture_id));
create policy "Captains can score frames of fixtures their team plays" on public.frames
  for update to authenticated
  using (public.can_score_fixture(fixture_id)) with check (public.can_score_fixture(fixture_id));

-- A captain sets a frame's players and winner; the frame stays in its fixture and place.
create function public.guard_captain_frame_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or public.is_organiser() then
    return new;
  end if;
  if (new.fixture_id, new.frame_no) is distinct from (old.fixture_id, old.frame_no) then
    raise exception 'Captains can only change the players and the winner of a frame' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger frames_guard_captain_update before update on public.frames
  for each row execute function public.guard_captain_frame_update();

-- standings: written by recompute_standings() only (organisers may correct them by hand).
alter table public.standings enable row level security;
revoke all on public.standings from anon, authenticated;
grant select on public.standings to anon, authenticated;
grant insert, update, delete on public.standings to authenticated;
grant all on public.standings to service_role;
create policy "Anyone can read standings" on public.standings
  for select to anon, authenticated using (true);
create policy "Organisers can manage standings" on public.standings
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());
