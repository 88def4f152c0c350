-- A small demo league for `supabase db reset` (and anyone exploring a fresh database): one league
-- with two divisions, four teams with rosters, two venues, a played round with results and standings,
-- an upcoming round, sponsors and three public wallboards. No users: the first person to sign up and
-- confirm becomes the organiser.
do $$
declare
  league bigint;
  premier bigint;
  championship bigint;
  lion bigint;
  crown bigint;
  lion_t1 bigint;
  t bigint[];
  p bigint[];
  f bigint;
  sponsor_a bigint;
  sponsor_b bigint;
  board bigint;
  i integer;
begin
  insert into public.leagues (name, season) values ('Riverside Pool League', '2026/27') returning id into league;
  insert into public.divisions (league_id, name, sort_order) values (league, 'Premier', 0) returning id into premier;
  insert into public.divisions (league_id, name, sort_order) values (league, 'Championship', 1)
    returning id into championship;

  with new_teams as (
    insert into public.teams (name)
    values ('The Anchor'), ('Black Bull'), ('Crown Cuemen'), ('Duke of York')
    returning id
  )
  select array_agg(id order by id) into t from new_teams;
  for i in 1..4 loop
    insert into public.division_teams (division_id, team_id, seed) values (premier, t[i], i);
  end loop;

  with new_players as (
    insert into public.players (full_name, nickname)
    values ('Alan Archer', 'Ace'), ('Amy Ashford', null), ('Ben Bishop', 'Bish'), ('Bella Brooks', null),
           ('Carl Cole', null), ('Chloe Cross', 'CC'), ('Dan Dale', null), ('Dora Dunn', 'Double D')
    returning id
  )
  select array_agg(id order by id) into p from new_players;
  for i in 1..8 loop
    insert into public.team_players (team_id, player_id) values (t[(i + 1) / 2], p[i]);
  end loop;

  insert into public.venues (name, address) values ('The Red Lion', '1 High Street, Riverside') returning id into lion;
  insert into public.venues (name, address) values ('Crown Snooker Club', '22 Bridge Road, Riverside')
    returning id into crown;
  insert into public.venue_tables (venue_id, label, unique_code, url_slug)
    values (lion, 'Table 1', 'RL-T1', 'red-lion-table-1') returning id into lion_t1;
  insert into public.venue_tables (venue_id, label, unique_code, url_slug)
    values (lion, 'Table 2', 'RL-T2', 'red-lion-table-2'), (crown, 'Match Table', 'CS-M1', 'crown-match-table');

  -- Round 1, played: Anchor beat Bull 3-1; Crown and Duke drew 2-2.
  insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, table_id, kickoff_at, status)
    values (premier, t[1], t[2], lion, lion_t1, now() - interval '7 days', 'final') returning id into f;
  insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner)
    values (f, 1, p[1], p[3], 'home'), (f, 2, p[2], p[4], 'home'), (f, 3, p[1], p[4], 'away'),
           (f, 4, p[2], p[3], 'home');
  insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, status)
    values (premier, t[3], t[4], crown, now() - interval '7 days', 'final') returning id into f;
  insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner)
    values (f, 1, p[5], p[7], 'home'), (f, 2, p[6], p[8], 'away'), (f, 3, p[5], p[8], 'away'),
           (f, 4, p[6], p[7], 'home');

  -- Round 2, tonight and next week.
  insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, table_id, kickoff_at)
    values (premier, t[1], t[3], lion, lion_t1, date_trunc('day', now()) + interval '19 hours 30 minutes'),
           (premier, t[2], t[4], crown, null, date_trunc('day', now()) + interval '7 days 19 hours 30 minutes');

  perform public.recompute_standings(premier);
  perform public.recompute_standings(championship);

  insert into public.transfer_windows (league_id, opens_at, closes_at)
    values (league, now() - interval '30 days', now() + interval '30 days');

  insert into public.sponsors (name, image_url, click_url, weight, tags)
    values ('Riverside Brewery', 'https://placehold.co/1280x720/png?text=Riverside+Brewery',
            'https://example.com/brewery', 5, array['drinks', 'local'])
    returning id into sponsor_a;
  insert into public.sponsors (name, image_url, weight, tags)
    values ('Cue Corner', 'https://placehold.co/1280x720/png?text=Cue+Corner', 2, array['equipment'])
    returning id into sponsor_b;

  insert into public.wallboards (name, type, league_id) values ('Live Scores', 'live_scores', league);
  insert into public.wallboards (name, type, league_id, division_id)
    values ('Premier Table', 'league_table', league, premier);
  insert into public.wallboards (name, type, venue_id) values ('Red Lion Sponsors', 'sponsors', lion)
    returning id into board;
  insert into public.wallboard_sponsors (wallboard_id, sponsor_id) values (board, sponsor_a), (board, sponsor_b);
end
$$;
