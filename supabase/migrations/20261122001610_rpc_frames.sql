-- Adding the next frame of a fixture.

-- Adds a frame numbered (existing frame count + 1), winner na and no players, and returns it.
-- Two scorers pressing "Add Frame" at once get distinct numbers: the fixture row is locked first,
-- so the second count sees the first frame. If a frame was deleted from the middle, count + 1 may
-- already be taken; then the next number after the highest is used instead of failing.
create function public.add_frame(fixture_id bigint) returns public.frames
language plpgsql security invoker
set search_path = ''
as $$
declare
  f_id bigint := add_frame.fixture_id;
  n integer;
  fr public.frames;
begin
  if not exists (select 1 from public.fixtures x where x.id = f_id) then
    raise exception 'Fixture % not found', f_id using errcode = 'P0002';
  end if;
  if not (public.is_trusted_caller() or public.can_score_fixture(f_id)) then
    raise exception 'Only an organiser or a captain of either team can add frames to this fixture'
      using errcode = '42501';
  end if;
  perform 1 from public.fixtures x where x.id = f_id for update;
  select count(*) + 1 into n from public.frames y where y.fixture_id = f_id;
  if exists (select 1 from public.frames y where y.fixture_id = f_id and y.frame_no = n) then
    select max(y.frame_no) + 1 into n from public.frames y where y.fixture_id = f_id;
  end if;
  insert into public.frames (fixture_id, frame_no) values (f_id, n) returning * into fr;
  return fr;
end
$$;

revoke execute on function public.add_frame(bigint) from public, anon;
grant execute on function public.add_frame(bigint) to authenticated, service_role;
