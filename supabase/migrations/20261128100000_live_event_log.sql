-- Live events are logged (live_events, the last ten minutes) as they are announced, and carry their
-- log id ("logId"), so a live stream that was cut resumes from its client's Last-Event-ID with nothing
-- lost (api/live-replay.ts): Supabase's gateway ends a response after 150 s idle, and an Edge Function
-- run at its wall-clock limit. Every pg_notify of cueboard_live becomes announce_live(); notify_live()
-- and notify_screen_live() become security definer, since no client may write the log.

create table public.live_events (
    id bigint generated always as identity,
    payload jsonb not null,
    created_at timestamptz default now() not null,
    constraint live_events_pkey primary key (id)
);

-- live_events: pruning finds the rows older than ten minutes without a scan.
create index live_events_created_at_idx on public.live_events using btree (created_at);

alter table public.live_events enable row level security;

-- No policy and no grant for clients (Supabase's default privileges would give them one).
revoke all on public.live_events from anon, authenticated;
grant select on public.live_events to service_role;

-- Removes live events older than ten minutes (a range of the created_at index); skip locked, so two
-- writers pruning at once never wait on each other.
create function public.prune_live_events() returns void
    language plpgsql
    set search_path to ''
    as $$
begin
  delete from public.live_events e
  where e.id in (
    select x.id from public.live_events x
    where x.created_at < now() - interval '10 minutes'
    for update skip locked
  );
end
$$;
revoke execute on function public.prune_live_events() from public;

-- Announces one live event: logged (its id orders the stream and is the SSE id), then notified on
-- cueboard_live with that id as "logId". One in 64 prunes the log, so a write usually costs one insert.
-- Called only by the security definer trigger functions that announce changes; no client may call it.
create function public.announce_live(event jsonb) returns void
    language plpgsql
    set search_path to ''
    as $$
declare
  logged bigint;
begin
  insert into public.live_events (payload) values (event) returning id into logged;
  if logged % 64 = 0 then
    perform public.prune_live_events();
  end if;
  perform pg_notify('cueboard_live', (event || jsonb_build_object('logId', logged))::text);
end
$$;
revoke execute on function public.announce_live(event jsonb) from public;

create or replace function public.notify_live() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  r record;
  ids jsonb;
  visible boolean := true;
  version bigint := (extract(epoch from clock_timestamp()) * 1000000)::bigint;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  case tg_table_name
    when 'fixtures' then
      ids := jsonb_build_object('fixtureId', r.id, 'divisionId', r.division_id, 'status', r.status,
        'version', version);
    when 'frames' then
      ids := jsonb_build_object('frameId', r.id, 'fixtureId', r.fixture_id,
        'divisionId', (select f.division_id from public.fixtures f where f.id = r.fixture_id),
        'frameNo', r.frame_no, 'winner', r.winner, 'version', version)
        -- The score as core/rules/score.ts counts it ('na' for nobody), tied by tests/db/live-notify.test.ts.
        || (select jsonb_build_object('homeScore', count(*) filter (where fr.winner = 'home'),
              'awayScore', count(*) filter (where fr.winner = 'away'))
            from public.frames fr where fr.fixture_id = r.fixture_id);
    when 'wallboards' then
      ids := jsonb_build_object('wallboardId', r.id);
      -- Public before or after the change: anonymous displays of it must hear that it changed.
      visible := coalesce(tg_op <> 'INSERT' and old.is_public, false)
        or coalesce(tg_op <> 'DELETE' and new.is_public, false);
    when 'wallboard_sponsors' then
      ids := jsonb_build_object('wallboardId', r.wallboard_id, 'sponsorId', r.sponsor_id);
      visible := exists (select 1 from public.wallboards w where w.id = r.wallboard_id and w.is_public);
    when 'sponsors' then
      ids := jsonb_build_object('sponsorId', r.id);
      -- The anonymous read policy on sponsors: active now.
      visible := coalesce(tg_op <> 'INSERT'
          and (old.active_from is null or old.active_from <= now())
          and (old.active_to is null or old.active_to >= now()), false)
        or coalesce(tg_op <> 'DELETE'
          and (new.active_from is null or new.active_from <= now())
          and (new.active_to is null or new.active_to >= now()), false);
    else
      ids := '{}'::jsonb;
  end case;
  perform public.announce_live(jsonb_build_object('type', tg_table_name || '.' || lower(tg_op))
    || jsonb_strip_nulls(ids || jsonb_build_object('private', case when visible then null else true end)));
  return null;
end
$$;

create or replace function public.notify_screen_live() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  r public.screens;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_op = 'UPDATE' and new.name is not distinct from old.name
     and new.wallboard_id is not distinct from old.wallboard_id
     and new.token_hash is not distinct from old.token_hash
     and new.command_id is not distinct from old.command_id then
    return null;
  end if;
  perform public.announce_live(jsonb_strip_nulls(jsonb_build_object(
    'type', 'screens.' || lower(tg_op), 'screenId', r.id, 'wallboardId', r.wallboard_id)));
  return null;
end
$$;

create or replace function public.standings_follow_members() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if tg_op = 'INSERT' then
    insert into public.standings (division_id, team_id) values (new.division_id, new.team_id)
    on conflict on constraint standings_division_team_key do nothing;
    perform public.announce_live(jsonb_build_object('type', 'standings.update', 'divisionId', new.division_id));
  else
    delete from public.standings s
    where s.division_id = old.division_id and s.team_id = old.team_id
      and not exists (
        select 1 from public.team_results r where r.division_id = old.division_id and r.team_id = old.team_id);
    perform public.announce_live(jsonb_build_object('type', 'standings.update', 'divisionId', old.division_id));
  end if;
  return null;
end
$$;

create or replace function public.refresh_standings(division_id bigint) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  d_id bigint := refresh_standings.division_id;
begin
  -- Locking the division serialises two recomputes of it (two matches completed at once).
  perform 1 from public.divisions d where d.id = d_id for update of d;
  if not found then
    raise exception 'Division % not found', d_id using errcode = 'P0002';
  end if;
  if not (
    public.is_trusted_caller() or public.is_organiser()
    or exists (select 1 from public.division_teams dt where dt.division_id = d_id and public.is_captain_of(dt.team_id))
    or exists (
      select 1 from public.fixtures f
      where f.division_id = d_id and (public.is_captain_of(f.home_team_id) or public.is_captain_of(f.away_team_id))
    )
  ) then
    raise exception 'Only an organiser or a captain in this division can recompute its standings'
      using errcode = '42501';
  end if;

  with results as materialized (
    select r.team_id, r.frames_for, r.frames_against, r.result, r.points
    from public.team_results r where r.division_id = d_id
  ),
  teams as (
    select dt.team_id from public.division_teams dt where dt.division_id = d_id
    union
    select r.team_id from results r
  ),
  removed as (
    delete from public.standings s
    where s.division_id = d_id and s.team_id not in (select t.team_id from teams t)
  )
  insert into public.standings as s
    (division_id, team_id, played, won, drawn, lost, frames_for, frames_against, points)
  select d_id, t.team_id,
    count(r.team_id)::integer,
    (count(r.team_id) filter (where r.result = 'won'))::integer,
    (count(r.team_id) filter (where r.result = 'drawn'))::integer,
    (count(r.team_id) filter (where r.result = 'lost'))::integer,
    coalesce(sum(r.frames_for), 0)::integer,
    coalesce(sum(r.frames_against), 0)::integer,
    coalesce(sum(r.points), 0)::integer
  from teams t left join results r on r.team_id = t.team_id
  group by t.team_id
  on conflict on constraint standings_division_team_key do update set
    played = excluded.played, won = excluded.won, drawn = excluded.drawn, lost = excluded.lost,
    frames_for = excluded.frames_for, frames_against = excluded.frames_against, points = excluded.points;

  perform public.announce_live(jsonb_build_object('type', 'standings.update', 'divisionId', d_id));
end
$$;
