-- Issue 28: a TV belongs to the organisation it is paired into. A pairing code is claimed into the
-- claimer's organisation only: the wallboard named must be one they organise, and the screen takes
-- that wallboard's organisation. Another organisation's wallboard is refused as a reference across
-- organisations (23503 on screens_wallboard_id_organisation_fkey, answered as 400 naming wallboardId
-- by api/errors.ts), not as a missing one.
create or replace function public.claim_screen(code text, name text, wallboard_id bigint) returns public.screens
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  p public.screen_pairings;
  s public.screens;
  org bigint;
begin
  if not public.is_organiser() then
    raise exception 'Only organisers can pair screens' using errcode = '42501';
  end if;
  select w.organisation_id into org from public.wallboards w where w.id = claim_screen.wallboard_id;
  if not found then
    raise exception 'Wallboard not found' using errcode = 'P0002';
  end if;
  if not public.is_organiser_of(org) then
    raise exception 'Wallboard belongs to another organisation'
      using errcode = '23503', constraint = 'screens_wallboard_id_organisation_fkey';
  end if;
  select * into p from public.screen_pairings sp
  where sp.code = public.normalize_pairing_code(claim_screen.code)
    and sp.expires_at > now() and sp.screen_id is null
  for update;
  if not found then
    raise exception 'Pairing code not found or expired' using errcode = 'P0002';
  end if;
  insert into public.screens (name, wallboard_id, user_agent, created_by, organisation_id)
  values (btrim(claim_screen.name), claim_screen.wallboard_id, p.user_agent, (select auth.uid()), org)
  returning * into s;
  update public.screen_pairings set screen_id = s.id where id = p.id;
  return s;
end
$$;
