-- Sponsors, wallboards (what a TV shows), paired screens with their schedules, and sponsor
-- impressions with their per-minute allowance.

-- What a wallboard shows. playlist is only rendered, the admin form offers the first five.
create type public.wallboard_type as enum (
    'live_scores',
    'fixtures',
    'league_table',
    'sponsors',
    'now_playing',
    'top_players',
    'bracket',
    'playlist',
    'high_breaks'
);

-- An advertiser shown on sponsor wallboards, weighted 1-10, optionally limited to a date range.
create table public.sponsors (
    id bigint generated always as identity,
    name character varying(255) not null,
    image_url text,
    video_url text,
    click_url text,
    weight integer default 1 not null,
    active_from timestamptz,
    active_to timestamptz,
    tags text[] default '{}'::text[] not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint sponsors_active_to_after_active_from check ((active_to > active_from)),
    constraint sponsors_image_or_video check (((coalesce(btrim(image_url), ''::text) <> ''::text) or (coalesce(btrim(video_url), ''::text) <> ''::text))),
    constraint sponsors_weight_range check (((weight >= 1) and (weight <= 10))),
    constraint tags_one_line check (public.is_one_line(array_to_string(tags, ' '::text))),
    constraint sponsors_pkey primary key (id),
    constraint sponsors_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint sponsors_organisation_id_id_key unique (organisation_id, id)
);

alter table public.sponsors enable row level security;

create policy "Anyone can read active sponsors" on public.sponsors for select to anon
  using ((((active_from is null) or (active_from <= now())) and ((active_to is null) or (active_to >= now()))));

create policy "Organisers can manage sponsors" on public.sponsors to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create policy "Signed-in users can read all sponsors" on public.sponsors for select to authenticated
  using (true);

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger sponsors_fill_organisation before insert on public.sponsors
  for each row execute function public.fill_organisation_id();

grant select on public.sponsors to anon;
grant select, insert, delete, update on public.sponsors to authenticated;
grant all on public.sponsors to service_role;

-- A full-screen display. It goes with its league (spec section 3); losing its division or venue
-- only clears that filter, so a TV on the wall keeps its link.
create table public.wallboards (
    id bigint generated always as identity,
    name character varying(255) not null,
    type public.wallboard_type not null,
    league_id bigint,
    venue_id bigint,
    division_id bigint,
    theme jsonb default '{}'::jsonb not null,
    playlist jsonb default '[]'::jsonb not null,
    is_public boolean default true not null,
    signed_token text,
    created_at timestamptz default now() not null,
    -- How a top_players wallboard ranks its players: by rating (the default) or by win percentage, as
    -- public.leaderboard's metric. Null (older rows, other types) ranks by rating.
    ranking text default 'rating'::text,
    -- A wallboard may show a QR code to its division's (or league's) public page, so people in the venue
    -- can follow on their phones. Off unless an organiser turns it on.
    show_qr boolean default false not null,
    -- Sponsor impressions count from paired screens (README "Impressions"). A public wallboard's address
    -- can be opened by anyone, so what an unpaired display (a browser on /kiosk/?wallboard=, the web's
    -- /wallboards/{id}) reports counts only on a wallboard whose organiser asked for it, as for a venue
    -- whose TVs are never paired. Off unless an organiser turns it on; POST /api/impressions applies it
    -- (api/routes/impressions.ts).
    count_unpaired_impressions boolean default false not null,
    organisation_id bigint not null,
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint wallboards_ranking_known check ((ranking = any (array['rating'::text, 'win_pct'::text]))),
    constraint wallboards_pkey primary key (id),
    constraint wallboards_signed_token_key unique (signed_token),
    constraint wallboards_division_id_fkey foreign key (division_id) references public.divisions(id) on delete set null,
    constraint wallboards_league_id_fkey foreign key (league_id) references public.leagues(id) on delete cascade,
    constraint wallboards_venue_id_fkey foreign key (venue_id) references public.venues(id) on delete set null,
    constraint wallboards_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint wallboards_organisation_id_id_key unique (organisation_id, id),
    constraint wallboards_league_id_organisation_fkey foreign key (organisation_id, league_id) references public.leagues(organisation_id, id) on delete cascade,
    constraint wallboards_division_id_organisation_fkey foreign key (organisation_id, division_id) references public.divisions(organisation_id, id) on delete set null (division_id),
    constraint wallboards_venue_id_organisation_fkey foreign key (organisation_id, venue_id) references public.venues(organisation_id, id) on delete set null (venue_id)
);

create index wallboards_league_id_idx on public.wallboards using btree (league_id);

alter table public.wallboards enable row level security;

create policy "Anyone can read public wallboards" on public.wallboards for select to anon
  using (is_public);

create policy "Organisers can manage wallboards" on public.wallboards to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Signed-in users read the public wallboards and every wallboard of the organisations they belong to.
create policy "Signed-in users can read their organisations' wallboards" on public.wallboards for select to authenticated
  using ((is_public or (organisation_id = any ((select public.member_organisations())::bigint[]))));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger wallboards_fill_organisation before insert on public.wallboards
  for each row execute function public.fill_organisation_id('leagues', 'league_id', 'divisions', 'division_id', 'venues', 'venue_id');

grant select on public.wallboards to anon;
grant select, insert, delete, update on public.wallboards to authenticated;
grant all on public.wallboards to service_role;
--
-- PostgreSQL database dump complete
--

-- A sponsor assigned to a wallboard's rotation; goes with either side.
create table public.wallboard_sponsors (
    id bigint generated always as identity,
    wallboard_id bigint not null,
    sponsor_id bigint not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint wallboard_sponsors_pkey primary key (id),
    constraint wallboard_sponsors_wallboard_sponsor_key unique (wallboard_id, sponsor_id),
    constraint wallboard_sponsors_sponsor_id_fkey foreign key (sponsor_id) references public.sponsors(id) on delete cascade,
    constraint wallboard_sponsors_wallboard_id_fkey foreign key (wallboard_id) references public.wallboards(id) on delete cascade,
    constraint wallboard_sponsors_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint wallboard_sponsors_wallboard_id_organisation_fkey foreign key (organisation_id, wallboard_id) references public.wallboards(organisation_id, id) on delete cascade,
    constraint wallboard_sponsors_sponsor_id_organisation_fkey foreign key (organisation_id, sponsor_id) references public.sponsors(organisation_id, id) on delete cascade
);

create index wallboard_sponsors_sponsor_id_idx on public.wallboard_sponsors using btree (sponsor_id);

alter table public.wallboard_sponsors enable row level security;

create policy "Anyone can read the sponsors of public wallboards" on public.wallboard_sponsors for select to anon
  using ((exists ( select 1
   from public.wallboards w
  where ((w.id = wallboard_sponsors.wallboard_id) and w.is_public))));

create policy "Organisers can manage wallboard sponsors" on public.wallboard_sponsors to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create policy "Signed-in users can read their organisations' wallboard sponsors" on public.wallboard_sponsors for select to authenticated
  using (((organisation_id = any ((select public.member_organisations())::bigint[])) or (exists ( select 1
   from public.wallboards w
  where ((w.id = wallboard_sponsors.wallboard_id) and w.is_public)))));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger wallboard_sponsors_fill_organisation before insert on public.wallboard_sponsors
  for each row execute function public.fill_organisation_id('wallboards', 'wallboard_id');

grant select on public.wallboard_sponsors to anon;
grant select, insert, delete, update on public.wallboard_sponsors to authenticated;
grant all on public.wallboard_sponsors to service_role;

-- A screen: where it is (name), what it shows, and what it last told us about itself.
create table public.screens (
    id bigint generated always as identity,
    name character varying(255) not null,
    wallboard_id bigint,
    token_hash text,
    user_agent text,
    app_version character varying(100),
    last_seen_at timestamptz,
    created_by uuid,
    created_at timestamptz default now() not null,
    -- The fleet: what each TV tells us in its heartbeat (screen resolution, what it shows right now, when
    -- its page last loaded) and the remote actions an organiser sends it (reload, identify). A command is
    -- a counter and a kind: the TV acts on a counter it has not acted on yet, hearing of it through the
    -- live stream (a screens.update event) or, while the stream is down, through its heartbeat poll.
    resolution character varying(20),
    showing_wallboard_id bigint,
    showing_page character varying(100),
    showing_sponsor_id bigint,
    loaded_at timestamptz,
    command character varying(20),
    command_id integer default 0 not null,
    command_at timestamptz,
    -- Organisers are e-mailed when a screen has been offline for 10 minutes while it should be showing
    -- something (server/screen-alerts.ts). offline_alerted_at says the current outage was reported: a
    -- heartbeat after it (last_seen_at later) starts a new outage that may be reported again.
    offline_alerted_at timestamptz,
    organisation_id bigint not null,
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint screens_command_known check (command in ('reload', 'identify')),
    constraint screens_name_not_blank check ((length(btrim((name)::text)) > 0)),
    constraint screens_pkey primary key (id),
    constraint screens_token_hash_key unique (token_hash),
    constraint screens_created_by_fkey foreign key (created_by) references auth.users(id) on delete set null,
    constraint screens_wallboard_id_fkey foreign key (wallboard_id) references public.wallboards(id) on delete set null,
    constraint screens_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint screens_organisation_id_id_key unique (organisation_id, id),
    constraint screens_wallboard_id_organisation_fkey foreign key (organisation_id, wallboard_id) references public.wallboards(organisation_id, id) on delete set null (wallboard_id)
);

create index screens_wallboard_id_idx on public.screens using btree (wallboard_id);

alter table public.screens enable row level security;

create policy "Organisers can rename and re-assign screens" on public.screens for update to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create policy "Organisers can revoke screens" on public.screens for delete to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create policy "Organisers can see screens" on public.screens for select to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger screens_fill_organisation before insert on public.screens
  for each row execute function public.fill_organisation_id('wallboards', 'wallboard_id');

grant select, delete on public.screens to authenticated;
grant all on public.screens to service_role;
grant update (name, wallboard_id, command, command_id, command_at) on public.screens to authenticated;

-- One showing of a sponsor on a wallboard. client_id is generated by the kiosk per impression,
-- so a batch re-sent after a lost response is counted once.
create table public.sponsor_impressions (
    id bigint generated always as identity,
    sponsor_id bigint not null,
    wallboard_id bigint not null,
    shown_at timestamptz default now() not null,
    duration_ms integer default 0 not null,
    client_id uuid,
    -- Proof-of-play per screen: an impression sent by a paired screen remembers which screen showed it,
    -- so a sponsor's report can say which TV earned what. Impressions from browsers (a public wallboard
    -- opened on a laptop) keep a null screen. Losing the screen keeps the impression: it was shown.
    screen_id bigint,
    organisation_id bigint not null,
    constraint sponsor_impressions_duration_ms_not_negative check ((duration_ms >= 0)),
    constraint sponsor_impressions_client_id_key unique (client_id),
    constraint sponsor_impressions_pkey primary key (id),
    constraint sponsor_impressions_screen_id_fkey foreign key (screen_id) references public.screens(id) on delete set null,
    constraint sponsor_impressions_sponsor_id_fkey foreign key (sponsor_id) references public.sponsors(id) on delete cascade,
    constraint sponsor_impressions_wallboard_id_fkey foreign key (wallboard_id) references public.wallboards(id) on delete cascade,
    constraint sponsor_impressions_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint sponsor_impressions_sponsor_id_organisation_fkey foreign key (organisation_id, sponsor_id) references public.sponsors(organisation_id, id) on delete cascade,
    constraint sponsor_impressions_wallboard_id_organisation_fkey foreign key (organisation_id, wallboard_id) references public.wallboards(organisation_id, id) on delete cascade,
    constraint sponsor_impressions_screen_id_organisation_fkey foreign key (organisation_id, screen_id) references public.screens(organisation_id, id) on delete set null (screen_id)
);

create index sponsor_impressions_screen_id_idx on public.sponsor_impressions using btree (screen_id);
create index sponsor_impressions_sponsor_id_idx on public.sponsor_impressions using btree (sponsor_id);
-- Reports read one sponsor's impressions over a date range.
create index sponsor_impressions_sponsor_id_shown_at_idx on public.sponsor_impressions using btree (sponsor_id, shown_at);
create index sponsor_impressions_wallboard_id_idx on public.sponsor_impressions using btree (wallboard_id);

alter table public.sponsor_impressions enable row level security;

create policy "Organisers can manage impressions" on public.sponsor_impressions to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger sponsor_impressions_fill_organisation before insert on public.sponsor_impressions
  for each row execute function public.fill_organisation_id('sponsors', 'sponsor_id');

grant select, delete, update on public.sponsor_impressions to authenticated;
grant all on public.sponsor_impressions to service_role;
grant insert (sponsor_id, wallboard_id, shown_at, duration_ms, client_id) on public.sponsor_impressions to authenticated;

-- How many impressions one screen has been credited with, per wallboard and minute of shownAt.
-- Rows older than the oldest accepted shownAt (7 days) are pruned by the API.
create table public.impression_minutes (
    wallboard_id bigint not null,
    viewer text not null,
    minute timestamptz not null,
    shown integer not null,
    constraint impression_minutes_pkey primary key (wallboard_id, viewer, minute),
    constraint impression_minutes_wallboard_id_fkey foreign key (wallboard_id) references public.wallboards(id) on delete cascade
);

create index impression_minutes_minute_idx on public.impression_minutes using btree (minute);

alter table public.impression_minutes enable row level security;

grant all on public.impression_minutes to service_role;

-- A pending pairing: the code on the TV, the hash of the TV's device secret, and its poll pacing.
create table public.screen_pairings (
    id bigint generated always as identity,
    code character(8) not null,
    device_secret_hash text not null,
    user_agent text,
    expires_at timestamptz default (now() + '00:15:00'::interval) not null,
    interval_seconds integer default 5 not null,
    last_polled_at timestamptz,
    screen_id bigint,
    created_at timestamptz default now() not null,
    constraint screen_pairings_code_alphabet check ((code ~ '^[BCDFGHJKLMNPQRSTVWXZ]{8}$'::text)),
    constraint screen_pairings_code_key unique (code),
    constraint screen_pairings_device_secret_hash_key unique (device_secret_hash),
    constraint screen_pairings_pkey primary key (id),
    constraint screen_pairings_screen_id_fkey foreign key (screen_id) references public.screens(id) on delete cascade
);

alter table public.screen_pairings enable row level security;

grant all on public.screen_pairings to service_role;

-- Dayparting: a screen's weekly schedule. Outside its slots a screen shows its default wallboard
-- (screens.wallboard_id). Times are wall-clock times in the league's time zone (TIME_ZONE); a slot
-- ends on the day it starts ('24:00' at the latest). The API refuses overlapping slots (one rule,
-- core/rules/schedule.ts, which the TV also uses to follow the schedule offline).
create table public.screen_schedule_slots (
    id bigint generated always as identity,
    screen_id bigint not null,
    wallboard_id bigint not null,
    days smallint[] not null,
    starts_at time without time zone not null,
    ends_at time without time zone not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint screen_schedule_slots_days_valid check (cardinality(days) between 1 and 7 and days <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]),
    constraint screen_schedule_slots_ends_after_start check ((ends_at > starts_at)),
    constraint screen_schedule_slots_pkey primary key (id),
    constraint screen_schedule_slots_screen_id_fkey foreign key (screen_id) references public.screens(id) on delete cascade,
    constraint screen_schedule_slots_wallboard_id_fkey foreign key (wallboard_id) references public.wallboards(id) on delete cascade,
    constraint screen_schedule_slots_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint screen_schedule_slots_screen_id_organisation_fkey foreign key (organisation_id, screen_id) references public.screens(organisation_id, id) on delete cascade,
    constraint screen_schedule_slots_wallboard_id_organisation_fkey foreign key (organisation_id, wallboard_id) references public.wallboards(organisation_id, id) on delete cascade
);

create index screen_schedule_slots_screen_id_idx on public.screen_schedule_slots using btree (screen_id);
create index screen_schedule_slots_wallboard_id_idx on public.screen_schedule_slots using btree (wallboard_id);

alter table public.screen_schedule_slots enable row level security;

create policy "Organisers can add schedule slots" on public.screen_schedule_slots for insert to authenticated
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create policy "Organisers can remove schedule slots" on public.screen_schedule_slots for delete to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create policy "Organisers can see screen schedules" on public.screen_schedule_slots for select to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger screen_schedule_slots_fill_organisation before insert on public.screen_schedule_slots
  for each row execute function public.fill_organisation_id('screens', 'screen_id');

grant select, insert, delete on public.screen_schedule_slots to authenticated;
grant all on public.screen_schedule_slots to service_role;

-- An organiser claims a pending code: the screen is created and the TV's next poll receives its token.
-- The code is claimed into the claimer's organisation: the wallboard's, which they must organise;
-- another organisation's wallboard is refused as a reference across organisations (23503 on
-- screens_wallboard_id_organisation_fkey), not as a missing one.
create function public.claim_screen(code text, name text, wallboard_id bigint) returns public.screens
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  p public.screen_pairings;
  s public.screens;
  org bigint;
begin
  if not public.is_organiser() then
    raise exception 'Only organisers can pair screens' using errcode = '42501';
  end if;
  select w.organisation_id into org from public.wallboards w where w.id = claim_screen.wallboard_id;
  if not found then
    raise exception 'Wallboard not found' using errcode = 'P0002';
  end if;
  if not public.is_organiser_of(org) then
    raise exception 'Wallboard belongs to another organisation'
      using errcode = '23503', constraint = 'screens_wallboard_id_organisation_fkey';
  end if;
  select * into p from public.screen_pairings sp
  where sp.code = public.normalize_pairing_code(claim_screen.code)
    and sp.expires_at > now() and sp.screen_id is null
  for update;
  if not found then
    raise exception 'Pairing code not found or expired' using errcode = 'P0002';
  end if;
  insert into public.screens (name, wallboard_id, user_agent, created_by, organisation_id)
  values (btrim(claim_screen.name), claim_screen.wallboard_id, p.user_agent, (select auth.uid()), org)
  returning * into s;
  update public.screen_pairings set screen_id = s.id where id = p.id;
  return s;
end
$$;
revoke execute on function public.claim_screen(code text, name text, wallboard_id bigint) from public;
grant execute on function public.claim_screen(code text, name text, wallboard_id bigint) to authenticated, service_role;

-- The code as people type it: any case, with or without the dash or spaces.
create function public.normalize_pairing_code(code text) returns text
    language sql immutable
    set search_path to ''
    as $$
  select upper(regexp_replace(coalesce(code, ''), '[^A-Za-z]', '', 'g'))
$$;
grant execute on function public.normalize_pairing_code(code text) to anon, authenticated, service_role;

-- Records one impression and says what became of it: 'duplicate' (its client id is known),
-- 'not_assigned' (the sponsor is not on the wallboard), 'over_limit' (this viewer's minute already
-- holds per_minute impressions on this wallboard) or 'recorded'. A duplicate never uses up the minute,
-- so a replayed batch counts once.
create function public.record_impression(sponsor_id bigint, wallboard_id bigint, duration_ms integer, client_id uuid, shown_at timestamptz, viewer text, per_minute integer, screen_id bigint) returns text
    language plpgsql security definer
    set search_path to ''
    as $$
declare
  slot timestamptz := to_timestamp(floor(extract(epoch from record_impression.shown_at) / 60) * 60);
  new_id bigint;
begin
  if record_impression.client_id is not null and exists (
    select 1 from public.sponsor_impressions i where i.client_id = record_impression.client_id
  ) then
    return 'duplicate';
  end if;
  if not exists (
    select 1 from public.wallboard_sponsors ws
    where ws.wallboard_id = record_impression.wallboard_id and ws.sponsor_id = record_impression.sponsor_id
  ) then
    return 'not_assigned';
  end if;
  -- One statement: concurrent requests for the same minute cannot both take its last slot.
  insert into public.impression_minutes as m (wallboard_id, viewer, minute, shown)
  values (record_impression.wallboard_id, record_impression.viewer, slot, 1)
  on conflict on constraint impression_minutes_pkey do update set shown = m.shown + 1
    where m.shown < record_impression.per_minute;
  if not found then
    return 'over_limit';
  end if;
  insert into public.sponsor_impressions (sponsor_id, wallboard_id, duration_ms, client_id, shown_at, screen_id)
  values (record_impression.sponsor_id, record_impression.wallboard_id, record_impression.duration_ms,
          record_impression.client_id, record_impression.shown_at, record_impression.screen_id)
  on conflict on constraint sponsor_impressions_client_id_key do nothing
  returning id into new_id;
  if new_id is null then
    -- A concurrent request recorded the same client id first: give the slot back.
    update public.impression_minutes m set shown = m.shown - 1
    where m.wallboard_id = record_impression.wallboard_id and m.viewer = record_impression.viewer
      and m.minute = slot;
    return 'duplicate';
  end if;
  return 'recorded';
end;
$$;
revoke execute on function public.record_impression(sponsor_id bigint, wallboard_id bigint, duration_ms integer, client_id uuid, shown_at timestamptz, viewer text, per_minute integer, screen_id bigint) from public;
grant execute on function public.record_impression(sponsor_id bigint, wallboard_id bigint, duration_ms integer, client_id uuid, shown_at timestamptz, viewer text, per_minute integer, screen_id bigint) to service_role;
