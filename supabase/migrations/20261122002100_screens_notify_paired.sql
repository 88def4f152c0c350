-- A screen that has just exchanged its pairing for a token is announced too, so the organiser's
-- screens list shows it online at once (heartbeats alone stay silent).
create or replace function public.notify_screen_live() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  r public.screens;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_op = 'UPDATE' and new.name is not distinct from old.name
     and new.wallboard_id is not distinct from old.wallboard_id
     and new.token_hash is not distinct from old.token_hash then
    return null;
  end if;
  perform pg_notify('cueboard_live', jsonb_strip_nulls(jsonb_build_object(
    'type', 'screens.' || lower(tg_op), 'screenId', r.id, 'wallboardId', r.wallboard_id))::text);
  return null;
end
$$;
