-- The fleet: what each TV tells us in its heartbeat (screen resolution, what it shows right now, when
-- its page last loaded) and the remote actions an organiser sends it (reload, identify). A command is
-- a counter and a kind: the TV acts on a counter it has not acted on yet, hearing of it through the
-- live stream (a screens.update event) or, while the stream is down, through its heartbeat poll.
alter table public.screens
  add column resolution varchar(20),
  add column showing_wallboard_id bigint,
  add column showing_page varchar(100),
  add column showing_sponsor_id bigint,
  add column loaded_at timestamptz,
  add column command varchar(20),
  add column command_id integer not null default 0,
  add column command_at timestamptz,
  add constraint screens_command_known check (command in ('reload', 'identify'));

-- Announced as before (a rename, re-assignment, revocation or a fresh token), and now a new command.
-- Heartbeats stay silent: the organiser's list polls for them.
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
     and new.token_hash is not distinct from old.token_hash
     and new.command_id is not distinct from old.command_id then
    return null;
  end if;
  perform pg_notify('cueboard_live', jsonb_strip_nulls(jsonb_build_object(
    'type', 'screens.' || lower(tg_op), 'screenId', r.id, 'wallboardId', r.wallboard_id))::text);
  return null;
end
$$;

-- Organisers send commands as themselves (RLS: "Organisers can rename and re-assign screens"), so the
-- audit log names who reloaded or identified a TV.
grant update (command, command_id, command_at) on public.screens to authenticated;

-- Heartbeat fields change every 30 s per TV: the audit log leaves them out, as it does last_seen_at.
drop trigger screens_audit on public.screens;
create trigger screens_audit after insert or update or delete on public.screens
  for each row execute function public.record_audit(
    'last_seen_at', 'user_agent', 'app_version', 'resolution', 'showing_wallboard_id', 'showing_page',
    'showing_sponsor_id', 'loaded_at');
