-- Proof-of-play per screen: an impression sent by a paired screen remembers which screen showed it,
-- so a sponsor's report can say which TV earned what. Impressions from browsers (a public wallboard
-- opened on a laptop) keep a null screen. Losing the screen keeps the impression: it was shown.
alter table public.sponsor_impressions
  add column screen_id bigint references public.screens (id) on delete set null;
create index sponsor_impressions_screen_id_idx on public.sponsor_impressions (screen_id);
-- Reports read one sponsor's impressions over a date range.
create index sponsor_impressions_sponsor_id_shown_at_idx on public.sponsor_impressions (sponsor_id, shown_at);

-- The same rule as before (20261123000500_impression_allowance.sql), with the showing screen stored.
drop function public.record_impression(bigint, bigint, integer, uuid, timestamptz, text, integer);
create function public.record_impression(
  sponsor_id bigint,
  wallboard_id bigint,
  duration_ms integer,
  client_id uuid,
  shown_at timestamptz,
  viewer text,
  per_minute integer,
  screen_id bigint
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  slot timestamptz := to_timestamp(floor(extract(epoch from record_impression.shown_at) / 60) * 60);
  new_id bigint;
begin
  if record_impression.client_id is not null and exists (
    select 1 from public.sponsor_impressions i where i.client_id = record_impression.client_id
  ) then
    return 'duplicate';
  end if;
  if not exists (
    select 1 from public.wallboard_sponsors ws
    where ws.wallboard_id = record_impression.wallboard_id and ws.sponsor_id = record_impression.sponsor_id
  ) then
    return 'not_assigned';
  end if;
  -- One statement: concurrent requests for the same minute cannot both take its last slot.
  insert into public.impression_minutes as m (wallboard_id, viewer, minute, shown)
  values (record_impression.wallboard_id, record_impression.viewer, slot, 1)
  on conflict on constraint impression_minutes_pkey do update set shown = m.shown + 1
    where m.shown < record_impression.per_minute;
  if not found then
    return 'over_limit';
  end if;
  insert into public.sponsor_impressions (sponsor_id, wallboard_id, duration_ms, client_id, shown_at, screen_id)
  values (record_impression.sponsor_id, record_impression.wallboard_id, record_impression.duration_ms,
          record_impression.client_id, record_impression.shown_at, record_impression.screen_id)
  on conflict on constraint sponsor_impressions_client_id_key do nothing
  returning id into new_id;
  if new_id is null then
    -- A concurrent request recorded the same client id first: give the slot back.
    update public.impression_minutes m set shown = m.shown - 1
    where m.wallboard_id = record_impression.wallboard_id and m.viewer = record_impression.viewer
      and m.minute = slot;
    return 'duplicate';
  end if;
  return 'recorded';
end;
$$;

revoke all on function public.record_impression(bigint, bigint, integer, uuid, timestamptz, text, integer, bigint)
  from public, anon, authenticated;
grant execute on function public.record_impression(bigint, bigint, integer, uuid, timestamptz, text, integer, bigint)
  to service_role;
