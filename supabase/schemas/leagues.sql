-- Leagues (a league row is one season) and their divisions, the league's settings with their
-- defaults, the history snapshot kept when a season ends, and the rollover to the next season.

-- The settings a league starts with; league_setting() falls back to them for a value a league lacks.
-- core/schemas/league.ts holds the same values (tests/db/rpc-standings.test.ts ties them).
create function public.default_league_settings() returns jsonb
    language sql immutable parallel safe
    set search_path to ''
    as $$
  select '{"format":"round_robin","points":{"win":3,"draw":1,"loss":0,"per_frame":1},"bonus":{"clean_sweep":2},"leaderboard":{"min_frames":5},"frames_per_match":5,"forfeit_frames":null,"require_confirmation":false,"tiebreakers":["frame_difference","frames_for","name"],"match_length_minutes":180,"game":"eight_ball","match_format":"frames","race_to":3,"frame_points":false,"break_threshold":0,"frame_events":false,"handicap":"none","handicap_starts":{}}'::jsonb
$$;
grant execute on function public.default_league_settings() to anon, authenticated, service_role;

-- A competition for one season. settings drive the standings (DESIGN.md, Standings).
create table public.leagues (
    id bigint generated always as identity,
    name character varying(255) not null,
    season character varying(100) not null,
    created_by uuid default auth.uid(),
    settings jsonb default public.default_league_settings() not null,
    created_at timestamptz default now() not null,
    -- The league row of the season that followed this one; null until it is rolled over. Set only by
    -- rollover_league(); deleting the next season makes this one rollable again.
    next_season_id bigint,
    organisation_id bigint not null,
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint season_one_line check (public.is_one_line((season)::text)),
    constraint leagues_pkey primary key (id),
    constraint leagues_created_by_fkey foreign key (created_by) references auth.users(id) on delete set null,
    constraint leagues_next_season_id_fkey foreign key (next_season_id) references public.leagues(id) on delete set null,
    constraint leagues_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint leagues_organisation_id_id_key unique (organisation_id, id),
    constraint leagues_next_season_id_organisation_fkey foreign key (organisation_id, next_season_id) references public.leagues(organisation_id, id) on delete set null (next_season_id)
);
comment on column public.leagues.next_season_id is 'The season this one was rolled over to (rollover_league).';

alter table public.leagues enable row level security;

create policy "Anyone can read leagues" on public.leagues for select to anon, authenticated
  using (true);

create policy "Organisers can manage leagues" on public.leagues to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger leagues_fill_organisation before insert on public.leagues
  for each row execute function public.fill_organisation_id();

grant insert, delete, update on public.leagues to authenticated;
grant all on public.leagues to service_role;
grant select (id, name, season, settings, created_at, next_season_id) on public.leagues to anon, authenticated;
grant select (organisation_id) on public.leagues to anon, authenticated;
grant select (created_by) on public.leagues to cueboard_api;

-- A tier of a league, shown in sort_order.
create table public.divisions (
    id bigint generated always as identity,
    league_id bigint not null,
    name character varying(255) not null,
    sort_order integer default 0 not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint divisions_pkey primary key (id),
    constraint divisions_league_id_fkey foreign key (league_id) references public.leagues(id) on delete cascade,
    constraint divisions_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint divisions_organisation_id_id_key unique (organisation_id, id),
    constraint divisions_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade
);

create index divisions_league_id_idx on public.divisions using btree (league_id);

alter table public.divisions enable row level security;

create policy "Anyone can read divisions" on public.divisions for select to anon, authenticated
  using (true);

create policy "Organisers can manage divisions" on public.divisions to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger divisions_fill_organisation before insert on public.divisions
  for each row execute function public.fill_organisation_id('leagues', 'league_id');

grant select on public.divisions to anon;
grant select, insert, delete, update on public.divisions to authenticated;
grant all on public.divisions to service_role;

-- A frozen copy of a league's standings, fixtures and results (snapshot_league_history()).
create table public.league_histories (
    id bigint generated always as identity,
    league_id bigint not null,
    snapshot jsonb not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint league_histories_pkey primary key (id),
    constraint league_histories_league_id_fkey foreign key (league_id) references public.leagues(id) on delete cascade,
    constraint league_histories_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint league_histories_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade
);

create index league_histories_league_id_idx on public.league_histories using btree (league_id);

alter table public.league_histories enable row level security;

create policy "Anyone can read league histories" on public.league_histories for select to anon, authenticated
  using (true);

create policy "Organisers can manage league histories" on public.league_histories to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger league_histories_fill_organisation before insert on public.league_histories
  for each row execute function public.fill_organisation_id('leagues', 'league_id');

grant select on public.league_histories to anon;
grant select, insert, delete, update on public.league_histories to authenticated;
grant all on public.league_histories to service_role;

-- One league setting as text, its default when the league's settings lack it (or hold null).
-- This and the two below name every object qualified and have no `set search_path`, so Postgres
-- inlines them into team_results instead of calling three functions per row (a 380-match division
-- took 40 ms instead of a few).
create function public.league_setting(settings jsonb, path text[]) returns text
    language sql immutable parallel safe
    as $$
  select coalesce(settings #>> path, public.default_league_settings() #>> path)
$$;
grant execute on function public.league_setting(settings jsonb, path text[]) to anon, authenticated, service_role;

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
create function public.snapshot_league_history(league_id bigint) returns public.league_histories
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
revoke execute on function public.snapshot_league_history(league_id bigint) from public;
grant execute on function public.snapshot_league_history(league_id bigint) to authenticated, service_role;

-- Does what rollover_plan() shows, in one transaction: the snapshot, the new league, its divisions
-- and their teams. Returns the plan with the new league's id and the snapshot's id.
create function public.rollover_league(league_id bigint, season text, promote integer, relegate integer, void_unfinished boolean default false) returns jsonb
    language plpgsql
    set search_path to ''
    as $$
declare
  old public.leagues;
  plan jsonb;
  unfinished integer;
  snapshot_id bigint;
  new_league_id bigint;
  division jsonb;
  new_division_id bigint;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can start the next season' using errcode = '42501';
  end if;
  select l.id, l.name, l.season, l.settings, l.created_at, l.organisation_id
  into old.id, old.name, old.season, old.settings, old.created_at, old.organisation_id
  from public.leagues l where l.id = rollover_league.league_id for update;
  if not found then
    raise exception 'League % not found', rollover_league.league_id using errcode = 'P0002';
  end if;
  if exists (select 1 from public.leagues l
             where l.organisation_id = old.organisation_id and l.name = old.name and l.season = rollover_league.season) then
    raise exception '% already has a season %', old.name, rollover_league.season;
  end if;

  plan := public.rollover_plan(old.id, promote, relegate);
  unfinished := (plan ->> 'unfinishedFixtures')::integer;
  if unfinished > 0 and not coalesce(void_unfinished, false) then
    raise exception '%', case unfinished
      when 1 then '1 fixture is unfinished: finish it, or void it to start the next season'
      else unfinished || ' fixtures are unfinished: finish them, or void them to start the next season' end;
  end if;
  update public.fixtures f set status = 'void'
  where f.id in (select (u ->> 'fixtureId')::bigint from jsonb_array_elements(plan -> 'unfinished') u);

  select (public.snapshot_league_history(old.id)).id into snapshot_id;
  insert into public.leagues (name, season, settings, organisation_id)
  values (old.name, rollover_league.season, old.settings, old.organisation_id)
  returning id into new_league_id;
  update public.leagues l set next_season_id = new_league_id where l.id = old.id;

  for division in select * from jsonb_array_elements(plan -> 'divisions') loop
    insert into public.divisions (league_id, name, sort_order)
    values (new_league_id, division ->> 'name', (division ->> 'sortOrder')::integer)
    returning id into new_division_id;
    insert into public.division_teams (division_id, team_id, seed)
    select new_division_id, (t.value ->> 'teamId')::bigint, (t.ordinality - 1)::integer
    from jsonb_array_elements(division -> 'teams') with ordinality t;
  end loop;

  return plan || jsonb_build_object('leagueId', new_league_id, 'snapshotId', snapshot_id);
end
$$;
revoke execute on function public.rollover_league(league_id bigint, season text, promote integer, relegate integer, void_unfinished boolean) from public;
grant execute on function public.rollover_league(league_id bigint, season text, promote integer, relegate integer, void_unfinished boolean) to authenticated, service_role;

-- Where every team of a league would play next season, without writing anything. Divisions are
-- tiers in (sort_order, id) order, the first being the top one; a team's rank is its position in
-- standings_for(), then teams that have no standings row yet by name.
-- A league already rolled over is refused; the plan lists the unfinished fixtures (not final and
-- not void: scheduled, in play and postponed matches are still owed) by their teams and date; and a
-- division where a team that would go up or down has played no match keeps every team (movesHeld),
-- so no table decided by the alphabet moves anyone.
create function public.rollover_plan(league_id bigint, promote integer, relegate integer) returns jsonb
    language plpgsql stable
    set search_path to ''
    as $$
declare
  l_id bigint := rollover_plan.league_id;
  old record;
  moves jsonb;
  crowded text;
  plan jsonb;
begin
  select l.name, l.season, n.season as next_season into old
  from public.leagues l left join public.leagues n on n.id = l.next_season_id
  where l.id = l_id;
  if not found then
    raise exception 'League % not found', l_id using errcode = 'P0002';
  end if;
  if old.next_season is not null then
    raise exception '% % has already been rolled over to %', old.name, old.season, old.next_season;
  end if;

  with tiers as (
    select d.id, d.name, (row_number() over (order by d.sort_order, d.id))::integer as tier,
      count(*) over ()::integer as tier_count
    from public.divisions d where d.league_id = l_id
  ),
  ranked as (
    select dt.team_id, t.name as team_name, x.tier, x.id as division_id, x.name as division_name,
      x.tier_count, coalesce(s.played, 0) as played,
      (row_number() over (partition by x.id
        order by s.position nulls last, public.name_sort_key(t.name), t.name collate "C", t.id))::integer
        as rank,
      (count(*) over (partition by x.id))::integer as teams
    from tiers x
    join public.division_teams dt on dt.division_id = x.id
    join public.teams t on t.id = dt.team_id
    left join public.standings_for(array(select d.id from public.divisions d where d.league_id = l_id)) s
      on s.division_id = x.id and s.team_id = dt.team_id
  ),
  stepped as (
    select r.*, m.step,
      bool_or(m.step <> 0 and r.played = 0) over (partition by r.division_id) as held
    from ranked r
    cross join lateral (
      select case
        when r.tier > 1 and r.rank <= promote then -1
        when r.tier < r.tier_count and r.rank > r.teams - relegate then 1
        else 0 end as step
    ) m
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'team_id', r.team_id, 'team_name', r.team_name, 'from_tier', r.tier,
      'from_division_id', r.division_id, 'from_division', r.division_name, 'rank', r.rank,
      'to_tier', r.tier + case when r.held then 0 else r.step end,
      'movement', case when r.held then 'stays' when r.step = -1 then 'up' when r.step = 1 then 'down'
                  else 'stays' end,
      'held', r.held,
      'both_ways', r.tier > 1 and r.rank <= promote and r.tier < r.tier_count and r.rank > r.teams - relegate)),
    '[]'::jsonb)
  into moves
  from stepped r;

  -- A team cannot go up and down at once: the division must hold both groups.
  select string_agg(distinct m.from_division, ', ') into crowded
  from jsonb_to_recordset(moves) as m(from_division text, both_ways boolean)
  where m.both_ways;
  if crowded is not null then
    raise exception 'Too few teams in % to promote % and relegate %', crowded, promote, relegate;
  end if;

  select jsonb_build_object(
    'unfinished', coalesce((
      select jsonb_agg(jsonb_build_object(
          'fixtureId', f.id, 'divisionName', d.name, 'homeTeamName', ht.name, 'awayTeamName', at.name,
          'kickoffAt', public.iso_time(f.kickoff_at), 'status', f.status)
        order by f.kickoff_at, f.id)
      from public.fixtures f
      join public.divisions d on d.id = f.division_id
      join public.teams ht on ht.id = f.home_team_id
      join public.teams at on at.id = f.away_team_id
      where d.league_id = l_id and f.status in ('scheduled', 'in_play', 'postponed') and f.cup_match_id is null),
      '[]'::jsonb),
    'divisions', coalesce(jsonb_agg(jsonb_build_object(
        'name', d.name, 'sortOrder', d.sort_order, 'fromDivisionId', d.id,
        'movesHeld', exists (
          select 1 from jsonb_to_recordset(moves) as m(from_division_id bigint, held boolean)
          where m.from_division_id = d.id and m.held),
        'teams', coalesce((
          select jsonb_agg(jsonb_build_object(
              'teamId', m.team_id, 'teamName', m.team_name, 'fromDivisionId', m.from_division_id,
              'fromDivisionName', m.from_division, 'position', m.rank, 'movement', m.movement)
            order by m.from_tier, m.rank)
          from jsonb_to_recordset(moves) as m(team_id bigint, team_name text, from_tier integer,
            from_division_id bigint, from_division text, rank integer, to_tier integer, movement text)
          where m.to_tier = d.tier), '[]'::jsonb))
      order by d.tier), '[]'::jsonb))
  into plan
  from (
    select x.*, (row_number() over (order by x.sort_order, x.id))::integer as tier
    from public.divisions x where x.league_id = l_id
  ) d;
  return plan || jsonb_build_object('unfinishedFixtures', jsonb_array_length(plan -> 'unfinished'));
end
$$;
revoke execute on function public.rollover_plan(league_id bigint, promote integer, relegate integer) from public;
grant execute on function public.rollover_plan(league_id bigint, promote integer, relegate integer) to authenticated, service_role;
