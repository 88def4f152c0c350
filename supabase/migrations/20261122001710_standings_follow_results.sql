-- Standings follow corrections: a frame of a final fixture may still be changed ("at any time",
-- spec section 4), and an organiser may edit, reopen or delete a final fixture. Each such change
-- recomputes the division's standings in the same transaction, so the league table never shows a
-- result that no longer exists. Divisions being deleted (cascades) are skipped.

create function public.recompute_standings_for_results() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  divisions bigint[] := '{}';
  d bigint;
begin
  if tg_table_name = 'frames' then
    select array_agg(f.division_id) into divisions
    from public.fixtures f
    where f.status = 'final'
      and f.id in (select x from unnest(array[
        case when tg_op <> 'INSERT' then old.fixture_id end,
        case when tg_op <> 'DELETE' then new.fixture_id end]) x);
  elsif tg_op = 'DELETE' then
    if old.status = 'final' then divisions := array[old.division_id]; end if;
  elsif tg_op = 'UPDATE' then
    if (old.status = 'final' or new.status = 'final')
       and (old.status, old.division_id, old.home_team_id, old.away_team_id)
           is distinct from (new.status, new.division_id, new.home_team_id, new.away_team_id) then
      divisions := array[old.division_id, new.division_id];
    end if;
  end if;
  for d in select distinct x from unnest(divisions) x where x is not null loop
    if exists (select 1 from public.divisions v where v.id = d) then
      perform public.recompute_standings(d);
    end if;
  end loop;
  return null;
end
$$;

create trigger frames_recompute_standings after insert or update or delete on public.frames
  for each row execute function public.recompute_standings_for_results();
create trigger fixtures_recompute_standings after update or delete on public.fixtures
  for each row execute function public.recompute_standings_for_results();
