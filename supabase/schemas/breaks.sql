-- Breaks: a player's break in a frame, filled in and checked from its frame and its league's
-- break_threshold (supabase/schemas/frames.sql keeps the frames).

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
