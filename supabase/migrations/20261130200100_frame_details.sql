-- Issue 29: a frame's details (snooker points, a race-to rubber's racks and race, a pool event),
-- checked against the frame and its league's settings, the winner following from them.
alter table public.frames
  add column home_points integer,
  add column away_points integer,
  add column home_racks integer,
  add column away_racks integer,
  add column home_race integer,
  add column away_race integer,
  add column event text,
  add constraint frames_points_pair check ((home_points is null) = (away_points is null)),
  add constraint frames_points_range check ((home_points >= 0) and (home_points <= 500) and (away_points >= 0) and (away_points <= 500)),
  add constraint frames_racks_pair check ((home_racks is null) = (away_racks is null)),
  add constraint frames_race_pair check ((home_race is null) = (away_race is null)),
  add constraint frames_race_range check ((home_race >= 1) and (home_race <= 25) and (away_race >= 1) and (away_race <= 25)),
  add constraint frames_racks_need_race check ((home_racks is null) or (home_race is not null)),
  add constraint frames_racks_within_race check ((home_racks >= 0) and (home_racks <= home_race) and (away_racks >= 0) and (away_racks <= away_race)),
  add constraint frames_race_one_winner check (not ((home_racks >= home_race) and (away_racks >= away_race))),
  add constraint frames_event_known check (event = any (array['dish'::text, 'golden_break'::text, 'whitewash'::text])),
  add constraint frames_event_needs_winner check ((event is null) or (winner <> 'na'::public.frame_winner)),
  add constraint frames_id_fixture_id_key unique (id, fixture_id);

grant select (home_points, away_points, home_racks, away_racks, home_race, away_race, event) on public.frames to anon, authenticated;

-- A frame's details follow its league's settings (leagues.sql, default_league_settings()): points
-- only where frame_points is on, racks only in a race-to league, an event only where frame_events is
-- on; each refused with a check_violation naming its constraint (a 400 naming the field through the
-- API). A race-to league's frame is a rubber: its race (home_race, away_race) is fixed when it is made
-- (the league's race_to; with a handicap, cup_race()'s chart from the players' ratings then, or the
-- organiser's fixed starts), or when its players are named before any rack is scored, and never
-- moves after. The winner follows from the racks (a side that reached its race) or the points (the
-- side with more); a winner sent that disagrees is refused. Cup fixtures keep their own race.
create function public.frame_details_follow_league() returns trigger
    language plpgsql
    set search_path to ''
    as $$
declare
  s jsonb;
  cup boolean;
  racing boolean;
  base integer;
  handicap text;
  hr numeric;
  ar numeric;
  derived public.frame_winner;
  explicit boolean := (tg_op = 'INSERT' and new.winner <> 'na')
    or (tg_op = 'UPDATE' and new.winner is distinct from old.winner);
begin
  select l.settings, x.cup_match_id is not null into s, cup
  from public.fixtures x
  join public.divisions d on d.id = x.division_id
  join public.leagues l on l.id = d.league_id
  where x.id = new.fixture_id;
  racing := not coalesce(cup, false) and public.league_setting(s, '{match_format}') = 'races';

  if (new.home_points, new.away_points) is distinct from
       (case when tg_op = 'UPDATE' then old.home_points end, case when tg_op = 'UPDATE' then old.away_points end)
     and (new.home_points is not null or new.away_points is not null)
     and public.league_setting(s, '{frame_points}') is distinct from 'true' then
    raise exception 'This league does not record frame points'
      using errcode = 'check_violation', constraint = 'frames_points_off';
  end if;
  if new.event is distinct from (case when tg_op = 'UPDATE' then old.event end) and new.event is not null
     and public.league_setting(s, '{frame_events}') is distinct from 'true' then
    raise exception 'This league does not record frame events'
      using errcode = 'check_violation', constraint = 'frames_event_off';
  end if;
  if (new.home_racks, new.away_racks) is distinct from
       (case when tg_op = 'UPDATE' then old.home_racks end, case when tg_op = 'UPDATE' then old.away_racks end)
     and (new.home_racks is not null or new.away_racks is not null) and not racing then
    raise exception 'This league does not play races'
      using errcode = 'check_violation', constraint = 'frames_racks_off';
  end if;

  if tg_op = 'UPDATE' and (new.home_race, new.away_race) is distinct from (old.home_race, old.away_race) then
    raise exception 'The race is fixed when the frame is made'
      using errcode = 'check_violation', constraint = 'frames_race_fixed';
  end if;
  if tg_op = 'INSERT' then
    new.home_race := null;
    new.away_race := null;
  end if;
  if racing and (tg_op = 'INSERT' or old.home_race is null
      or ((new.home_player_id, new.away_player_id) is distinct from (old.home_player_id, old.away_player_id)
        and coalesce(old.home_racks, 0) + coalesce(old.away_racks, 0) = 0
        and coalesce(new.home_racks, 0) + coalesce(new.away_racks, 0) = 0)) then
    base := public.league_setting(s, '{race_to}')::integer;
    handicap := public.league_setting(s, '{handicap}');
    new.home_race := base;
    new.away_race := base;
    if handicap = 'rating' and new.home_player_id is not null and new.away_player_id is not null then
      select c.rating into hr from public.current_ratings c where c.player_id = new.home_player_id;
      select c.rating into ar from public.current_ratings c where c.player_id = new.away_player_id;
      select r.home_needs, r.away_needs into new.home_race, new.away_race
      from public.cup_race(2 * base - 1, hr, ar, true) r;
    elsif handicap = 'fixed' then
      new.home_race := greatest(1, base - coalesce((s #>> array['handicap_starts', new.home_player_id::text])::integer, 0));
      new.away_race := greatest(1, base - coalesce((s #>> array['handicap_starts', new.away_player_id::text])::integer, 0));
    end if;
  end if;

  if new.home_points is not null and tg_op = 'UPDATE'
     and (new.home_points, new.away_points) is distinct from (old.home_points, old.away_points)
     and exists (select 1 from public.breaks b where b.frame_id = new.id
       and b.value > (case b.side when 'home' then new.home_points else new.away_points end)) then
    raise exception 'Points must be at least the frame''s breaks'
      using errcode = 'check_violation', constraint = 'frames_points_below_breaks';
  end if;

  if new.home_racks is not null and new.home_race is not null then
    derived := case when new.home_racks >= new.home_race and new.away_racks < new.away_race then 'home'
      when new.away_racks >= new.away_race and new.home_racks < new.home_race then 'away' else 'na' end;
    if explicit and new.winner <> derived then
      raise exception 'Winner must follow from the race score'
        using errcode = 'check_violation', constraint = 'frames_winner_follows_racks';
    end if;
    new.winner := derived;
  elsif new.home_points is not null and new.away_points is not null then
    derived := case when new.home_points > new.away_points then 'home'
      when new.away_points > new.home_points then 'away' else 'na' end;
    if explicit and new.winner <> derived then
      raise exception 'Winner must follow from the frame points'
        using errcode = 'check_violation', constraint = 'frames_winner_follows_points';
    end if;
    new.winner := derived;
  end if;
  return new;
end
$$;

create trigger frames_details_follow_league before insert or update on public.frames
  for each row execute function public.frame_details_follow_league();
