-- Issue 28: e-mails carry the organisation's name. Each queued notification remembers the
-- organisation of the team it is about (the first team named), so the sender (server/notifications.ts)
-- can name it when the deployment hosts more than one. Rows queued before this change belong to the
-- first organisation, the one all data was given by 20261129200000_organisations.sql.
alter table public.notification_outbox add column organisation_id bigint;
alter table public.notification_outbox add constraint notification_outbox_organisation_id_fkey
  foreign key (organisation_id) references public.organisations(id) on delete cascade;
update public.notification_outbox set organisation_id = (select min(o.id) from public.organisations o);

-- Queues one e-mail for each captain of the teams who has not turned the kind off, in the first
-- team's organisation.
create or replace function public.notify_captains(team_ids bigint[], kind text, subject text, body text) returns void
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
