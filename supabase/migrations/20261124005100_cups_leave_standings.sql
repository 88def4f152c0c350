-- Cup matches leave the league table and the team statistics alone (docs/cups.md): a knockout result
-- is not a league result. Player statistics and the rating count cup frames, which are frames played.
-- The standings, the head-to-head tie-breaker and team_stats() all read a match's result from
-- team_results (20261124003100_match_life.sql), so leaving cup fixtures out of it is enough.

-- As in 20261124003100_match_life.sql, league fixtures only.
create or replace view public.team_results with (security_invoker = true) as
select r.fixture_id, r.division_id, r.league_id, r.kickoff_at, r.home_team_id, r.away_team_id,
  r.at_home, r.team_id, r.opponent_id, r.frames_for, r.frames_against, r.result,
  public.result_points(r.settings, r.result, r.frames_for, r.frames_against) as points
from (
  select g.fixture_id, g.division_id, g.league_id, g.kickoff_at, g.home_team_id, g.away_team_id,
    x.at_home, x.team_id, x.opponent_id, x.ff as frames_for, x.fa as frames_against,
    case when g.forfeit = 'both' or x.ff < x.fa then 'lost' when x.ff > x.fa then 'won' else 'drawn' end
      as result,
    g.settings
  from (
    -- One pass over the fixtures' frames, grouped (a lateral count per fixture took twice as long).
    select f.id as fixture_id, f.division_id, d.league_id, f.kickoff_at, f.home_team_id, f.away_team_id,
      f.forfeit, l.settings,
      (case when f.forfeit is null then count(fr.id) filter (where fr.winner = 'home')
            when f.forfeit = 'home' then public.forfeit_frames(l.settings) else 0 end)::integer as home,
      (case when f.forfeit is null then count(fr.id) filter (where fr.winner = 'away')
            when f.forfeit = 'away' then public.forfeit_frames(l.settings) else 0 end)::integer as away
    from public.fixtures f
    join public.divisions d on d.id = f.division_id
    join public.leagues l on l.id = d.league_id
    left join public.frames fr on fr.fixture_id = f.id
    where f.status = 'final' and f.cup_match_id is null
    -- The filtered columns are grouped on too, so a division's or a team's filter reaches the
    -- fixtures' indexes instead of waiting above the grouping.
    group by f.id, f.division_id, f.home_team_id, f.away_team_id, d.id, l.id
  ) g
  cross join lateral (values
    (true, g.home_team_id, g.away_team_id, g.home, g.away),
    (false, g.away_team_id, g.home_team_id, g.away, g.home)
  ) x (at_home, team_id, opponent_id, ff, fa)
) r;
