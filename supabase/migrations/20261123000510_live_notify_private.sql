-- Live events say when they concern something anonymous visitors may not read ("private": true), so
-- the API relays them to anonymous subscribers only when they are about public data: a private
-- wallboard, its sponsor assignments, and a sponsor outside its active dates (before and after the
-- change) are private, as their rows are under RLS. Screens' events carry no flag: the API sends them
-- to organisers and to the screen itself only.

create or replace function public.notify_live() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  r record;
  ids jsonb;
  visible boolean := true;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  case tg_table_name
    when 'fixtures' then
      ids := jsonb_build_object('fixtureId', r.id, 'divisionId', r.division_id);
    when 'frames' then
      ids := jsonb_build_object('frameId', r.id, 'fixtureId', r.fixture_id,
        'divisionId', (select f.division_id from public.fixtures f where f.id = r.fixture_id));
    when 'wallboards' then
      ids := jsonb_build_object('wallboardId', r.id);
      -- Public before or after the change: anonymous displays of it must hear that it changed.
      visible := coalesce(tg_op <> 'INSERT' and old.is_public, false)
        or coalesce(tg_op <> 'DELETE' and new.is_public, false);
    when 'wallboard_sponsors' then
      ids := jsonb_build_object('wallboardId', r.wallboard_id, 'sponsorId', r.sponsor_id);
      visible := exists (select 1 from public.wallboards w where w.id = r.wallboard_id and w.is_public);
    when 'sponsors' then
      ids := jsonb_build_object('sponsorId', r.id);
      -- The anonymous read policy on sponsors: active now.
      visible := coalesce(tg_op <> 'INSERT'
          and (old.active_from is null or old.active_from <= now())
          and (old.active_to is null or old.active_to >= now()), false)
        or coalesce(tg_op <> 'DELETE'
          and (new.active_from is null or new.active_from <= now())
          and (new.active_to is null or new.active_to >= now()), false);
    else
      ids := '{}'::jsonb;
  end case;
  perform pg_notify('cueboard_live', (jsonb_build_object('type', tg_table_name || '.' || lower(tg_op))
    || jsonb_strip_nulls(ids || jsonb_build_object('private', case when visible then null else true end)))::text);
  return null;
end
$$;
