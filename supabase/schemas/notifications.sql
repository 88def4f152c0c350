-- E-mail notifications: the outbox a worker sends from, people's preferences and unsubscribe links.

-- fixture: a captain's fixture is postponed, rescheduled, voided or forfeited.
-- confirmation: a result waits for the captain's confirmation, or is disputed.
-- transfer: a transfer request for the captain's team is decided.
create function public.notification_kinds() returns text[]
    language sql immutable parallel safe
    set search_path to ''
    as $$ select array['fixture', 'confirmation', 'transfer'] $$;
grant execute on function public.notification_kinds() to anon, authenticated, service_role;

-- E-mails waiting to go out, and those sent (kept 30 days for support questions).
create table public.notification_outbox (
    id bigint generated always as identity,
    user_id uuid not null,
    kind text not null,
    subject text not null,
    body text not null,
    created_at timestamptz default now() not null,
    attempts integer default 0 not null,
    next_attempt_at timestamptz default now() not null,
    sent_at timestamptz,
    last_error text,
    -- The organisation of the team it is about, named in the e-mail when the deployment hosts several.
    organisation_id bigint,
    constraint notification_outbox_kind_check check ((kind = any (public.notification_kinds()))),
    constraint notification_outbox_pkey primary key (id),
    constraint notification_outbox_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade,
    constraint notification_outbox_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade
);

create index notification_outbox_due_idx on public.notification_outbox using btree (next_attempt_at) where (sent_at is null);

alter table public.notification_outbox enable row level security;

grant all on public.notification_outbox to service_role;

-- A kind a user turned off (no row: on).
create table public.notification_preferences (
    user_id uuid not null,
    kind text not null,
    enabled boolean not null,
    constraint notification_preferences_kind_known check ((kind = any (public.notification_kinds()))),
    constraint notification_preferences_pkey primary key (user_id, kind),
    constraint notification_preferences_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);

alter table public.notification_preferences enable row level security;

create policy "Users manage their own notification preferences" on public.notification_preferences to authenticated
  using ((user_id = (select auth.uid())))
  with check ((user_id = (select auth.uid())));

grant select, insert, delete, update on public.notification_preferences to authenticated;
grant all on public.notification_preferences to service_role;

-- One-click unsubscribe links: a random token per e-mail, only its sha-256 stored.
create table public.unsubscribe_links (
    token_hash text not null,
    user_id uuid not null,
    kind text not null,
    created_at timestamptz default now() not null,
    constraint unsubscribe_links_kind_check check ((kind = any (public.notification_kinds()))),
    constraint unsubscribe_links_pkey primary key (token_hash),
    constraint unsubscribe_links_user_id_fkey foreign key (user_id) references auth.users(id) on delete cascade
);

create index unsubscribe_links_user_id_idx on public.unsubscribe_links using btree (user_id);

alter table public.unsubscribe_links enable row level security;

grant all on public.unsubscribe_links to service_role;

-- Queues one e-mail for each captain of the teams who has not turned the kind off, in the first
-- team's organisation.
create function public.notify_captains(team_ids bigint[], kind text, subject text, body text) returns void
    language sql security definer
    set search_path to ''
    as $$
  insert into public.notification_outbox (user_id, kind, subject, body, organisation_id)
  select distinct c.user_id, notify_captains.kind, notify_captains.subject, notify_captains.body,
    (select t.organisation_id from public.teams t where t.id = notify_captains.team_ids[1])
  from unnest(notify_captains.team_ids) as t(id)
  cross join lateral public.team_captains(t.id) as c(user_id)
  where not exists (
    select 1 from public.notification_preferences p
    where p.user_id = c.user_id and p.kind = notify_captains.kind and not p.enabled
  )
$$;
revoke execute on function public.notify_captains(team_ids bigint[], kind text, subject text, body text) from public;
grant execute on function public.notify_captains(team_ids bigint[], kind text, subject text, body text) to service_role;

-- A fixture postponed, voided, forfeited (final with forfeit set) or moved to another kick-off.
-- A postponement names its reason: postponed (no date yet), or postponed to a new kick-off in the
-- same change ("postponed to ...").
create function public.notify_fixture_change() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  home text;
  away text;
  what text;
  why text := '';
  fmt constant text := 'FMDay FMDD FMMonth YYYY at HH24:MI';
begin
  if new.status::text in ('postponed', 'void') and new.status is distinct from old.status then
    what := case new.status::text when 'postponed' then 'postponed' else 'void' end;
  elsif (to_jsonb(new) ->> 'forfeit') is not null and (to_jsonb(old) ->> 'forfeit') is null then
    what := 'forfeited';
  elsif new.kickoff_at is distinct from old.kickoff_at
        and new.postpone_reason is distinct from old.postpone_reason and new.postpone_reason is not null then
    what := 'postponed to';
  elsif new.kickoff_at is distinct from old.kickoff_at then
    what := 'rescheduled';
  else
    return new;
  end if;
  if what in ('postponed', 'postponed to') and new.postpone_reason is not null then
    why := format(' Reason: %s', new.postpone_reason);
  end if;
  select t.name into home from public.teams t where t.id = new.home_team_id;
  select t.name into away from public.teams t where t.id = new.away_team_id;
  perform public.notify_captains(
    array[new.home_team_id, new.away_team_id], 'fixture',
    format('%s v %s: %s', home, away,
      case what when 'rescheduled' then 'new date' when 'void' then 'void'
        when 'postponed to' then 'postponed to a new date' else what end),
    case what
      when 'rescheduled' then format('%s v %s has moved to %s (UTC).', home, away,
        to_char(new.kickoff_at at time zone 'UTC', fmt))
      when 'void' then format('%s v %s has been made void: it does not count.', home, away)
      when 'forfeited' then format('%s v %s has been decided by forfeit.', home, away)
      when 'postponed to' then format('%s v %s, due %s (UTC), has been postponed to %s (UTC).%s', home, away,
        to_char(old.kickoff_at at time zone 'UTC', fmt), to_char(new.kickoff_at at time zone 'UTC', fmt), why)
      else format('%s v %s, due %s (UTC), has been postponed.%s', home, away,
        to_char(old.kickoff_at at time zone 'UTC', fmt), why)
    end);
  return new;
end
$$;

create trigger fixtures_notify_captains after update on public.fixtures
  for each row execute function public.notify_fixture_change();

-- A transfer request approved or rejected: both teams' captains hear.
create function public.notify_transfer_decided() returns trigger
    language plpgsql security definer
    set search_path to ''
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

-- The captains hear: the other captain when a result awaits them, both when one is disputed. The
-- link opens the result page ({site}/fixtures/{id}; {site} becomes the site's address when sent).
create function public.notify_confirmation_change() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  home text;
  away text;
  score text;
  link text := format('{site}/fixtures/%s', new.id);
begin
  if new.confirmation is not distinct from old.confirmation
     or new.confirmation not in ('awaiting', 'disputed') then
    return new;
  end if;
  select t.name into home from public.teams t where t.id = new.home_team_id;
  select t.name into away from public.teams t where t.id = new.away_team_id;
  select format('%s-%s', count(*) filter (where fr.winner = 'home'), count(*) filter (where fr.winner = 'away'))
    into score from public.frames fr where fr.fixture_id = new.id;
  if new.confirmation = 'awaiting' then
    perform public.notify_captains(
      array[case when new.completed_by_team_id = new.home_team_id then new.away_team_id else new.home_team_id end],
      'confirmation', format('%s v %s: please confirm the result', home, away),
      format('%s v %s finished %s. Please confirm or dispute the result within 48 hours '
        || '(it counts after that): %s', home, away, score, link));
  else
    perform public.notify_captains(
      array[new.home_team_id, new.away_team_id], 'confirmation',
      format('%s v %s: result disputed', home, away),
      format('The result of %s v %s (%s) is disputed: "%s". An organiser will settle it: %s',
        home, away, score, new.dispute_reason, link));
  end if;
  return new;
end
$$;
revoke execute on function public.notify_confirmation_change() from public;

create trigger fixtures_notify_confirmation after update on public.fixtures
  for each row execute function public.notify_confirmation_change();

-- The captains of a team: its captain_user_id and every captain role on it.
create function public.team_captains(team_id bigint) returns setof uuid
    language sql stable security definer
    set search_path to ''
    as $$
  select t.captain_user_id from public.teams t
  where t.id = team_captains.team_id and t.captain_user_id is not null
  union
  select r.user_id from public.user_roles r where r.role = 'captain' and r.team_id = team_captains.team_id
$$;
revoke execute on function public.team_captains(team_id bigint) from public;
grant execute on function public.team_captains(team_id bigint) to service_role;
