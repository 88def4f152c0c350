-- A final result belongs to the organisers: a captain completes a match but cannot reopen it, nor
-- add, score or remove frames of a final fixture, since each would change the standings. Organisers
-- (and trusted callers) still correct results at any time; the standings follow. Both are after
-- triggers, so a caller RLS refuses hears that first.

-- Refuses a captain moving a fixture out of final (42501, a 403 through the API).
create function public.refuse_captain_reopening_fixture() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'final' and new.status <> 'final'
     and not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only organisers can reopen a final fixture' using errcode = '42501';
  end if;
  return null;
end
$$;
create trigger fixtures_refuse_captain_reopening after update of status on public.fixtures
  for each row execute function public.refuse_captain_reopening_fixture();

-- Refuses a captain adding, changing or removing a frame of a final fixture (42501, a 403).
-- security definer: the fixture's status is read whatever the caller may see.
create function public.refuse_captain_changing_final_frames() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if public.is_trusted_caller() or public.is_organiser() then
    return null;
  end if;
  if exists (
    select 1 from public.fixtures f
    where f.status = 'final'
      and f.id in (
        case when tg_op <> 'INSERT' then old.fixture_id end,
        case when tg_op <> 'DELETE' then new.fixture_id end)
  ) then
    raise exception 'Only organisers can change the frames of a final fixture' using errcode = '42501';
  end if;
  return null;
end
$$;
create trigger frames_refuse_captain_changing_final after insert or update or delete on public.frames
  for each row execute function public.refuse_captain_changing_final_frames();
