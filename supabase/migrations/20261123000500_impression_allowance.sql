-- Proof of play that sponsors can trust: impressions are recorded only through POST /api/impressions
-- (as the service role, after its checks), and a wallboard earns at most what its rotation could
-- have shown: per screen (a paired screen, a signed-in user or a client address) and per minute of
-- shownAt, at most per_minute impressions (the API passes the rule: its 10 s slots, plus one).

-- Displays no longer insert directly (through PostgREST an anonymous insert bypassed every limit);
-- organisers keep managing impressions through their own policy.
drop policy "Displays can record impressions on wallboards they can see" on public.sponsor_impressions;
revoke insert (sponsor_id, wallboard_id, shown_at, duration_ms, client_id)
  on public.sponsor_impressions from anon;

-- How many impressions one screen has been credited with, per wallboard and minute of shownAt.
-- Rows older than the oldest accepted shownAt (7 days) are pruned by the API.
create table public.impression_minutes (
  wallboard_id bigint not null references public.wallboards (id) on delete cascade,
  viewer text not null,
  minute timestamptz not null,
  shown integer not null,
  constraint impression_minutes_pkey primary key (wallboard_id, viewer, minute)
);
create index impression_minutes_minute_idx on public.impression_minutes (minute);

alter table public.impression_minutes enable row level security;
revoke all on public.impression_minutes from public, anon, authenticated;
grant all on public.impression_minutes to service_role;

-- Records one impression and says what became of it: 'duplicate' (its client id is known),
-- 'not_assigned' (the sponsor is not on the wallboard), 'over_limit' (this viewer's minute already
-- holds per_minute impressions on this wallboard) or 'recorded'. A duplicate never uses up the minute,
-- so a replayed batch counts once.
create function public.record_impression(
  sponsor_id bigint,
  wallboard_id bigint,
  duration_ms integer,
  client_id uuid,
  shown_at timestamptz,
  viewer text,
  per_minute integer
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
  insert into public.sponsor_impressions (sponsor_id, wallboard_id, duration_ms, client_id, shown_at)
  values (record_impression.sponsor_id, record_impression.wallboard_id, record_impression.duration_ms,
          record_impression.client_id, record_impression.shown_at)
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

revoke all on function public.record_impression(bigint, bigint, integer, uuid, timestamptz, text, integer)
  from public, anon, authenticated;
grant execute on function public.record_impression(bigint, bigint, integer, uuid, timestamptz, text, integer)
  to service_role;
