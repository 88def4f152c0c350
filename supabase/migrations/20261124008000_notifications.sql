-- E-mail notifications (docs/notifications.md). The change that causes one writes it to an outbox in
-- its own transaction, so it is never lost and never slows the request; the host's sender
-- (server/notifications.ts) delivers the outbox, retrying while SMTP is down. Each person can turn
-- each kind off; every e-mail carries a one-click unsubscribe link (RFC 8058).

-- fixture: a captain's fixture is postponed, rescheduled, voided or forfeited.
-- confirmation: a result waits for the captain's confirmation, or is disputed.
-- transfer: a transfer request for the captain's team is decided.
create function public.notification_kinds() returns text[]
language sql immutable parallel safe
set search_path = ''
as $$ select array['fixture', 'confirmation', 'transfer'] $$;
grant execute on function public.notification_kinds() to anon, authenticated, service_role;

-- A kind a user turned off (no row: on).
create table public.notification_preferences (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null constraint notification_preferences_kind_known
    check (kind = any (public.notification_kinds())),
  enabled boolean not null,
  primary key (user_id, kind)
);
alter table public.notification_preferences enable row level security;
revoke all on public.notification_preferences from anon, authenticated;
grant select, insert, update, delete on public.notification_preferences to authenticated;
grant all on public.notification_preferences to service_role;
create policy "Users manage their own notification preferences" on public.notification_preferences
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- E-mails waiting to go out, and those sent (kept 30 days for support questions).
create table public.notification_outbox (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind = any (public.notification_kinds())),
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);
create index notification_outbox_due_idx on public.notification_outbox (next_attempt_at) where sent_at is null;
alter table public.notification_outbox enable row level security;
revoke all on public.notification_outbox from anon, authenticated;
grant all on public.notification_outbox to service_role;

-- One-click unsubscribe links: a random token per e-mail, only its sha-256 stored.
create table public.unsubscribe_links (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind = any (public.notification_kinds())),
  created_at timestamptz not null default now()
);
create index unsubscribe_links_user_id_idx on public.unsubscribe_links (user_id);
alter table public.unsubscribe_links enable row level security;
revoke all on public.unsubscribe_links from anon, authenticated;
grant all on public.unsubscribe_links to service_role;

-- The captains of a team: its captain_user_id and every captain role on it.
create function public.team_captains(team_id bigint) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select t.captain_user_id from public.teams t
  where t.id = team_captains.team_id and t.captain_user_id is not null
  union
  select r.user_id from public.user_roles r where r.role = 'captain' and r.team_id = team_captains.team_id
$$;
revoke execute on function public.team_captains(bigint) from public, anon, authenticated;
grant execute on function public.team_captains(bigint) to service_role;

-- Queues one e-mail for each captain of the teams who has not turned the kind off.
create function public.notify_captains(team_ids bigint[], kind text, subject text, body text) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.notification_outbox (user_id, kind, subject, body)
  select distinct c.user_id, notify_captains.kind, notify_captains.subject, notify_captains.body
  from unnest(notify_captains.team_ids) as t(id)
  cross join lateral public.team_captains(t.id) as c(user_id)
  where not exists (
    select 1 from public.notification_preferences p
    where p.user_id = c.user_id and p.kind = notify_captains.kind and not p.enabled
  )
$$;
revoke execute on function public.notify_captains(bigint[], text, text, text) from public, anon, authenticated;
grant execute on function public.notify_captains(bigint[], text, text, text) to service_role;

-- A fixture postponed, voided, forfeited (final with forfeit set) or moved to another kick-off.
create function public.notify_fixture_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  home text;
  away text;
  what text;
begin
  if new.status::text in ('postponed', 'void') and new.status is distinct from old.status then
    what := case new.status::text when 'postponed' then 'postponed' else 'void' end;
  elsif (to_jsonb(new) ->> 'forfeit') is not null and (to_jsonb(old) ->> 'forfeit') is null then
    what := 'forfeited';
  elsif new.kickoff_at is distinct from old.kickoff_at then
    what := 'rescheduled';
  else
    return new;
  end if;
  select t.name into home from public.teams t where t.id = new.home_team_id;
  select t.name into away from public.teams t where t.id = new.away_team_id;
  perform public.notify_captains(
    array[new.home_team_id, new.away_team_id], 'fixture',
    format('%s v %s: %s', home, away,
      case what when 'rescheduled' then 'new date' when 'void' then 'void' else what end),
    case what
      when 'rescheduled' then format('%s v %s has moved to %s (UTC).', home, away,
        to_char(new.kickoff_at at time zone 'UTC', 'FMDay FMDD FMMonth YYYY at HH24:MI'))
      when 'void' then format('%s v %s has been made void: it does not count.', home, away)
      when 'forfeited' then format('%s v %s has been decided by forfeit.', home, away)
      else format('%s v %s, due %s (UTC), has been postponed.', home, away,
        to_char(old.kickoff_at at time zone 'UTC', 'FMDay FMDD FMMonth YYYY at HH24:MI'))
    end);
  return new;
end
$$;
create trigger fixtures_notify_captains after update on public.fixtures
  for each row execute function public.notify_fixture_change();

-- A transfer request approved or rejected: both teams' captains hear.
create function public.notify_transfer_decided() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  player text;
  from_team text;
  to_team text;
begin
  if new.status = old.status or new.status::text not in ('approved', 'rejected') then
    return new;
  end if;
  select p.full_name into player from public.players p where p.id = new.player_id;
  select t.name into from_team from public.teams t where t.id = new.from_team_id;
  select t.name into to_team from public.teams t where t.id = new.to_team_id;
  perform public.notify_captains(
    array[new.from_team_id, new.to_team_id], 'transfer',
    format('Transfer of %s %s', player, new.status::text),
    format('The transfer of %s from %s to %s has been %s.', player, from_team, to_team, new.status::text));
  return new;
end
$$;
create trigger transfers_notify_captains after update on public.transfers
  for each row execute function public.notify_transfer_decided();
