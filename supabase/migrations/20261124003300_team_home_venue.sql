-- A team's home venue: the fixture wizard puts each match at its home team's venue. Deleting the
-- venue leaves the team without one (fixtures keep their own venue_id and its restrict rule).
alter table public.teams
  add column home_venue_id bigint references public.venues (id) on delete set null;
create index teams_home_venue_id_idx on public.teams (home_venue_id);
-- Public like the team's name: anonymous readers list teams by naming their columns.
grant select (home_venue_id) on public.teams to anon;
