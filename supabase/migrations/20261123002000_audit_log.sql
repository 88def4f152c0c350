-- The audit log: the database itself records every change to the league's tables (so changes made
-- through the CLI, the API or plain SQL are all caught): who, when, which row, and the changed fields
-- before and after. Nobody may change or remove a record once written, organisers included.

-- One change to one row. user_id is null for changes made without a signed-in user ("system"); it
-- keeps no foreign key, so the record outlives the user.
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id uuid,
  table_name text not null,
  row_id bigint not null,
  action text not null,
  before jsonb,
  after jsonb,
  constraint audit_log_action_known check (action in ('insert', 'update', 'delete'))
);
-- The History panels read one row's changes newest first. No other index: each one costs every
-- audited write (the /audit page's other filters walk the primary key, newest first).
create index audit_log_row_idx on public.audit_log (table_name, row_id, id desc);

-- Organisers read it; nobody writes it except record_audit() below, and nobody updates or deletes it.
alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;
create policy "Organisers can read the audit log" on public.audit_log
  for select to authenticated using ((select public.is_organiser()));

-- Append-only even for the table's owner and superusers, whom grants and RLS do not stop.
create function public.refuse_audit_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'The audit log is append-only' using errcode = 'P0001';
end
$$;
create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function public.refuse_audit_change();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.refuse_audit_change();

-- A row as jsonb without its secrets: columns named token or *_hash never reach the log.
create function public.audit_redact(j jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  from jsonb_each(j) where key <> 'token' and key not like '%\_hash'
$$;

-- The trigger on each audited table. Inserts and deletes keep the whole row; updates keep only the
-- changed columns, and an update that changes nothing (updated_at and the columns named in the
-- trigger's arguments aside, such as a screen's heartbeat) is not recorded. Security definer, since
-- no API role may insert into the log itself.
create function public.record_audit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.audit_log (user_id, table_name, row_id, action, after)
    values (auth.uid(), tg_table_name, new.id, 'insert', public.audit_redact(to_jsonb(new)));
    return null;
  elsif tg_op = 'DELETE' then
    insert into public.audit_log (user_id, table_name, row_id, action, before)
    values (auth.uid(), tg_table_name, old.id, 'delete', public.audit_redact(to_jsonb(old)));
    return null;
  end if;
  insert into public.audit_log (user_id, table_name, row_id, action, before, after)
  select auth.uid(), tg_table_name, new.id, 'update', jsonb_object_agg(n.key, o.value),
         jsonb_object_agg(n.key, n.value)
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value and n.key <> 'updated_at' and n.key <> 'token'
    and n.key not like '%\_hash' and n.key <> all (coalesce(tg_argv, array[]::text[]))
  having count(*) > 0;
  return null;
end
$$;
revoke execute on function public.record_audit(), public.refuse_audit_change() from public;

-- Every table of the league, its people, its nights and its displays.
create trigger leagues_audit after insert or update or delete on public.leagues
  for each row execute function public.record_audit();
create trigger divisions_audit after insert or update or delete on public.divisions
  for each row execute function public.record_audit();
create trigger transfer_windows_audit after insert or update or delete on public.transfer_windows
  for each row execute function public.record_audit();
create trigger teams_audit after insert or update or delete on public.teams
  for each row execute function public.record_audit();
create trigger players_audit after insert or update or delete on public.players
  for each row execute function public.record_audit();
create trigger division_teams_audit after insert or update or delete on public.division_teams
  for each row execute function public.record_audit();
create trigger team_players_audit after insert or update or delete on public.team_players
  for each row execute function public.record_audit();
create trigger transfers_audit after insert or update or delete on public.transfers
  for each row execute function public.record_audit();
create trigger venues_audit after insert or update or delete on public.venues
  for each row execute function public.record_audit();
create trigger venue_tables_audit after insert or update or delete on public.venue_tables
  for each row execute function public.record_audit();
create trigger fixtures_audit after insert or update or delete on public.fixtures
  for each row execute function public.record_audit();
create trigger frames_audit after insert or update or delete on public.frames
  for each row execute function public.record_audit();
create trigger sponsors_audit after insert or update or delete on public.sponsors
  for each row execute function public.record_audit();
create trigger wallboards_audit after insert or update or delete on public.wallboards
  for each row execute function public.record_audit();
create trigger wallboard_sponsors_audit after insert or update or delete on public.wallboard_sponsors
  for each row execute function public.record_audit();
create trigger screens_audit after insert or update or delete on public.screens
  for each row execute function public.record_audit('last_seen_at', 'user_agent', 'app_version');
create trigger user_roles_audit after insert or update or delete on public.user_roles
  for each row execute function public.record_audit();
