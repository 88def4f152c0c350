-- Organisers are e-mailed when a screen has been offline for 10 minutes while it should be showing
-- something (server/screen-alerts.ts). offline_alerted_at says the current outage was reported: a
-- heartbeat after it (last_seen_at later) starts a new outage that may be reported again.
alter table public.screens add column offline_alerted_at timestamptz;

-- The alert's bookkeeping is the system's, not a change anyone made: the audit log leaves it out.
drop trigger screens_audit on public.screens;
create trigger screens_audit after insert or update or delete on public.screens
  for each row execute function public.record_audit(
    'last_seen_at', 'user_agent', 'app_version', 'resolution', 'showing_wallboard_id', 'showing_page',
    'showing_sponsor_id', 'loaded_at', 'offline_alerted_at');
