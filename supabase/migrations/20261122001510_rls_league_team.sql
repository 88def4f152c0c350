-- Row-level security for leagues, divisions, windows, histories, teams, players, entries,
-- rosters and transfers. Table privileges are revoked first (Supabase grants everything to the API
-- roles by default), then granted as the role model needs; policies narrow rows further.
-- Anonymous visitors read league structure but nothing personal: leagues.created_by,
-- teams.captain_user_id and players.user_id are left out of anon's column privileges, so an
-- anonymous query must name its columns (select * is refused with 42501).

-- leagues: anon sees everything but who created the league.
alter table public.leagues enable row level security;
revoke all on public.leagues from anon, authenticated;
grant select (id, name, season, settings, created_at) on public.leagues to anon;
grant select, insert, update, delete on public.leagues to authenticated;
grant all on public.leagues to service_role;
create policy "Anyone can read leagues" on public.leagues
  for select to anon, authenticated using (true);
create policy "Organisers can manage leagues" on public.leagues
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- divisions
alter table public.divisions enable row level security;
revoke all on public.divisions from anon, authenticated;
grant select on public.divisions to anon, authenticated;
grant insert, update, delete on public.divisions to authenticated;
grant all on public.divisions to service_role;
create policy "Anyone can read divisions" on public.divisions
  for select to anon, authenticated using (true);
create policy "Organisers can manage divisions" on public.divisions
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- transfer_windows
alter table public.transfer_windows enable row level security;
revoke all on public.transfer_windows from anon, authenticated;
grant select on public.transfer_windows to anon, authenticated;
grant insert, update, delete on public.transfer_windows to authenticated;
grant all on public.transfer_windows to service_role;
create policy "Anyone can read transfer windows" on public.transfer_windows
  for select to anon, authenticated using (true);
create policy "Organisers can manage transfer windows" on public.transfer_windows
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- league_histories
alter table public.league_histories enable row level security;
revoke all on public.league_histories from anon, authenticated;
grant select on public.league_histories to anon, authenticated;
grant insert, update, delete on public.league_histories to authenticated;
grant all on public.league_histories to service_role;
create policy "Anyone can read league histories" on public.league_histories
  for select to anon, authenticated using (true);
create policy "Organisers can manage league histories" on public.league_histories
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- teams: anon sees names only, never the captain's user id.
alter table public.teams enable row level security;
revoke all on public.teams from anon, authenticated;
grant select (id, name, created_at) on public.teams to anon;
grant select, insert, update, delete on public.teams to authenticated;
grant all on public.teams to service_role;
create policy "Anyone can read teams" on public.teams
  for select to anon, authenticated using (true);
create policy "Organisers can manage teams" on public.teams
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- players: anon sees names only, never the linked user id.
alter table public.players enable row level security;
revoke all on public.players from anon, authenticated;
grant select (id, full_name, nickname, created_at) on public.players to anon;
grant select, insert, update, delete on public.players to authenticated;
grant all on public.players to service_role;
create policy "Anyone can read players" on public.players
  for select to anon, authenticated using (true);
create policy "Organisers can manage players" on public.players
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());
create policy "Players can edit their own player record" on public.players
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- division_teams
alter table public.division_teams enable row level security;
revoke all on public.division_teams from anon, authenticated;
grant select on public.division_teams to anon, authenticated;
grant insert, update, delete on public.division_teams to authenticated;
grant all on public.division_teams to service_role;
create policy "Anyone can read division entries" on public.division_teams
  for select to anon, authenticated using (true);
create policy "Organisers can manage division entries" on public.division_teams
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());

-- team_players
alter table public.team_players enable row level security;
revoke all on public.team_players from anon, authenticated;
grant select on public.team_players to anon, authenticated;
grant insert, update, delete on public.team_players to authenticated;
grant all on public.team_players to service_role;
create policy "Anyone can read rosters" on public.team_players
  for select to anon, authenticated using (true);
create policy "Organisers can manage rosters" on public.team_players
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());
create policy "Captains can manage their team's roster" on public.team_players
  for all to authenticated
  using (public.is_captain_of(team_id)) with check (public.is_captain_of(team_id));

-- transfers: signed-in users only; decided through approve_transfer()/reject_transfer().
alter table public.transfers enable row level security;
revoke all on public.transfers from anon, authenticated;
grant select, insert, update, delete on public.transfers to authenticated;
grant all on public.transfers to service_role;
create policy "Signed-in users can read transfers" on public.transfers
  for select to authenticated using (true);
create policy "Organisers can manage transfers" on public.transfers
  for all to authenticated using (public.is_organiser()) with check (public.is_organiser());
create policy "Captains can request transfers for their team" on public.transfers
  for insert to authenticated
  with check (
    (public.is_captain_of(from_team_id) or public.is_captain_of(to_team_id))
    and status = 'pending' and approved_at is null
  );
