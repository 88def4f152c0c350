-- Bulk fixture creation (generated round robins) and league history snapshots.

-- Inserts many fixtures at once, all or nothing, and returns them in input order. Input is a JSON
-- array of camelCase objects as on the wire: divisionId, homeTeamId, awayTeamId, venueId (required),
-- tableId (optional), kickoffAt (optional, default now), status (optional, default scheduled).
create function public.create_fixtures(fixtures jsonb) returns setof public.fixtures
language plpgsql security invoker
set search_path = ''
as $$
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can create fixtures' using errcode = '42501';
  end if;
  if jsonb_typeof(create_fixtures.fixtures) is distinct from 'array' then
    raise exception 'fixtures must be a JSON array of fixtures' using errcode = '22023';
  end if;
  return query
  with input as (
    select e, i from jsonb_array_elements(create_fixtures.fixtures) with ordinality as x(e, i)
  ),
  inserted as (
    insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, table_id, kickoff_at, status)
    select (e ->> 'divisionId')::bigint, (e ->> 'homeTeamId')::bigint, (e ->> 'awayTeamId')::bigint,
      (e ->> 'venueId')::bigint, (e ->> 'tableId')::bigint,
      coalesce((e ->> 'kickoffAt')::timestamptz, now()),
      coalesce((e ->> 'status')::public.fixture_status, 'scheduled')
    from input order by i
    returning *
  )
  select * from inserted order by id;
end
$$;

-- Freezes a league's season as JSON in league_histories and returns the new row. Shape (camelCase):
-- { league: {id, name, season, settings}, takenAt,
--   divisions: [{id, name, sortOrder}],
--   standings: [{divisionId, position, teamId, teamName, played, won, drawn, lost,
--                framesFor, framesAgainst, points}],
--   fixtures: [{id, divisionId, homeTeamId, homeTeamName, awayTeamId, awayTeamName, venueId,
--               venueName, tableId, kickoffAt, status}],
--   results: [{fixtureId, divisionId, homeTeamId, awayTeamId, homeFrames, awayFrames,
--              outcome: home|away|draw, frames: [{frameNo, winner, homePlayerId, awayPlayerId}]}] }
-- results hold the final fixtures; na frames are listed but not counted in homeFrames/awayFrames.
create function public.snapshot_league_history(league_id bigint) returns public.league_histories
language plpgsql security invoker
set search_path = ''
as $$
declare
  l public.leagues;
  snap jsonb;
  h public.league_histories;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can snapshot league history' using errcode = '42501';
  end if;
  select * into l from public.leagues x where x.id = snapshot_league_history.league_id;
  if not found then
    raise exception 'League % not found', snapshot_league_history.league_id using errcode = 'P0002';
  end if;

  select jsonb_build_object(
    'league', jsonb_build_object('id', l.id, 'name', l.name, 'season', l.season, 'settings', l.settings),
    'takenAt', now(),
    'divisions', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name, 'sortOrder', d.sort_order)
        order by d.sort_order, d.id)
      from public.divisions d where d.league_id = l.id), '[]'::jsonb),
    'standings', coalesce((
      select jsonb_agg(jsonb_build_object(
          'divisionId', r.division_id, 'position', r.position, 'teamId', r.team_id, 'teamName', r.team_name,
          'played', r.played, 'won', r.won, 'drawn', r.drawn, 'lost', r.lost, 'framesFor', r.frames_for,
          'framesAgainst', r.frames_against, 'points', r.points)
        order by r.sort_order, r.division_id, r.position)
      from (
        select s.*, t.name as team_name, d.sort_order,
          row_number() over (partition by s.division_id
            order by s.points desc, s.frames_for - s.frames_against desc, s.frames_for desc, t.name) as position
        from public.standings s
        join public.divisions d on d.id = s.division_id
        join public.teams t on t.id = s.team_id
        where d.league_id = l.id
      ) r), '[]'::jsonb),
    'fixtures', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', f.id, 'divisionId', f.division_id, 'homeTeamId', f.home_team_id, 'homeTeamName', ht.name,
          'awayTeamId', f.away_team_id, 'awayTeamName', at.name, 'venueId', f.venue_id, 'venueName', v.name,
          'tableId', f.table_id, 'kickoffAt', f.kickoff_at, 'status', f.status)
        order by f.kickoff_at, f.id)
      from public.fixtures f
      join public.divisions d on d.id = f.division_id
      join public.teams ht on ht.id = f.home_team_id
      join public.teams at on at.id = f.away_team_id
      join public.venues v on v.id = f.venue_id
      where d.league_id = l.id), '[]'::jsonb),
    'results', coalesce((
      select jsonb_agg(jsonb_build_object(
          'fixtureId', f.id, 'divisionId', f.division_id, 'homeTeamId', f.home_team_id,
          'awayTeamId', f.away_team_id, 'homeFrames', c.home_frames, 'awayFrames', c.away_frames,
          'outcome', case when c.home_frames > c.away_frames then 'home'
                          when c.home_frames < c.away_frames then 'away' else 'draw' end,
          'frames', c.frames)
        order by f.kickoff_at, f.id)
      from public.fixtures f
      join public.divisions d on d.id = f.division_id
      cross join lateral (
        select
          count(*) filter (where fr.winner = 'home') as home_frames,
          count(*) filter (where fr.winner = 'away') as away_frames,
          coalesce(jsonb_agg(jsonb_build_object('frameNo', fr.frame_no, 'winner', fr.winner,
            'homePlayerId', fr.home_player_id, 'awayPlayerId', fr.away_player_id) order by fr.frame_no)
            filter (where fr.id is not null), '[]'::jsonb) as frames
        from public.frames fr where fr.fixture_id = f.id
      ) c
      where d.league_id = l.id and f.status = 'final'), '[]'::jsonb)
  ) into snap;

  insert into public.league_histories (league_id, snapshot) values (l.id, snap) returning * into h;
  return h;
end
$$;

revoke execute on function public.create_fixtures(jsonb), public.snapshot_league_history(bigint) from public, anon;
grant execute on function public.create_fixtures(jsonb), public.snapshot_league_history(bigint)
  to authenticated, service_role;
