-- Team statistics read each match's result from team_results (20261124003100_match_life.sql), the
-- results' one home, so a forfeit counts there as it counts in the standings.

-- As in 20261123004200_stats.sql, with each match's result read from team_results, so forfeits count
-- as the standings count them. The home/away filter reaches the fixtures' indexes.
create or replace function public.team_stats(team_id bigint, league_id bigint default null, division_id bigint default null)
returns table (
  matches_played integer, won integer, drawn integer, lost integer, frames_for integer,
  frames_against integer, home jsonb, away jsonb, form text[], clean_sweeps integer, biggest_win jsonb
)
language sql stable
set search_path = ''
as $$
  with results as (
    select m.fixture_id as id, m.kickoff_at, m.at_home, m.opponent_id as opponent, m.frames_for as ff,
      m.frames_against as fa, case m.result when 'won' then 'W' when 'drawn' then 'D' else 'L' end as result
    from public.team_results m
    where m.team_id = team_stats.team_id and team_stats.team_id in (m.home_team_id, m.away_team_id)
      and (team_stats.league_id is null or m.league_id = team_stats.league_id)
      and (team_stats.division_id is null or m.division_id = team_stats.division_id)
  )
  select count(*)::integer,
    (count(*) filter (where r.result = 'W'))::integer,
    (count(*) filter (where r.result = 'D'))::integer,
    (count(*) filter (where r.result = 'L'))::integer,
    coalesce(sum(r.ff), 0)::integer,
    coalesce(sum(r.fa), 0)::integer,
    jsonb_build_object('played', count(*) filter (where r.at_home),
      'won', count(*) filter (where r.at_home and r.result = 'W'),
      'drawn', count(*) filter (where r.at_home and r.result = 'D'),
      'lost', count(*) filter (where r.at_home and r.result = 'L')),
    jsonb_build_object('played', count(*) filter (where not r.at_home),
      'won', count(*) filter (where not r.at_home and r.result = 'W'),
      'drawn', count(*) filter (where not r.at_home and r.result = 'D'),
      'lost', count(*) filter (where not r.at_home and r.result = 'L')),
    coalesce((array_agg(r.result order by r.kickoff_at desc, r.id desc))[1:5], '{}'),
    (count(*) filter (where r.ff >= 1 and r.fa = 0))::integer,
    (array_agg(jsonb_build_object('fixtureId', r.id, 'opponentTeamId', r.opponent, 'kickoffAt', public.iso_time(r.kickoff_at),
        'home', r.at_home, 'framesFor', r.ff, 'framesAgainst', r.fa)
      order by r.ff - r.fa desc, r.ff desc, r.kickoff_at, r.id) filter (where r.result = 'W'))[1]
  from results r
$$;
