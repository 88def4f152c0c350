-- Teams, players, who plays in which division, and rosters with their transfers.

-- A team; its optional captain is a signed-in user (see the captain trigger in the RLS migration).
create table public.teams (
  id bigint generated always as identity primary key,
  name varchar(255) not null,
  captain_user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- A person who plays; user_id links them to an account when they have one.
create table public.players (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete set null,
  full_name varchar(255) not null,
  nickname varchar(100),
  created_at timestamptz not null default now()
);
create index players_user_id_idx on public.players (user_id);

-- A team entered in a division. Goes with either side.
create table public.division_teams (
  id bigint generated always as identity primary key,
  division_id bigint not null references public.divisions (id) on delete cascade,
  team_id bigint not null references public.teams (id) on delete cascade,
  seed integer not null default 0,
  created_at timestamptz not null default now(),
  constraint division_teams_division_team_key unique (division_id, team_id)
);
create index division_teams_team_id_idx on public.division_teams (team_id);

-- A roster entry. Entries are kept after a player leaves (left_at, is_active false) as history.
create table public.team_players (
  id bigint generated always as identity primary key,
  team_id bigint not null references public.teams (id) on delete cascade,
  player_id bigint not null references public.players (id) on delete cascade,
  joined_at timestamptz not null default now(),
  left_at timestamptz,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
-- A player is on a team's active roster at most once.
create unique index team_players_one_active_entry on public.team_players (team_id, player_id) where is_active;
create index team_players_player_id_idx on public.team_players (player_id);

-- A request to move a player between teams, decided by approve_transfer()/reject_transfer().
-- Transfers go with their player or either team: without them the request means nothing.
create table public.transfers (
  id bigint generated always as identity primary key,
  player_id bigint not null references public.players (id) on delete cascade,
  from_team_id bigint not null references public.teams (id) on delete cascade,
  to_team_id bigint not null references public.teams (id) on delete cascade,
  status public.transfer_status not null default 'pending',
  requested_at timestamptz not null default now(),
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  constraint transfers_teams_differ check (from_team_id <> to_team_id)
);
create index transfers_player_id_idx on public.transfers (player_id);
