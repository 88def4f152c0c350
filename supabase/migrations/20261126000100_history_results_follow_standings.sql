-- League history snapshots take their results from the standings' one home, team_results
-- (20261124009500_result_confirmation.sql): a forfeit is recorded with the frames it awards instead
-- of the frames on the table (often none, which read as 0-0), a double forfeit is lost by both
-- sides, and cup matches and results still awaiting confirmation stay out, as in the table frozen
-- beside them. Each result now says who forfeited (forfeit: null | home | away | both) and its
-- outcome is home | away | draw | both_lost. The rest of the snapshot is as in
-- 20261123001000_standings_one_home.sql.
create or replace function public.snapshot_league_history(league_id bigint) returns public.league_histories
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
        select s.*, d.sort_order
        from public.standings_table s
        join public.divisions d on d.id = s.division_id
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
            'homePlayerId', fr.home_player_id, 'awayPlayerId', fr.away_player_id) order by fr.frame_no),
            '[]'::jsonb) as frames
        from public.frames fr where fr.fixture_id = r.fixture_id
      ) c
      where r.league_id = l.id and r.at_home), '[]'::jsonb)
  ) into snap;

  insert into public.league_histories (league_id, snapshot) values (l.id, snap) returning * into h;
  return h;
end
$$;
