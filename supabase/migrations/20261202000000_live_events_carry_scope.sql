-- Issue 30: a paired TV hears only the leagues, divisions and venues its boards show (api/live-scope.ts),
-- so a write reaches the TVs that show it rather than every TV of the deployment. Events about a match
-- say where it is played: announce_live() adds the league of the division an event names, and
-- notify_live() the venue (fixtures, frames, breaks) and, for a fixture moved, where it was. Both as
-- in supabase/schemas/live.sql.
create or replace function public.announce_live(event jsonb) returns void
    language plpgsql
    set search_path to ''
    as $$
declare
  logged bigint;
begin
  -- The league of the division (and of the division it left) an event names, so a TV's stream
  -- carries only its boards' leagues (api/live-scope.ts).
  if event ? 'divisionId' then
    event := event || jsonb_strip_nulls(jsonb_build_object(
      'leagueId', (select d.league_id from public.divisions d where d.id = (event->>'divisionId')::bigint),
      'fromLeagueId', (select d.league_id from public.divisions d where d.id = (event->>'fromDivisionId')::bigint)));
  end if;
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
      ids := jsonb_build_object('fixtureId', r.id, 'divisionId', r.division_id, 'venueId', r.venue_id,
        'status', r.status, 'version', version);
      -- A fixture moved to another division or venue: the boards of the one it left hear it too.
      if tg_op = 'UPDATE' then
        ids := ids || jsonb_build_object(
          'fromDivisionId', case when old.division_id <> new.division_id then old.division_id end,
          'fromVenueId', case when old.venue_id <> new.venue_id then old.venue_id end);
      end if;
    when 'frames' then
      ids := jsonb_build_object('frameId', r.id, 'fixtureId', r.fixture_id,
        'frameNo', r.frame_no, 'winner', r.winner, 'version', version,
        -- A race-to rubber's racks and race (null, so left out, in a league of one-rack frames).
        'homeRacks', r.home_racks, 'awayRacks', r.away_racks, 'homeRace', r.home_race, 'awayRace', r.away_race)
        -- The score as core/rules/score.ts counts it ('na' for nobody), tied by tests/db/live-notify.test.ts.
        || (select jsonb_build_object('homeScore', count(*) filter (where fr.winner = 'home'),
              'awayScore', count(*) filter (where fr.winner = 'away'))
            from public.frames fr where fr.fixture_id = r.fixture_id)
        -- Where its match is played: its division and venue.
        || coalesce((select jsonb_build_object('divisionId', f.division_id, 'venueId', f.venue_id)
            from public.fixtures f where f.id = r.fixture_id), '{}');
    when 'breaks' then
      -- A break moves a high breaks board (its value is public, as the breaks' read policy says).
      ids := jsonb_build_object('breakId', r.id, 'frameId', r.frame_id, 'fixtureId', r.fixture_id)
        || coalesce((select jsonb_build_object('divisionId', f.division_id, 'venueId', f.venue_id)
            from public.fixtures f where f.id = r.fixture_id), '{}');
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
