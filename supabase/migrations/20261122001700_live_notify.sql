-- Live events: every change to fixtures, frames, wallboards, wallboard_sponsors and sponsors is
-- announced on channel cueboard_live as {"type": "<table>.<insert|update|delete>", ...ids}; the API
-- relays them as Server-Sent Events (GET /api/live). Standings announce themselves once per
-- division from recompute_standings(), not once per row.

-- Builds the payload from the changed row; each table names the ids a subscriber filters on.
-- (PL/pgSQL compiles a trigger function per table, so each branch only ever sees its own row type.)
create function public.notify_live() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  r record;
  ids jsonb;
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
    when 'wallboard_sponsors' then
      ids := jsonb_build_object('wallboardId', r.wallboard_id, 'sponsorId', r.sponsor_id);
    when 'sponsors' then
      ids := jsonb_build_object('sponsorId', r.id);
    else
      ids := '{}'::jsonb;
  end case;
  perform pg_notify('cueboard_live', (jsonb_build_object('type', tg_table_name || '.' || lower(tg_op))
    || jsonb_strip_nulls(ids))::text);
  return null;
end
$$;

create trigger fixtures_notify_live after insert or update or delete on public.fixtures
  for each row execute function public.notify_live();
create trigger frames_notify_live after insert or update or delete on public.frames
  for each row execute function public.notify_live();
create trigger wallboards_notify_live after insert or update or delete on public.wallboards
  for each row execute function public.notify_live();
create trigger wallboard_sponsors_notify_live after insert or update or delete on public.wallboard_sponsors
  for each row execute function public.notify_live();
create trigger sponsors_notify_live after insert or update or delete on public.sponsors
  for each row execute function public.notify_live();
