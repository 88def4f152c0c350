-- A frame result changed in the same statement that started its match (a fixture set back to
-- scheduled, then a frame corrected) was counted twice: the fixture going in play counted the player
-- again from the frames, new result included, and the frame's own trigger then flipped the result
-- once more (tests/db/stat-totals.test.ts found it). A flip now needs the totals to still show the
-- old result; otherwise the player is counted again from the frames.
create or replace function public.player_stat_totals_follow(olds public.frames[], news public.frames[]) returns void
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
