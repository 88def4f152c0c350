-- A league exists before it plays (issue 25): a team that joins a division gets its standings row
-- at once, at 0, so every reader of standings_table (the API, the public site, the embed, the TV
-- and the history snapshot) lists the division's teams before the first result.

-- Keeps standings rows in step with division_teams: a team that joins gets a row at 0 (a row it
-- already has, from results, is kept), and a team that leaves without a counted result loses its
-- row (as refresh_standings() in 20261124003100_match_life.sql would). Security definer: standings
-- are written by these functions only; whoever may change division_teams (RLS) triggers it.
create function public.standings_follow_members() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.standings (division_id, team_id) values (new.division_id, new.team_id)
    on conflict on constraint standings_division_team_key do nothing;
    perform pg_notify('cueboard_live',
      json_build_object('type', 'standings.update', 'divisionId', new.division_id)::text);
  else
    delete from public.standings s
    where s.division_id = old.division_id and s.team_id = old.team_id
      and not exists (
        select 1 from public.team_results r where r.division_id = old.division_id and r.team_id = old.team_id);
    perform pg_notify('cueboard_live',
      json_build_object('type', 'standings.update', 'divisionId', old.division_id)::text);
  end if;
  return null;
end
$$;
revoke execute on function public.standings_follow_members() from public;
create trigger division_teams_standings after insert or delete on public.division_teams
  for each row execute function public.standings_follow_members();

-- Teams already in a division with no result yet get their row at 0 now.
insert into public.standings (division_id, team_id)
select dt.division_id, dt.team_id from public.division_teams dt
on conflict on constraint standings_division_team_key do nothing;
