-- Cups with dates (docs/cups.md): each round has a date, by default the round before's plus 7 days
-- (so round 1's plus 7 days a round), set per round by organisers; a match's fixture kicks off on its round's date at the cup's
-- kick-off time, at the home side's venue (else the cup's). Moving a round moves its unplayed fixtures.

-- The dates organisers gave rounds: round_dates[r] is round r's date, null where it keeps its default.
alter table public.cups add column round_dates date[] not null default '{}';
comment on column public.cups.round_dates is
  'Each round''s date set by an organiser (index = round); null keeps the default: the round before''s plus 7 days';

-- A round's date: the one set, else the nearest earlier round set (round 1: starts_at's day in UTC)
-- plus 7 days a round after it, so a round moved later carries the rounds after it along.
create function public.cup_round_date(c public.cups, round_no integer) returns date
language sql stable
set search_path = ''
as $$
  select coalesce(
    (select c.round_dates[k] + 7 * (round_no - k) from generate_series(1, round_no) k
     where c.round_dates[k] is not null order by k desc limit 1),
    (c.starts_at at time zone 'UTC')::date + 7 * (round_no - 1))
$$;

-- A round's kick-off: its date at the cup's kick-off time (starts_at's time of day, in UTC).
create function public.cup_round_kickoff(c public.cups, round_no integer) returns timestamptz
language sql stable
set search_path = ''
as $$
  select (public.cup_round_date(c, round_no) + (c.starts_at at time zone 'UTC')::time) at time zone 'UTC'
$$;
grant execute on function public.cup_round_date(public.cups, integer),
  public.cup_round_kickoff(public.cups, integer) to anon, authenticated, service_role;

-- As in 20261124005010_cup_bracket.sql, but the fixture kicks off on its round's date and is played
-- at the home side's team's home venue when it has one.
create or replace function public.cup_open_match(match_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  m public.cup_matches;
  c public.cups;
  home record;
  away record;
  hr numeric;
  ar numeric;
  race record;
  venue bigint;
begin
  select * into m from public.cup_matches x where x.id = cup_open_match.match_id;
  if m.home_entry_id is null or m.away_entry_id is null or m.winner_entry_id is not null
     or exists (select 1 from public.fixtures f where f.cup_match_id = m.id) then
    return;
  end if;
  select * into c from public.cups x where x.id = m.cup_id;
  select * into home from public.cup_entry_team(m.home_entry_id);
  select * into away from public.cup_entry_team(m.away_entry_id);
  if home.team_id is null or away.team_id is null then
    raise exception 'A player of this match is on no team of the cup''s league' using errcode = 'P0001';
  end if;
  if c.kind = 'singles' then
    select r.rating into hr from public.cup_entries e join public.current_ratings r on r.player_id = e.player_id
    where e.id = m.home_entry_id;
    select r.rating into ar from public.cup_entries e join public.current_ratings r on r.player_id = e.player_id
    where e.id = m.away_entry_id;
  end if;
  select * into race
  from public.cup_race(c.best_of[least(m.round, cardinality(c.best_of))], hr, ar, c.handicap);
  update public.cup_matches x set home_needs = race.home_needs, away_needs = race.away_needs where x.id = m.id;
  select coalesce(t.home_venue_id, c.venue_id) into venue from public.teams t where t.id = home.team_id;
  insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at, cup_match_id)
  values (home.division_id, home.team_id, away.team_id, coalesce(venue, c.venue_id),
    public.cup_round_kickoff(c, m.round), m.id);
end
$$;
revoke execute on function public.cup_open_match(bigint) from public, anon, authenticated;

-- Sets a round's date (organisers) and moves the fixtures not yet played (scheduled or postponed, no
-- frame) whose date follows from it: the round's own, and the later rounds' left at their default.
-- One transaction; the cup's and fixtures' audit triggers record both. The API refuses a round past the
-- drawn bracket with a 400 naming it first (api/routes/cup-play.ts).
create function public.set_cup_round_date(cup_id bigint, round_no integer, round_date date)
returns public.cups
language plpgsql security definer
set search_path = ''
as $$
declare
  c public.cups;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only organisers can date cup rounds' using errcode = '42501';
  end if;
  select * into c from public.cups x where x.id = set_cup_round_date.cup_id for update;
  if not found then
    raise exception 'Cup not found' using errcode = 'P0002';
  end if;
  if round_no < 1 or round_no > coalesce((select max(m.round) from public.cup_matches m where m.cup_id = c.id), 8) then
    raise exception 'This cup has no round %', round_no using errcode = 'P0001';
  end if;
  update public.cups x set round_dates[round_no] = round_date where x.id = c.id returning * into c;
  update public.fixtures f set kickoff_at = public.cup_round_kickoff(c, m.round)
  from public.cup_matches m
  where m.id = f.cup_match_id and m.cup_id = c.id
    and m.round >= round_no
    and not exists (select 1 from generate_series(round_no + 1, m.round) k where c.round_dates[k] is not null)
    and f.status in ('scheduled', 'postponed')
    and not exists (select 1 from public.frames fr where fr.fixture_id = f.id)
    and f.kickoff_at is distinct from public.cup_round_kickoff(c, m.round);
  return c;
end
$$;
revoke execute on function public.set_cup_round_date(bigint, integer, date) from public, anon;
grant execute on function public.set_cup_round_date(bigint, integer, date) to authenticated, service_role;
