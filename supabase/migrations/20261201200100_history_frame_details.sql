-- Issue 29: league history snapshots keep the frame details of leagues that record them (each
-- frame's points, racks, race and event; the league's breaks; each player's high break, centuries,
-- dishes, golden breaks, whitewashes and frame points). Default-format leagues' snapshots are as before.

-- Freezes a league's season as JSON in league_histories and returns the new row (camelCase: league,
-- takenAt, divisions, standings, fixtures, results). Results come from the standings' one home,
-- team_results (standings.sql): a forfeit is recorded with the frames it awards instead
-- of the frames on the table (often none, which read as 0-0), a double forfeit is lost by both
-- sides, and cup matches and results still awaiting confirmation stay out, as in the table frozen
-- beside them. Each result says who forfeited (forfeit: null | home | away | both) and its
-- outcome is home | away | draw | both_lost. Standings positions are read from standings_for().
-- Where the league records frame details (frame points, breaks, frame events or races: issue 29),
-- each frame carries the ones it has (homePoints, awayPoints, homeRacks, awayRacks, homeRace,
-- awayRace, event), the snapshot lists the league's breaks highest first (highBreaks, as
-- high_breaks() gives them) and each player's figures (playerStats, from player_frame_details());
-- a league in the default format gets the same snapshot as before.
create or replace function public.snapshot_league_history(league_id bigint) returns public.league_histories
    language plpgsql
    set search_path to ''
    as $$
declare
  l public.leagues;
  snap jsonb;
  h public.league_histories;
  details boolean;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can snapshot league history' using errcode = '42501';
  end if;
  select x.id, x.name, x.season, x.settings, x.created_at into l.id, l.name, l.season, l.settings, l.created_at
  from public.leagues x where x.id = snapshot_league_history.league_id;
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
        select s.*, d.sort_order
        from public.standings_for(array(select x.id from public.divisions x where x.league_id = l.id)) s
        join public.divisions d on d.id = s.division_id
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
          'fixtureId', r.fixture_id, 'divisionId', r.division_id, 'homeTeamId', r.home_team_id,
          'awayTeamId', r.away_team_id, 'homeFrames', r.frames_for, 'awayFrames', r.frames_against,
          'outcome', case when f.forfeit = 'both' then 'both_lost'
                          when r.result = 'won' then 'home'
                          when r.result = 'lost' then 'away' else 'draw' end,
          'forfeit', f.forfeit,
          'frames', c.frames)
        order by r.kickoff_at, r.fixture_id)
      from public.team_results r
      join public.fixtures f on f.id = r.fixture_id
      cross join lateral (
        select coalesce(jsonb_agg(jsonb_build_object('frameNo', fr.frame_no, 'winner', fr.winner,
            'homePlayerId', fr.home_player_id, 'awayPlayerId', fr.away_player_id)
            || jsonb_strip_nulls(jsonb_build_object('homePoints', fr.home_points, 'awayPoints', fr.away_points,
              'homeRacks', fr.home_racks, 'awayRacks', fr.away_racks, 'homeRace', fr.home_race,
              'awayRace', fr.away_race, 'event', fr.event))
            order by fr.frame_no), '[]'::jsonb) as frames
        from public.frames fr where fr.fixture_id = r.fixture_id
      ) c
      where r.league_id = l.id and r.at_home), '[]'::jsonb)
  ) into snap;

  details := public.league_setting(l.settings, '{frame_points}') = 'true'
    or public.league_setting(l.settings, '{break_threshold}')::integer > 0
    or public.league_setting(l.settings, '{frame_events}') = 'true'
    or public.league_setting(l.settings, '{match_format}') = 'races';
  if details then
    snap := snap || jsonb_build_object(
      'highBreaks', coalesce((
        select jsonb_agg(jsonb_build_object('playerId', b.player_id, 'playerName', b.player_name,
            'teamName', b.team_name, 'value', b.value, 'freeBall', b.free_ball, 'fixtureId', b.fixture_id,
            'playedAt', b.played_at))
        from public.high_breaks(l.id) b), '[]'::jsonb),
      'playerStats', coalesce((
        select jsonb_agg(jsonb_build_object('playerId', p.id, 'playerName', p.full_name,
            'highBreak', x.high_break, 'centuries', x.centuries, 'dishes', x.dishes,
            'goldenBreaks', x.golden_breaks, 'whitewashes', x.whitewashes,
            'framePointsFor', x.frame_points_for, 'framePointsAgainst', x.frame_points_against)
          order by p.full_name, p.id)
        from public.players p
        cross join lateral public.player_frame_details(p.id, l.id) x
        where p.id in (select pf.player_id from public.player_frames pf where pf.league_id = l.id)), '[]'::jsonb));
  end if;

  insert into public.league_histories (league_id, snapshot) values (l.id, snap) returning * into h;
  return h;
end
$$;
