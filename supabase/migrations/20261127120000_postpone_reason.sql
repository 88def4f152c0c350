-- Postponing with a reason (issue 25): organisers say why a fixture is postponed, and may give its
-- new date at once. The reason is kept on the fixture (so the audit log's fixtures trigger records it),
-- shown on the public site and the result page, and told to both captains in the postponement e-mail.

-- Why the fixture was last postponed (null: never); kept when it is rescheduled, replaced by a later
-- postponement. One line (it is shown in lists and an e-mail) of at most 500 characters.
alter table public.fixtures
  add column postpone_reason text,
  add constraint fixtures_postpone_reason_text check (
    postpone_reason is null
    or (char_length(btrim(postpone_reason)) between 1 and 500 and public.is_one_line(postpone_reason))
  );
comment on column public.fixtures.postpone_reason is
  'Why the fixture was last postponed (POST /api/fixtures/{id}/postpone); null when never postponed.';

-- As in 20261124003100_match_life.sql, and a captain does not write the postponement's reason either.
create or replace function public.guard_captain_fixture_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or public.is_organiser() then
    return new;
  end if;
  if (new.division_id, new.home_team_id, new.away_team_id, new.venue_id, new.table_id, new.kickoff_at,
      new.forfeit, new.postpone_reason)
     is distinct from
     (old.division_id, old.home_team_id, old.away_team_id, old.venue_id, old.table_id, old.kickoff_at,
      old.forfeit, old.postpone_reason) then
    raise exception 'Captains can only change the status of a fixture' using errcode = '42501';
  end if;
  if new.status is distinct from old.status
     and (new.status in ('postponed', 'void') or old.status in ('postponed', 'void')) then
    raise exception 'Only organisers can postpone, void or reinstate a fixture' using errcode = '42501';
  end if;
  return new;
end
$$;

-- As in 20261124008000_notifications.sql, and a postponement names its reason: postponed (no date
-- yet), or postponed to a new kick-off in the same change ("postponed to ...").
create or replace function public.notify_fixture_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  home text;
  away text;
  what text;
  why text := '';
  fmt constant text := 'FMDay FMDD FMMonth YYYY at HH24:MI';
begin
  if new.status::text in ('postponed', 'void') and new.status is distinct from old.status then
    what := case new.status::text when 'postponed' then 'postponed' else 'void' end;
  elsif (to_jsonb(new) ->> 'forfeit') is not null and (to_jsonb(old) ->> 'forfeit') is null then
    what := 'forfeited';
  elsif new.kickoff_at is distinct from old.kickoff_at
        and new.postpone_reason is distinct from old.postpone_reason and new.postpone_reason is not null then
    what := 'postponed to';
  elsif new.kickoff_at is distinct from old.kickoff_at then
    what := 'rescheduled';
  else
    return new;
  end if;
  if what in ('postponed', 'postponed to') and new.postpone_reason is not null then
    why := format(' Reason: %s', new.postpone_reason);
  end if;
  select t.name into home from public.teams t where t.id = new.home_team_id;
  select t.name into away from public.teams t where t.id = new.away_team_id;
  perform public.notify_captains(
    array[new.home_team_id, new.away_team_id], 'fixture',
    format('%s v %s: %s', home, away,
      case what when 'rescheduled' then 'new date' when 'void' then 'void'
        when 'postponed to' then 'postponed to a new date' else what end),
    case what
      when 'rescheduled' then format('%s v %s has moved to %s (UTC).', home, away,
        to_char(new.kickoff_at at time zone 'UTC', fmt))
      when 'void' then format('%s v %s has been made void: it does not count.', home, away)
      when 'forfeited' then format('%s v %s has been decided by forfeit.', home, away)
      when 'postponed to' then format('%s v %s, due %s (UTC), has been postponed to %s (UTC).%s', home, away,
        to_char(old.kickoff_at at time zone 'UTC', fmt), to_char(new.kickoff_at at time zone 'UTC', fmt), why)
      else format('%s v %s, due %s (UTC), has been postponed.%s', home, away,
        to_char(old.kickoff_at at time zone 'UTC', fmt), why)
    end);
  return new;
end
$$;
