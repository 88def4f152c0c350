-- The enumerations of spec section 4, and the one trigger function every table with updated_at uses.

-- A product role held in user_roles (a captain is scoped to a team).
create type public.app_role as enum ('organiser', 'captain', 'player');

-- A fixture moves scheduled -> in_play -> final.
create type public.fixture_status as enum ('scheduled', 'in_play', 'final');

-- Who won a frame; na (not played / not decided) is ignored by the standings.
create type public.frame_winner as enum ('home', 'away', 'na');

-- A transfer request is decided once: pending -> approved or rejected.
create type public.transfer_status as enum ('pending', 'approved', 'rejected');

-- What a wallboard shows. playlist is only rendered, the admin form offers the first five.
create type public.wallboard_type as enum (
  'live_scores', 'fixtures', 'league_table', 'sponsors', 'now_playing', 'playlist'
);

-- updated_at is the database's job, so clients can never set it wrongly.
create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
