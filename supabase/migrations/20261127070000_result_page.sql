-- The result page (docs/result-confirmation.md): the web app's /fixtures/{id} shows a result with its
-- frames, and the other captain confirms or disputes it there. The confirmation e-mails now link to
-- that page, and the page names who disputed a result and when.

-- As in 20261124009500_result_confirmation.sql, but the link opens the result page
-- ({site}/fixtures/{id}) instead of the admin Fixtures table.
create or replace function public.notify_confirmation_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  home text;
  away text;
  score text;
  link text := format('{site}/fixtures/%s', new.id);
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

-- A person as the result page names them: their display name, else the name of the player their
-- account is linked to, else null (the page says "No display name"). Security definer: players'
-- account links are not readable by signed-in users themselves (20261127050000_account_ids_shown.sql).
create function public.person_name_of(user_id uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    public.display_name_of(person_name_of.user_id),
    (select p.full_name from public.players p where p.user_id = person_name_of.user_id order by p.id limit 1))
$$;
revoke execute on function public.person_name_of(uuid) from public, anon;
grant execute on function public.person_name_of(uuid) to authenticated, service_role;

-- Who disputed a fixture's current dispute (by display name, never an id) and when: the audit log's
-- entry of the update that made it disputed (dispute_fixture() runs as the disputing captain, so
-- the entry carries their account). No row unless the fixture is disputed now. Security definer:
-- only organisers read the audit log itself; this gives out a name and a time, nothing else.
create function public.fixture_disputed_by(fixture_id bigint)
returns table (disputed_by_name text, disputed_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select public.person_name_of(a.user_id), a.at
  from public.fixtures f
  join public.audit_log a on a.table_name = 'fixtures' and a.row_id = f.id and a.action = 'update'
  where f.id = fixture_disputed_by.fixture_id and f.confirmation = 'disputed'
    and a.after ->> 'confirmation' = 'disputed'
  order by a.id desc
  limit 1
$$;
revoke execute on function public.fixture_disputed_by(bigint) from public, anon;
grant execute on function public.fixture_disputed_by(bigint) to authenticated, service_role;
