-- Issue 29: breaks made in frames (snooker), recorded by the fixture's scorers, audited, moved with
-- their player when players are merged.
-- A break fills in from its frame: the frame's fixture, and the side of its player, who must be one
-- of the frame's two players (a merge of players moves it to the kept one). Its value is at least the league's break_threshold (0: the league
-- records no breaks) and at most the player's frame points when the frame has them. Refusals are
-- check_violations naming a constraint (a 400 naming the field through the API).
create function public.break_follows_frame() returns trigger
    language plpgsql
    set search_path to ''
    as $$
declare
  fr record;
  threshold integer;
begin
  select y.fixture_id, y.home_player_id, y.away_player_id, y.home_points, y.away_points, l.settings
  into fr
  from public.frames y
  join public.fixtures x on x.id = y.fixture_id
  join public.divisions d on d.id = x.division_id
  join public.leagues l on l.id = d.league_id
  where y.id = new.frame_id;
  if not found then
    raise exception 'Frame not found' using errcode = 'P0002';
  end if;
  new.fixture_id := fr.fixture_id;
  threshold := public.league_setting(fr.settings, '{break_threshold}')::integer;
  -- a merge of players (merge_players()) moves a break to the kept player: its value stands as it was
  if tg_op = 'INSERT' or (new.value, new.frame_id) is distinct from (old.value, old.frame_id) then
    if threshold <= 0 then
      raise exception 'This league does not record breaks'
        using errcode = 'check_violation', constraint = 'breaks_off';
    end if;
    if new.value < threshold then
      raise exception 'A break must be at least %', threshold
        using errcode = 'check_violation', constraint = 'breaks_below_threshold';
    end if;
  end if;
  new.side := case new.player_id when fr.home_player_id then 'home' when fr.away_player_id then 'away' end;
  if new.side is null then
    raise exception 'Player must be a player of this frame'
      using errcode = 'check_violation', constraint = 'breaks_player_in_frame';
  end if;
  if new.value > (case new.side when 'home' then fr.home_points else fr.away_points end) then
    raise exception 'A break cannot be more than the player''s frame points'
      using errcode = 'check_violation', constraint = 'breaks_within_points';
  end if;
  return new;
end
$$;

-- A break made in a frame: its player (of the side that made it) and value. A break over 147 is
-- only possible after a free ball (up to 155), which the scorer says with free_ball. fixture_id and
-- side are filled from the frame (break_follows_frame()); the pair (frame_id, fixture_id) follows the
-- frame if it moves.
create table public.breaks (
    id bigint generated always as identity,
    frame_id bigint not null,
    fixture_id bigint not null,
    player_id bigint not null,
    side text not null,
    value integer not null,
    free_ball boolean default false not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint breaks_pkey primary key (id),
    constraint breaks_side_known check (side = any (array['home'::text, 'away'::text])),
    constraint breaks_value_range check (value >= 1 and value <= case when free_ball then 155 else 147 end),
    constraint breaks_frame_id_fkey foreign key (frame_id, fixture_id) references public.frames(id, fixture_id) on update cascade on delete cascade,
    constraint breaks_player_id_fkey foreign key (player_id) references public.players(id) on delete cascade,
    constraint breaks_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint breaks_fixture_id_organisation_fkey foreign key (organisation_id, fixture_id) references public.fixtures(organisation_id, id) on delete cascade,
    constraint breaks_player_id_organisation_fkey foreign key (organisation_id, player_id) references public.players(organisation_id, id) on delete cascade
);

create index breaks_fixture_id_idx on public.breaks using btree (fixture_id);
create index breaks_frame_id_idx on public.breaks using btree (frame_id, fixture_id);
-- A player's breaks (their high break, centuries).
create index breaks_player_id_idx on public.breaks using btree (player_id);

alter table public.breaks enable row level security;

create policy "Anyone can read breaks" on public.breaks for select to anon, authenticated
  using (true);

create policy "Captains can record breaks in fixtures their team plays" on public.breaks for insert to authenticated
  with check (public.can_score_fixture(fixture_id));

create policy "Captains can remove breaks in fixtures their team plays" on public.breaks for delete to authenticated
  using (public.can_score_fixture(fixture_id));

create policy "Organisers can manage breaks" on public.breaks to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create trigger breaks_follow_frame before insert or update of frame_id, player_id, value on public.breaks
  for each row execute function public.break_follows_frame();

-- As with frames: a captain changes nothing of a final fixture.
create trigger breaks_refuse_captain_changing_final after insert or delete or update on public.breaks
  for each row execute function public.refuse_captain_changing_final_frames();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger breaks_fill_organisation before insert on public.breaks
  for each row execute function public.fill_organisation_id('frames', 'frame_id');

grant select on public.breaks to anon;
grant select, insert, delete on public.breaks to authenticated;
grant all on public.breaks to service_role;

create trigger breaks_audit after insert or delete or update on public.breaks
  for each row execute function public.record_audit();

create or replace function public.merge_players(from_id bigint, into_id bigint) returns void
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  from_user uuid;
  into_user uuid;
  from_org bigint;
  into_org bigint;
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only organisers can merge players' using errcode = '42501';
  end if;
  if from_id = into_id then
    raise exception 'A player cannot be merged into themselves' using errcode = '22023';
  end if;
  select p.user_id, p.organisation_id into from_user, from_org from public.players p where p.id = from_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'P0002';
  end if;
  select p.user_id, p.organisation_id into into_user, into_org from public.players p where p.id = into_id for update;
  if not found or into_org <> from_org then
    raise exception 'Player not found' using errcode = 'P0002';
  end if;
  if not (public.is_trusted_caller() or public.is_organiser_of(from_org)) then
    raise exception 'Only organisers can merge players' using errcode = '42501';
  end if;
  if from_user is not null and into_user is not null and from_user <> into_user then
    raise exception 'Both players are linked to different accounts: they cannot be merged'
      using errcode = 'P0001';
  end if;
  if exists (
    select 1 from public.frames f
    where (f.home_player_id = from_id and f.away_player_id = into_id)
       or (f.home_player_id = into_id and f.away_player_id = from_id)
  ) then
    raise exception 'These players played each other: they cannot be merged' using errcode = 'P0001';
  end if;

  -- the kept player keeps their team: the duplicate's active entry becomes history when the kept
  -- player is on a roster already (one active entry per player, one team at a time)
  update public.team_players tp set is_active = false, left_at = coalesce(tp.left_at, now())
  where tp.player_id = from_id and tp.is_active
    and exists (select 1 from public.team_players k where k.player_id = into_id and k.is_active);
  update public.team_players tp set player_id = into_id where tp.player_id = from_id;

  -- one statement, so the rating replays once
  update public.frames f
  set home_player_id = case when f.home_player_id = from_id then into_id else f.home_player_id end,
      away_player_id = case when f.away_player_id = from_id then into_id else f.away_player_id end
  where f.home_player_id = from_id or f.away_player_id = from_id;

  update public.breaks b set player_id = into_id where b.player_id = from_id;
  update public.transfers t set player_id = into_id where t.player_id = from_id;
  update public.invitations i set player_id = into_id where i.player_id = from_id;

  -- one player per account: the duplicate lets go of the link before the kept player takes it
  if from_user is not null and into_user is null then
    update public.players p set user_id = null where p.id = from_id;
    update public.players p set user_id = from_user where p.id = into_id;
  end if;
  delete from public.players p where p.id = from_id;
end
$$;
