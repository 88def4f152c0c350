-- A match starts when its scoring starts, and has the length its league says (issue 24). Both rules
-- live here, on frames, so every writer keeps them: the API, the offline replay and the CLI through
-- it, supabase-js and SQL.

-- The most frames a fixture may hold: a cup match's race (best of N is at most N frames; with a
-- handicap, home_needs + away_needs - 1, docs/cups.md), otherwise its league's frames_per_match
-- (read through public.league_setting, so a league without the setting has the default).
-- security definer: the fixture's league and cup match are read whatever the caller may see.
create function public.fixture_frame_limit(fixture_id bigint) returns integer
language sql stable security definer
set search_path = ''
as $$
  select case when m.id is not null then m.home_needs + m.away_needs - 1
    else public.league_setting(l.settings, '{frames_per_match}')::integer end
  from public.fixtures x
  join public.divisions d on d.id = x.division_id
  join public.leagues l on l.id = d.league_id
  left join public.cup_matches m on m.id = x.cup_match_id
  where x.id = fixture_frame_limit.fixture_id
$$;
revoke execute on function public.fixture_frame_limit(bigint) from public, anon;
grant execute on function public.fixture_frame_limit(bigint) to authenticated, service_role;

-- Refuses a frame beyond the match's length: a frame added, or moved, to a fixture that already
-- holds its limit ("This match has N frames", P0001: a 409 through the API). The count is the rule,
-- not the number: add_frame numbers past a frame deleted from the middle. Locks the fixture first so two
-- scorers adding the last frame at once are counted one after the other. No trusted bypass.
-- security definer: the lock and the count see the fixture and all its frames whoever writes.
create function public.refuse_frames_beyond_match_length() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  max_frames integer;
begin
  if tg_op = 'UPDATE' and new.fixture_id = old.fixture_id then
    return new;
  end if;
  perform 1 from public.fixtures x where x.id = new.fixture_id for update;
  max_frames := public.fixture_frame_limit(new.fixture_id);
  if max_frames is null then
    return new;
  end if;
  if (select count(*) from public.frames y where y.fixture_id = new.fixture_id and y.id <> new.id)
     >= max_frames then
    raise exception 'This match has % frames', max_frames;
  end if;
  return new;
end
$$;
create trigger frames_within_match_length before insert or update of fixture_id on public.frames
  for each row execute function public.refuse_frames_beyond_match_length();

-- The first frame given players or a winner moves a scheduled fixture to in_play in the same
-- transaction. security invoker: the fixture is updated with the scorer's own rights (a captain of
-- either team or an organiser, the same rule as PATCH /api/fixtures/{id}), so the audit log, the
-- live event and the captain's guard see an ordinary status change.
create function public.start_fixture_on_scoring() returns trigger
language plpgsql security invoker
set search_path = ''
as $$
begin
  update public.fixtures x set status = 'in_play'
  where x.id = new.fixture_id and x.status = 'scheduled';
  return null;
end
$$;
create trigger frames_start_fixture after insert or update on public.frames
  for each row
  when (new.home_player_id is not null or new.away_player_id is not null or new.winner <> 'na')
  execute function public.start_fixture_on_scoring();
