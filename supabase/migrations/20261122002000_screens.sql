-- Paired TV screens. A fresh TV asks for a short code (RFC 8628 style), an organiser claims it on the
-- Wallboards screen, and the TV exchanges its device secret for a revocable per-screen token. Only
-- hashes of secrets and tokens are stored. The device endpoints run with service-level access; people
-- reach these tables through RLS (organisers only) and the claim_screen() function.

-- A screen: where it is (name), what it shows, and what it last told us about itself.
create table public.screens (
  id bigint generated always as identity primary key,
  name varchar(255) not null,
  wallboard_id bigint references public.wallboards (id) on delete set null,
  token_hash text,
  user_agent text,
  app_version varchar(100),
  last_seen_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint screens_token_hash_key unique (token_hash),
  constraint screens_name_not_blank check (length(btrim(name)) > 0)
);
create index screens_wallboard_id_idx on public.screens (wallboard_id);

alter table public.screens enable row level security;
revoke all on public.screens from anon, authenticated;
grant select, delete on public.screens to authenticated;
grant update (name, wallboard_id) on public.screens to authenticated;
grant all on public.screens to service_role;
create policy "Organisers can see screens" on public.screens
  for select to authenticated using ((select public.is_organiser()));
create policy "Organisers can rename and re-assign screens" on public.screens
  for update to authenticated using ((select public.is_organiser())) with check ((select public.is_organiser()));
create policy "Organisers can revoke screens" on public.screens
  for delete to authenticated using ((select public.is_organiser()));

-- A pending pairing: the code on the TV, the hash of the TV's device secret, and its poll pacing.
create table public.screen_pairings (
  id bigint generated always as identity primary key,
  code char(8) not null,
  device_secret_hash text not null,
  user_agent text,
  expires_at timestamptz not null default now() + interval '15 minutes',
  interval_seconds integer not null default 5,
  last_polled_at timestamptz,
  screen_id bigint references public.screens (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint screen_pairings_code_key unique (code),
  constraint screen_pairings_device_secret_hash_key unique (device_secret_hash),
  constraint screen_pairings_code_alphabet check (code ~ '^[BCDFGHJKLMNPQRSTVWXZ]{8}$')
);

alter table public.screen_pairings enable row level security;
revoke all on public.screen_pairings from anon, authenticated;
grant all on public.screen_pairings to service_role;

-- The code as people type it: any case, with or without the dash or spaces.
create function public.normalize_pairing_code(code text) returns text
language sql immutable
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(code, ''), '[^A-Za-z]', '', 'g'))
$$;
grant execute on function public.normalize_pairing_code(text) to anon, authenticated, service_role;

-- An organiser claims a pending code: the screen is created and the TV's next poll receives its token.
create function public.claim_screen(code text, name text, wallboard_id bigint)
returns public.screens
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.screen_pairings;
  s public.screens;
begin
  if not public.is_organiser() then
    raise exception 'Only organisers can pair screens' using errcode = '42501';
  end if;
  if not exists (select 1 from public.wallboards w where w.id = claim_screen.wallboard_id) then
    raise exception 'Wallboard not found' using errcode = 'P0002';
  end if;
  select * into p from public.screen_pairings sp
  where sp.code = public.normalize_pairing_code(claim_screen.code)
    and sp.expires_at > now() and sp.screen_id is null
  for update;
  if not found then
    raise exception 'Pairing code not found or expired' using errcode = 'P0002';
  end if;
  insert into public.screens (name, wallboard_id, user_agent, created_by)
  values (btrim(claim_screen.name), claim_screen.wallboard_id, p.user_agent, (select auth.uid()))
  returning * into s;
  update public.screen_pairings set screen_id = s.id where id = p.id;
  return s;
end
$$;
revoke execute on function public.claim_screen(text, text, bigint) from public, anon;
grant execute on function public.claim_screen(text, text, bigint) to authenticated, service_role;

-- Live events for screens: a rename, re-assignment or revocation reaches the TV within a second.
-- Heartbeats (last_seen_at, user agent, version) are not announced: they happen every 30 s per TV.
create function public.notify_screen_live() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  r public.screens;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_op = 'UPDATE' and new.name is not distinct from old.name
     and new.wallboard_id is not distinct from old.wallboard_id then
    return null;
  end if;
  perform pg_notify('cueboard_live', jsonb_strip_nulls(jsonb_build_object(
    'type', 'screens.' || lower(tg_op), 'screenId', r.id, 'wallboardId', r.wallboard_id))::text);
  return null;
end
$$;

create trigger screens_notify_live after insert or update or delete on public.screens
  for each row execute function public.notify_screen_live();
