-- Dayparting: a screen's weekly schedule. Outside its slots a screen shows its default wallboard
-- (screens.wallboard_id). Times are wall-clock times in the league's time zone (TIME_ZONE); a slot
-- ends on the day it starts ('24:00' at the latest). The API refuses overlapping slots (one rule,
-- core/rules/schedule.ts, which the TV also uses to follow the schedule offline).
create table public.screen_schedule_slots (
  id bigint generated always as identity primary key,
  screen_id bigint not null references public.screens (id) on delete cascade,
  wallboard_id bigint not null references public.wallboards (id) on delete cascade,
  days smallint[] not null,
  starts_at time not null,
  ends_at time not null,
  created_at timestamptz not null default now(),
  constraint screen_schedule_slots_days_valid check (
    cardinality(days) between 1 and 7 and days <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]
  ),
  constraint screen_schedule_slots_ends_after_start check (ends_at > starts_at)
);
create index screen_schedule_slots_screen_id_idx on public.screen_schedule_slots (screen_id);
create index screen_schedule_slots_wallboard_id_idx on public.screen_schedule_slots (wallboard_id);

alter table public.screen_schedule_slots enable row level security;
revoke all on public.screen_schedule_slots from anon, authenticated;
grant select, insert, delete on public.screen_schedule_slots to authenticated;
grant all on public.screen_schedule_slots to service_role;
create policy "Organisers can see screen schedules" on public.screen_schedule_slots
  for select to authenticated using ((select public.is_organiser()));
create policy "Organisers can add schedule slots" on public.screen_schedule_slots
  for insert to authenticated with check ((select public.is_organiser()));
create policy "Organisers can remove schedule slots" on public.screen_schedule_slots
  for delete to authenticated using ((select public.is_organiser()));
