-- Player statistics (docs/rating.md, "Player statistics"): per-player totals kept by triggers as
-- frames, fixtures and divisions change. What the pages read from them: stat-reads.sql.

-- One player's side of a counted frame, as the functions below pass them around.
create type public.player_frame_side as (
	frame_id bigint,
	player_id bigint,
	side text,
	fixture_id bigint,
	frame_no integer,
	kickoff_at timestamptz,
	league_id bigint,
	division_id bigint,
	team_id bigint,
	won boolean
);

-- The statistics of one player over one scope: league_id and division_id 0 for all frames,
-- division_id 0 for a whole league. results: every result, newest first ('WWL…'); team_id and
-- last_*: the newest frame's team and place in the order of play (where an added frame must come).
create table public.player_stat_totals (
    player_id bigint not null,
    league_id bigint not null,
    division_id bigint not null,
    played integer not null,
    won integer not null,
    matches integer not null,
    home_played integer not null,
    home_won integer not null,
    away_played integer not null,
    away_won integer not null,
    results text not null,
    team_id bigint,
    last_kickoff_at timestamptz not null,
    last_fixture_id bigint not null,
    last_frame_no integer not null,
    constraint player_stat_totals_pkey primary key (player_id, league_id, division_id),
    constraint player_stat_totals_player_id_fkey foreign key (player_id) references public.players(id) on delete cascade
);

create index player_stat_totals_division_idx on public.player_stat_totals using btree (division_id);
-- A leaderboard's rows: all frames (0, 0), a league (L, 0) or a division.
create index player_stat_totals_scope_idx on public.player_stat_totals using btree (league_id, division_id);

alter table public.player_stat_totals enable row level security;

create policy "Anyone can read player statistics" on public.player_stat_totals for select to anon, authenticated
  using (true);

grant select on public.player_stat_totals to anon, authenticated;
grant all on public.player_stat_totals to service_role;

-- A row's last five results, newest first. No search_path of their own (they name only built-ins):
-- the planner inlines them, where a SQL function with settings is called for every row.
create function public.stat_form(results text) returns text[]
    language sql immutable parallel safe
    as $$
  select coalesce(string_to_array(left(results, 5), null), '{}')
$$;
grant execute on function public.stat_form(results text) to anon, authenticated, service_role;

-- The newest result and how many in a row ('W3'), up to the first other result; null before any frame.
create function public.stat_streak(results text) returns text
    language sql immutable parallel safe
    as $$
  select left(results, 1) || coalesce(
    nullif(strpos(results, case left(results, 1) when 'W' then 'L' else 'W' end), 0) - 1, length(results))
$$;
grant execute on function public.stat_streak(results text) to anon, authenticated, service_role;

-- A player's statistics over one scope as the API gives them (docs/rating.md, "Player statistics").
create view public.player_stat_lines with (security_invoker = true) as
select t.player_id, t.league_id, t.division_id, t.team_id, t.played as frames_played,
  t.won as frames_won, t.played - t.won as frames_lost, round(100.0 * t.won / t.played, 1) as win_pct,
  t.matches as matches_played, public.stat_form(t.results) as form, public.stat_streak(t.results) as streak,
  t.home_played, t.home_won, t.away_played, t.away_won
from public.player_stat_totals t;
grant select on public.player_stat_lines to anon, authenticated, service_role;

-- The sides of these frames (as they are or were) that count, each named player's.
-- plpgsql, like the others here: its plan is kept for the session, where a SQL function called from
-- a trigger is planned again on every call.
create function public.player_frame_sides(frames public.frames[]) returns setof public.player_frame_side
    language plpgsql stable
    set search_path to ''
    as $$
begin
  return query
  select fr.id, x.player_id, x.side, fr.fixture_id, fr.frame_no, f.kickoff_at, d.league_id,
    f.division_id, x.team_id, fr.winner::text = x.side
  from unnest(frames) fr
  join public.fixtures f on f.id = fr.fixture_id
  join public.divisions d on d.id = f.division_id
  cross join lateral (values
    (fr.home_player_id, 'home', f.home_team_id),
    (fr.away_player_id, 'away', f.away_team_id)
  ) x (player_id, side, team_id)
  where public.frame_counts(f.status, fr.winner) and x.player_id is not null;
end
$$;
revoke execute on function public.player_frame_sides(frames public.frames[]) from public;

-- The rows of player_stat_totals these sides make, per player over all of them, per league and per
-- division. first_fixture_id: the oldest side's fixture (an added row's match may be the last one).
create function public.player_stat_rows(sides public.player_frame_side[]) returns table(player_id bigint, league_id bigint, division_id bigint, played integer, won integer, matches integer, home_played integer, home_won integer, away_played integer, away_won integer, results text, team_id bigint, last_kickoff_at timestamptz, last_fixture_id bigint, last_frame_no integer, first_fixture_id bigint)
    language plpgsql stable
    set search_path to ''
    as $$
begin
  return query
  select s.player_id,
    case when grouping(s.league_id) = 0 then s.league_id else 0 end,
    case when grouping(s.division_id) = 0 then s.division_id else 0 end,
    count(*)::integer,
    (count(*) filter (where s.won))::integer,
    count(distinct s.fixture_id)::integer,
    (count(*) filter (where s.side = 'home'))::integer,
    (count(*) filter (where s.side = 'home' and s.won))::integer,
    (count(*) filter (where s.side = 'away'))::integer,
    (count(*) filter (where s.side = 'away' and s.won))::integer,
    string_agg(case when s.won then 'W' else 'L' end, ''
      order by s.kickoff_at desc, s.fixture_id desc, s.frame_no desc, s.side),
    (array_agg(s.team_id order by s.kickoff_at desc, s.fixture_id desc, s.frame_no desc, s.side))[1],
    max(s.kickoff_at),
    (array_agg(s.fixture_id order by s.kickoff_at desc, s.fixture_id desc))[1],
    (array_agg(s.frame_no order by s.kickoff_at desc, s.fixture_id desc, s.frame_no desc))[1],
    (array_agg(s.fixture_id order by s.kickoff_at, s.fixture_id))[1]
  from unnest(sides) s
  group by grouping sets ((s.player_id), (s.player_id, s.league_id), (s.player_id, s.league_id, s.division_id));
end
$$;
revoke execute on function public.player_stat_rows(sides public.player_frame_side[]) from public;

-- Counts these players' rows again from all their frames.
create function public.refresh_player_stat_totals(players bigint[]) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  delete from public.player_stat_totals t where t.player_id = any (players);
  insert into public.player_stat_totals (player_id, league_id, division_id, played, won, matches,
    home_played, home_won, away_played, away_won, results, team_id, last_kickoff_at,
    last_fixture_id, last_frame_no)
  select r.player_id, r.league_id, r.division_id, r.played, r.won, r.matches, r.home_played,
    r.home_won, r.away_played, r.away_won, r.results, r.team_id, r.last_kickoff_at,
    r.last_fixture_id, r.last_frame_no
  from public.player_stat_rows(array(
    select s from public.player_frame_sides(array(
      select fr from public.frames fr
      where fr.home_player_id = any (players) or fr.away_player_id = any (players)
    )) s
    where s.player_id = any (players)
  )) r;
end
$$;
revoke execute on function public.refresh_player_stat_totals(players bigint[]) from public;

-- Applies a frames statement: olds are the changed frames as they were, news as they are. Per
-- player: sides only added after their newest frame are added to their rows; the result of their
-- newest frame changing, and nothing else, changes it in place; anything else counts them again.
-- The ratings' lock (lock_ratings()) keeps two statements from adding to one player's rows at once.
create function public.player_stat_totals_follow(olds public.frames[], news public.frames[]) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  before public.player_frame_side[] := array(select public.player_frame_sides(olds));
  after public.player_frame_side[] := array(select public.player_frame_sides(news));
  removed public.player_frame_side[];
  added public.player_frame_side[];
  stale bigint[];
  appending bigint[];
  flipping bigint[];
begin
  -- the sides the statement took away and those it made; the sides it left as they were are neither
  removed := array(select x from unnest(before) x except select y from unnest(after) y);
  added := array(select x from unnest(after) x except select y from unnest(before) y);
  -- frames deleted with their fixture: whether they counted is gone with it
  select coalesce(array_agg(distinct x.p), '{}') into stale
  from unnest(olds) fr
  cross join unnest(array[fr.home_player_id, fr.away_player_id]) x (p)
  where x.p is not null and not exists (select 1 from public.fixtures f where f.id = fr.fixture_id);
  if cardinality(removed) + cardinality(added) + cardinality(stale) = 0 then
    return;
  end if;
  perform public.lock_ratings();

  select coalesce(array_agg(c.player_id) filter (where c.kind = 'append'), '{}'),
    coalesce(array_agg(c.player_id) filter (where c.kind = 'flip'), '{}'),
    stale || coalesce(array_agg(c.player_id) filter (where c.kind = 'stale'), '{}')
  into appending, flipping, stale
  from (
    select x.player_id,
      case
        when x.player_id = any (stale) then 'skip'
        -- only added, each after the player's newest frame
        when count(*) filter (where x.gone) = 0
          and bool_and(t.player_id is null or (x.kickoff_at, x.fixture_id, x.frame_no)
            > (t.last_kickoff_at, t.last_fixture_id, t.last_frame_no)) then 'append'
        -- one side of the newest frame, with its result changed and nothing else, and the totals
        -- still showing the old result (a frame that started its match was counted already, new
        -- result and all, when the fixture went in play: start_fixture_on_scoring())
        when count(*) filter (where x.gone) = 1 and count(*) filter (where not x.gone) = 1
          and count(distinct (x.frame_id, x.side, x.fixture_id, x.frame_no, x.kickoff_at, x.league_id,
            x.division_id, x.team_id)) = 1
          and bool_and((x.kickoff_at, x.fixture_id, x.frame_no)
            = (t.last_kickoff_at, t.last_fixture_id, t.last_frame_no))
          and bool_and(not x.gone or left(t.results, 1) = case when x.won then 'W' else 'L' end) then 'flip'
        else 'stale'
      end as kind
    from (
      select r.*, true as gone from unnest(removed) r
      union all
      select a.*, false from unnest(added) a
    ) x
    left join public.player_stat_totals t
      on (t.player_id, t.league_id, t.division_id) = (x.player_id, 0, 0)
    group by x.player_id
  ) c;

  if cardinality(appending) > 0 then
    insert into public.player_stat_totals as s (player_id, league_id, division_id, played, won, matches,
      home_played, home_won, away_played, away_won, results, team_id, last_kickoff_at,
      last_fixture_id, last_frame_no)
    select n.player_id, n.league_id, n.division_id, n.played, n.won,
      -- the first added frame's match may be the player's last one, counted already
      n.matches - (select count(*) from public.player_stat_totals o
        where (o.player_id, o.league_id, o.division_id) = (n.player_id, n.league_id, n.division_id)
          and o.last_fixture_id = n.first_fixture_id)::integer,
      n.home_played, n.home_won, n.away_played, n.away_won, n.results, n.team_id, n.last_kickoff_at,
      n.last_fixture_id, n.last_frame_no
    from public.player_stat_rows(array(select x from unnest(added) x where x.player_id = any (appending))) n
    on conflict (player_id, league_id, division_id) do update
    set played = s.played + excluded.played, won = s.won + excluded.won,
        matches = s.matches + excluded.matches,
        home_played = s.home_played + excluded.home_played, home_won = s.home_won + excluded.home_won,
        away_played = s.away_played + excluded.away_played, away_won = s.away_won + excluded.away_won,
        results = excluded.results || s.results, team_id = excluded.team_id,
        last_kickoff_at = excluded.last_kickoff_at, last_fixture_id = excluded.last_fixture_id,
        last_frame_no = excluded.last_frame_no;
  end if;
  if cardinality(flipping) > 0 then
    -- the newest frame's result is the first of each of the player's rows' results
    update public.player_stat_totals s
    set won = s.won + d.gained,
        home_won = s.home_won + case when d.side = 'home' then d.gained else 0 end,
        away_won = s.away_won + case when d.side = 'away' then d.gained else 0 end,
        results = d.result || substr(s.results, 2)
    from (
      select a.player_id, a.league_id, a.division_id, a.side, a.won::integer - r.won::integer as gained,
        case when a.won then 'W' else 'L' end as result
      from unnest(added) a join unnest(removed) r on r.player_id = a.player_id
      where a.player_id = any (flipping)
    ) d
    where s.player_id = d.player_id
      and (s.league_id, s.division_id) in ((0, 0), (d.league_id, 0), (d.league_id, d.division_id));
  end if;
  if cardinality(stale) > 0 then
    perform public.refresh_player_stat_totals(stale);
  end if;
end
$$;
revoke execute on function public.player_stat_totals_follow(olds public.frames[], news public.frames[]) from public;

-- Divisions: a division moved to another league counts the players of its frames again.
create function public.player_stat_totals_follow_divisions() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  players bigint[];
begin
  select coalesce(array_agg(distinct x.p), '{}') into players
  from old_divisions o
  join new_divisions n on n.id = o.id and n.league_id is distinct from o.league_id
  join public.fixtures f on f.division_id = n.id
  join public.frames fr on fr.fixture_id = f.id
  cross join unnest(array[fr.home_player_id, fr.away_player_id]) x (p)
  where x.p is not null;
  if cardinality(players) > 0 then
    perform public.lock_ratings();
    perform public.refresh_player_stat_totals(players);
  end if;
  return null;
end
$$;
revoke execute on function public.player_stat_totals_follow_divisions() from public;

create trigger divisions_stat_totals_follow_update after update on public.divisions referencing old table as old_divisions new table as new_divisions
  for each statement execute function public.player_stat_totals_follow_divisions();

-- Fixtures: a status that starts or stops its frames counting, a new kickoff (the order of play), a
-- new division or new teams count the players of its frames again. Completing a match changes nothing.
create function public.player_stat_totals_follow_fixtures() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  players bigint[];
begin
  select coalesce(array_agg(distinct x.p), '{}') into players
  from old_fixtures o
  join new_fixtures n on n.id = o.id
  join public.frames fr on fr.fixture_id = n.id
  cross join unnest(array[fr.home_player_id, fr.away_player_id]) x (p)
  where x.p is not null
    and (public.frame_counts(o.status, 'home'), o.kickoff_at, o.division_id, o.home_team_id, o.away_team_id)
      is distinct from (public.frame_counts(n.status, 'home'), n.kickoff_at, n.division_id, n.home_team_id, n.away_team_id);
  if cardinality(players) > 0 then
    perform public.lock_ratings();
    perform public.refresh_player_stat_totals(players);
  end if;
  return null;
end
$$;
revoke execute on function public.player_stat_totals_follow_fixtures() from public;

create trigger fixtures_stat_totals_follow_update after update on public.fixtures referencing old table as old_fixtures new table as new_fixtures
  for each statement execute function public.player_stat_totals_follow_fixtures();

-- Frames: an update that changes none of fixture, number, players or winner changes nothing.
create function public.player_stat_totals_follow_frames() returns trigger
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  olds public.frames[] := '{}';
  news public.frames[] := '{}';
begin
  if tg_op = 'INSERT' then
    select coalesce(array_agg(n), '{}') into news from new_frames n;
  elsif tg_op = 'DELETE' then
    select coalesce(array_agg(o), '{}') into olds from old_frames o;
  else
    select coalesce(array_agg(o), '{}'), coalesce(array_agg(n), '{}') into olds, news
    from old_frames o join new_frames n on n.id = o.id
    where (o.fixture_id, o.frame_no, o.home_player_id, o.away_player_id, o.winner)
      is distinct from (n.fixture_id, n.frame_no, n.home_player_id, n.away_player_id, n.winner);
  end if;
  perform public.player_stat_totals_follow(olds, news);
  return null;
end
$$;
revoke execute on function public.player_stat_totals_follow_frames() from public;

create trigger frames_stat_totals_follow_delete after delete on public.frames referencing old table as old_frames
  for each statement execute function public.player_stat_totals_follow_frames();

create trigger frames_stat_totals_follow_insert after insert on public.frames referencing new table as new_frames
  for each statement execute function public.player_stat_totals_follow_frames();

create trigger frames_stat_totals_follow_update after update on public.frames referencing old table as old_frames new table as new_frames
  for each statement execute function public.player_stat_totals_follow_frames();
