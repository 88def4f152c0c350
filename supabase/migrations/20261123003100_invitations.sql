-- Invitations: an organiser (or a captain, for players of their own team) invites an e-mail address
-- to a role; the invitee follows the e-mailed link, chooses a password and gets the role then.
-- The link carries a 32-byte random token; only its sha-256 is kept, so a leaked table or backup
-- holds no working link. Status is derived (pending, accepted, revoked, expired), never stored.
-- Only the API's own role sets a token: an inviter who could choose or read one could accept the
-- invitation as the invitee, without the invitee's mailbox.

-- One invitation. A resend replaces token_hash (the old link dies) and expires_at; token_hash is null
-- only until the API has set the first link.
create table public.invitations (
  id bigint generated always as identity primary key,
  email varchar(255) not null,
  role public.app_role not null,
  team_id bigint references public.teams (id) on delete cascade,
  player_id bigint references public.players (id) on delete set null,
  invited_by uuid references auth.users (id) on delete set null,
  token_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  resent_at timestamptz,
  resend_count integer not null default 0,
  constraint invitations_token_hash_key unique (token_hash),
  constraint invitations_email_lowercase check (email = lower(email)),
  constraint invitations_captain_has_team check (role <> 'captain' or team_id is not null),
  constraint invitations_organiser_has_no_team check (role <> 'organiser' or team_id is null)
);
-- The list is read newest first; captains read their team's.
create index invitations_team_id_idx on public.invitations (team_id);
create index invitations_email_idx on public.invitations (email);

-- Organisers manage every invitation; a captain reads, creates and revokes only player invitations
-- to a team they captain, naming only a player on that team's roster. Nobody anonymous. End users may
-- neither read nor write token_hash, expires_at or the acceptance (the API sets those as the service
-- role), so no API role can read a link back or make one of its own.
alter table public.invitations enable row level security;
revoke all on public.invitations from public, anon, authenticated;
grant select (id, email, role, team_id, player_id, invited_by, created_at, expires_at, accepted_at,
  accepted_by, revoked_at, resent_at, resend_count) on public.invitations to authenticated;
grant insert (email, role, team_id, player_id, invited_by) on public.invitations to authenticated;
grant update (revoked_at) on public.invitations to authenticated;
grant all on public.invitations to service_role;
create policy "Organisers can manage invitations" on public.invitations
  for all to authenticated
  using ((select public.is_organiser())) with check ((select public.is_organiser()));
create policy "Captains can read their team's player invitations" on public.invitations
  for select to authenticated
  using (role = 'player' and public.is_captain_of(team_id));
create policy "Captains can invite players to their own team" on public.invitations
  for insert to authenticated
  with check (
    role = 'player' and public.is_captain_of(team_id) and invited_by = (select auth.uid())
    and (player_id is null or exists (
      select 1 from public.team_players tp
      where tp.player_id = invitations.player_id and tp.team_id = invitations.team_id and tp.is_active
    ))
  );
create policy "Captains can revoke their team's player invitations" on public.invitations
  for update to authenticated
  using (role = 'player' and public.is_captain_of(team_id))
  with check (role = 'player' and public.is_captain_of(team_id));

-- How many hits `key` has taken in its current window, without taking one: a limit that counts
-- only failures (wrong invitation tokens) checks this before the work and takes a hit after a
-- failure, so a client over the limit is refused even when it guesses right.
create function public.rate_limit_used(key text, per_seconds integer) returns integer
language sql stable security definer
set search_path = ''
as $$
  select coalesce((
    select r.hits from auth.rate_limits r
    where r.key = rate_limit_used.key
      and r.window_start > now() - make_interval(secs => rate_limit_used.per_seconds)
  ), 0)
$$;
revoke all on function public.rate_limit_used(text, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_used(text, integer) to service_role;
