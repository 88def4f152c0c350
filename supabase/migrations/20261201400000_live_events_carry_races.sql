-- Issue 29: a frame's live event carries a race-to rubber's racks and race (homeRacks, awayRacks,
-- homeRace, awayRace; public, as the feed's frames), so a TV shows "3–2" and "Race 4–3" the moment a
-- rack is scored (kiosk/src/display/feed-patch.ts). A one-rack frame's event is unchanged: its nulls
-- are stripped. notify_live() as in 20261201100100_breaks_notify_live.sql, its frames branch extended.
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
        'frameNo', r.frame_no, 'winner', r.winner, 'version', version,
        -- A race-to rubber's racks and race (null, so left out, in a league of one-rack frames).
        'homeRacks', r.home_racks, 'awayRacks', r.away_racks, 'homeRace', r.home_race, 'awayRace', r.away_race)
        -- The score as core/rules/score.ts counts it ('na' for nobody), tied by tests/db/live-notify.test.ts.
        || (select jsonb_build_object('homeScore', count(*) filter (where fr.winner = 'home'),
              'awayScore', count(*) filter (where fr.winner = 'away'))
            from public.frames fr where fr.fixture_id = r.fixture_id);
    when 'breaks' then
      -- A break moves a high breaks board (its value is public, as the breaks' read policy says).
      ids := jsonb_build_object('breakId', r.id, 'frameId', r.frame_id, 'fixtureId', r.fixture_id,
        'divisionId', (select f.division_id from public.fixtures f where f.id = r.fixture_id));
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
