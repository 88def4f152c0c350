-- Leagues and their divisions, transfer windows and history snapshots. Deleting a league removes
-- all of them (spec section 3); fixtures, standings and wallboards follow through their own keys.

-- A competition for one season. settings drive the standings (DESIGN.md, Standings).
create table public.leagues (
  id bigint generated always as identity primary key,
  name varchar(255) not null,
  season varchar(100) not null,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  settings jsonb not null default
    '{"format":"round_robin","points":{"win":3,"draw":1,"loss":0,"per_frame":1},"bonus":{"clean_sweep":2}}'::jsonb,
  created_at timestamptz not null default now()
);

-- A tier of a league, shown in sort_order.
create table public.divisions (
  id bigint generated always as identity primary key,
  league_id bigint not null references public.leagues (id) on delete cascade,
  name varchar(255) not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index divisions_league_id_idx on public.divisions (league_id);

-- When transfers may be approved in a league.
create table public.transfer_windows (
  id bigint generated always as identity primary key,
  league_id bigint not null references public.leagues (id) on delete cascade,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint transfer_windows_closes_after_opens check (closes_at > opens_at)
);
create index transfer_windows_league_id_idx on public.transfer_windows (league_id);

-- A frozen copy of a league's standings, fixtures and results (snapshot_league_history()).
create table public.league_histories (
  id bigint generated always as identity primary key,
  league_id bigint not null references public.leagues (id) on delete cascade,
  snapshot jsonb not null,
  created_at timestamptz not null default now()
);
create index league_histories_league_id_idx on public.league_histories (league_id);
