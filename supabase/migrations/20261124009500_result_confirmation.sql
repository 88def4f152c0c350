-- Result confirmation (docs/result-confirmation.md). In a league with `require_confirmation` on, a
-- league fixture a captain completes awaits the other team's captain: they confirm it or dispute it
-- with a reason. The standings count it once confirmed, or 48 hours after completion without a
-- dispute; an organiser settles a dispute (corrects the frames if need be, then confirms). A result
-- an organiser completes, a forfeit and a cup fixture need no confirmation.

-- completed_at: when the fixture became final. completed_by_team_id: the team whose captain completed
-- it (its opponent's captain confirms). confirmation: null when none is needed, else awaiting,
-- confirmed or disputed; dispute_reason: the disputing captain's words.
alter table public.fixtures
  add column completed_at timestamptz,
  add column completed_by_team_id bigint references public.teams (id) on delete set null,
  add column confirmation text,
  add column dispute_reason text,
  add constraint fixtures_confirmation_known check (confirmation in ('awaiting', 'confirmed', 'disputed')),
  add constraint fixtures_confirmation_only_final check (confirmation is null or status = 'final'),
  add constraint fixtures_dispute_reason_length check (char_length(dispute_reason) <= 500);
create index fixtures_awaiting_confirmation_idx on public.fixtures (completed_at)
  where confirmation = 'awaiting';
create index fixtures_completed_by_team_id_idx on public.fixtures (completed_by_team_id);

-- Does a result count yet: no confirmation needed, confirmed, or awaiting for 48 hours (a dispute
-- stops the clock). The 48-hour rule's one home; team_results below applies it.
create function public.result_counts(confirmation text, completed_at timestamptz) returns boolean
language sql stable parallel safe
as $$
  select confirmation is null or confirmation = 'confirmed'
    or (confirmation = 'awaiting' and completed_at <= now() - interval '48 hours')
$$;
grant execute on function public.result_counts(text, timestamptz) to anon, authenticated, service_role;

-- As in 20261124005100_cups_leave_standings.sql, counting a result only once result_counts() says so.
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
      and public.result_counts(f.confirmation, f.completed_at)
    group by f.id, f.division_id, f.home_team_id, f.away_team_id, d.id, l.id
  ) g
  cross join lateral (values
    (true, g.home_team_id, g.away_team_id, g.home, g.away),
    (false, g.away_team_id, g.home_team_id, g.away, g.home)
  ) x (at_home, team_id, opponent_id, ff, fa)
) r;

-- A fixture becoming final records when and by whose captain, and awaits confirmation when its
-- league asks for it and a captain (not an organiser, a forfeit or a trusted caller) completed a
-- league fixture. Leaving final clears it all. Only the functions below change the confirmation
-- (they set cueboard.confirming for their transaction); an end user's update of it is refused.
create function public.fixture_confirmation_follows() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  wanted boolean;
begin
  if (new.confirmation, new.dispute_reason, new.completed_by_team_id, new.completed_at)
     is distinct from (old.confirmation, old.dispute_reason, old.completed_by_team_id, old.completed_at)
     and (select auth.role()) in ('anon', 'authenticated')
     and coalesce(current_setting('cueboard.confirming', true), '') <> 'on' then
    raise exception 'Results are confirmed, disputed and settled through their own actions'
      using errcode = '42501';
  end if;
  if new.status <> 'final' then
    new.completed_at := null;
    new.completed_by_team_id := null;
    new.confirmation := null;
    new.dispute_reason := null;
  elsif old.status <> 'final' then
    new.completed_at := now();
    select coalesce((l.settings ->> 'require_confirmation')::boolean, false) into wanted
    from public.divisions d join public.leagues l on l.id = d.league_id where d.id = new.division_id;
    if wanted and new.cup_match_id is null and new.forfeit is null
       and (select auth.role()) = 'authenticated' and not public.is_organiser()
       and (public.is_captain_of(new.home_team_id) or public.is_captain_of(new.away_team_id)) then
      new.completed_by_team_id := case when public.is_captain_of(new.home_team_id)
        then new.home_team_id else new.away_team_id end;
      new.confirmation := 'awaiting';
    else
      new.completed_by_team_id := null;
      new.confirmation := null;
    end if;
    new.dispute_reason := null;
  end if;
  return new;
end
$$;
create trigger fixtures_confirmation_follows before update on public.fixtures
  for each row execute function public.fixture_confirmation_follows();

-- The captains hear: the other captain when a result awaits them, both when one is disputed. The
-- link opens the web Fixtures screen on the fixture ({site} becomes the site's address when sent).
create function public.notify_confirmation_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  home text;
  away text;
  score text;
  link text := format('{site}/fixtures?fixture=%s', new.id);
begin
  if new.confirmation is not distinct from old.confirmation
     or new.confirmation not in ('awaiting', 'disputed') then
    return new;
  end if;
  select t.name into home from public.teams t where t.id = new.home_team_id;
  select t.name into away from public.teams t where t.id = new.away_team_id;
  select format('%s-%s', count(*) filter (where fr.winner = 'home'), count(*) filter (where fr.winner = 'away'))
    into score from public.frames fr where fr.fixture_id = new.id;
  if new.confirmation = 'awaiting' then
    perform public.notify_captains(
      array[case when new.completed_by_team_id = new.home_team_id then new.away_team_id else new.home_team_id end],
      'confirmation', format('%s v %s: please confirm the result', home, away),
      format('%s v %s finished %s. Please confirm or dispute the result within 48 hours '
        || '(it counts after that): %s', home, away, score, link));
  else
    perform public.notify_captains(
      array[new.home_team_id, new.away_team_id], 'confirmation',
      format('%s v %s: result disputed', home, away),
      format('The result of %s v %s (%s) is disputed: "%s". An organiser will settle it: %s',
        home, away, score, new.dispute_reason, link));
  end if;
  return new;
end
$$;
create trigger fixtures_notify_confirmation after update on public.fixtures
  for each row execute function public.notify_confirmation_change();

-- Confirms a result: the captain of the team that did not complete it while it awaits them, or an
-- organiser at any time (which settles a dispute: the frames as they now stand count).
create function public.confirm_fixture(fixture_id bigint) returns public.fixtures
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.fixtures;
begin
  select * into f from public.fixtures x where x.id = confirm_fixture.fixture_id for update;
  if not found then
    raise exception 'Fixture % not found', confirm_fixture.fixture_id using errcode = 'P0002';
  end if;
  if public.is_trusted_caller() or public.is_organiser() then
    if f.confirmation is null or f.confirmation = 'confirmed' then
      raise exception 'This result does not await confirmation' using errcode = 'P0001';
    end if;
  elsif not public.can_confirm_fixture(f.id) then
    raise exception 'Only the other team''s captain can confirm this result' using errcode = '42501';
  elsif f.confirmation <> 'awaiting' then
    raise exception 'This result is disputed: an organiser settles it' using errcode = 'P0001';
  end if;
  perform set_config('cueboard.confirming', 'on', true);
  update public.fixtures x set confirmation = 'confirmed' where x.id = f.id returning * into f;
  perform set_config('cueboard.confirming', '', true);
  perform public.refresh_standings(f.division_id);
  return f;
end
$$;

-- Disputes a result awaiting the caller (the other team's captain) within its 48 hours.
create function public.dispute_fixture(fixture_id bigint, reason text) returns public.fixtures
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.fixtures;
  why text := btrim(coalesce(dispute_fixture.reason, ''));
begin
  if why = '' then
    raise exception 'Reason is required' using errcode = '22023';
  end if;
  if char_length(why) > 500 then
    raise exception 'Reason must be at most 500 characters' using errcode = '22023';
  end if;
  select * into f from public.fixtures x where x.id = dispute_fixture.fixture_id for update;
  if not found then
    raise exception 'Fixture % not found', dispute_fixture.fixture_id using errcode = 'P0002';
  end if;
  if not public.can_confirm_fixture(f.id) then
    raise exception 'Only the other team''s captain can dispute this result' using errcode = '42501';
  end if;
  if f.confirmation <> 'awaiting' or public.result_counts(f.confirmation, f.completed_at) then
    raise exception 'This result can no longer be disputed' using errcode = 'P0001';
  end if;
  perform set_config('cueboard.confirming', 'on', true);
  update public.fixtures x set confirmation = 'disputed', dispute_reason = why
  where x.id = f.id returning * into f;
  perform set_config('cueboard.confirming', '', true);
  return f;
end
$$;

-- Is the caller a captain of the team that did not complete this result (and not of the one that did)?
create function public.can_confirm_fixture(fixture_id bigint) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.fixtures f
    where f.id = can_confirm_fixture.fixture_id and f.completed_by_team_id is not null
      and public.is_captain_of(case when f.completed_by_team_id = f.home_team_id
        then f.away_team_id else f.home_team_id end)
      and not public.is_captain_of(f.completed_by_team_id)
  )
$$;

-- Results awaiting confirmation for 48 hours become confirmed, and their divisions' standings are
-- refreshed. The API calls it (as the service) when standings or fixtures are read, so the table
-- changes when the 48 hours pass without anyone completing another match.
create function public.lapse_confirmations() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  d bigint;
  divisions bigint[];
  n integer := 0;
begin
  perform set_config('cueboard.confirming', 'on', true);
  with lapsed as (
    update public.fixtures x set confirmation = 'confirmed'
    where x.confirmation = 'awaiting' and x.completed_at <= now() - interval '48 hours'
    returning x.division_id
  )
  select coalesce(array_agg(distinct l.division_id), '{}') into divisions from lapsed l;
  foreach d in array divisions loop
    perform public.refresh_standings(d);
    n := n + 1;
  end loop;
  perform set_config('cueboard.confirming', '', true);
  return n;
end
$$;

revoke execute on function public.fixture_confirmation_follows(), public.notify_confirmation_change(),
  public.confirm_fixture(bigint), public.dispute_fixture(bigint, text), public.can_confirm_fixture(bigint),
  public.lapse_confirmations() from public, anon;
grant execute on function public.confirm_fixture(bigint), public.dispute_fixture(bigint, text),
  public.can_confirm_fixture(bigint) to authenticated, service_role;
revoke execute on function public.lapse_confirmations() from authenticated;
grant execute on function public.lapse_confirmations() to service_role;
