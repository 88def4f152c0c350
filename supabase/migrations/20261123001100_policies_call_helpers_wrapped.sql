-- Every policy calls its zero-argument helpers wrapped, as (select public.is_organiser()): Postgres
-- then runs the helper once per statement (an init plan) instead of once per row it checks. The
-- screens and the users' own-row policies already do; these twenty organiser policies called
-- public.is_organiser() bare. Only the expressions change: each policy keeps its name, command and
-- roles, and lets the same rows through. Helpers taking a column of the row (is_captain_of(team_id),
-- can_score_fixture(id)) are evaluated per row by nature and stay as they are.
-- tests/db/policy-style.test.ts fails if any policy calls a zero-argument helper bare.

-- Leagues, divisions and teams.
alter policy "Organisers can manage leagues" on public.leagues
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage divisions" on public.divisions
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage transfer windows" on public.transfer_windows
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage league histories" on public.league_histories
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage teams" on public.teams
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage players" on public.players
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage division entries" on public.division_teams
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage rosters" on public.team_players
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage transfers" on public.transfers
  using ((select public.is_organiser())) with check ((select public.is_organiser()));

-- Venues, fixtures and results.
alter policy "Organisers can manage venues" on public.venues
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage venue tables" on public.venue_tables
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage fixtures" on public.fixtures
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage frames" on public.frames
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage standings" on public.standings
  using ((select public.is_organiser())) with check ((select public.is_organiser()));

-- Sponsors and wallboards.
alter policy "Organisers can manage sponsors" on public.sponsors
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage wallboards" on public.wallboards
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage wallboard sponsors" on public.wallboard_sponsors
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage impressions" on public.sponsor_impressions
  using ((select public.is_organiser())) with check ((select public.is_organiser()));

-- Accounts.
alter policy "Organisers can manage profiles" on public.profiles
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
alter policy "Organisers can manage roles" on public.user_roles
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
