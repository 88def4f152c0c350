-- Storage for the embedded, Supabase-Auth-compatible /auth/v1 of the host (server/auth/).
-- Column names follow GoTrue's own tables, and everything is created only when absent, so this
-- file is harmless on a Supabase project, where GoTrue owns these tables.

-- One row per signed-in device. Logout deletes the row (as GoTrue does), so the API can reject
-- an access token whose session_id is gone.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  not_after timestamptz,
  aal text not null default 'aal1',
  -- How the session was authenticated (password, otp, email/signup); GoTrue keeps this in
  -- mfa_amr_claims, one table more than the embedded host needs.
  amr_method text not null default 'password',
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens rotate: each refresh revokes the presented token and issues a child whose
-- parent is the presented one. Reuse of a revoked token revokes the whole session.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Confirmation links: only the hash of the secret is stored (GoTrue: sha224(email || otp),
-- prefixed with pkce_ in the PKCE flow).
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null,
  relates_to text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create index if not exists one_time_tokens_user_id_idx on auth.one_time_tokens (user_id, token_type);

-- PKCE flows: created on /signup or /resend with a code challenge, given an auth_code by
-- GET /verify, consumed (deleted) by grant_type=pkce.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null default 'email',
  authentication_method text not null default 'email/signup',
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id);

-- Fixed-window counters kept in Postgres, so several hosts on one database agree on limits.
create table if not exists auth.rate_limits (
  key text primary key,
  window_start timestamptz not null default now(),
  hits integer not null default 0
);

-- The local mailbox of the embedded host (used only while no SMTP_URL is set); kept in the
-- database so it survives restarts and is shared by several hosts.
create table if not exists auth.mailbox_messages (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);

-- Counts one hit on `key`; true while at most max_hits hits fell in the current window of
-- per_seconds seconds. The upsert is one statement, so concurrent callers cannot both slip in.
create or replace function public.take_rate_limit(key text, max_hits integer, per_seconds integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  insert into auth.rate_limits as r (key, window_start, hits)
  values (take_rate_limit.key, now(), 1)
  on conflict on constraint rate_limits_pkey do update
    set hits = case when r.window_start <= now() - make_interval(secs => take_rate_limit.per_seconds)
                    then 1 else r.hits + 1 end,
        window_start = case when r.window_start <= now() - make_interval(secs => take_rate_limit.per_seconds)
                            then now() else r.window_start end
  returning r.hits into taken;
  return taken <= max_hits;
end;
$$;

revoke all on function public.take_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, integer, integer) to service_role;
