-- The idempotency ledger and the rate-limit counters forget rows after 24 hours, so neither grows
-- forever. Each insert first removes the expired rows (an index range scan, usually empty), so no
-- scheduler is needed on any deployment, and a key used again after 24 hours starts afresh: a
-- request is a replay only within 24 hours of the first, and a rate-limit window longer than
-- 24 hours is cut to 24 hours.

-- idempotency_keys: a stored answer is replayed for 24 hours after the first request.
create index idempotency_keys_created_at_idx on public.idempotency_keys (created_at);

create function public.purge_expired_idempotency_keys() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- skip locked: a row another request is deleting or answering is left to it, never waited for.
  delete from public.idempotency_keys k
  where k.key in (
    select x.key from public.idempotency_keys x
    where x.created_at < now() - interval '24 hours'
    for update skip locked
  );
  return null;
end
$$;
create trigger idempotency_keys_purge_expired before insert on public.idempotency_keys
  for each statement execute function public.purge_expired_idempotency_keys();

-- auth.rate_limits (ours, from the embedded-auth migration, on Supabase too): a counter whose
-- window began more than 24 hours ago has expired; deleting it is the same as its next hit
-- starting a new window.
create function public.purge_expired_rate_limits() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from auth.rate_limits r
  where r.key in (
    select x.key from auth.rate_limits x
    where x.window_start < now() - interval '24 hours'
    for update skip locked
  );
  return null;
end
$$;

create index rate_limits_window_start_idx on auth.rate_limits (window_start);
create trigger rate_limits_purge_expired before insert on auth.rate_limits
  for each statement execute function public.purge_expired_rate_limits();
