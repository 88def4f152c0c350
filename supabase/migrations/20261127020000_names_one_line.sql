-- Names hold no control character (issue 23, point 3). A line break in a team's name ended a line
-- of the public .ics feeds and started events of its own; the same name reaches CSV files and e-mail
-- subjects. The API refuses such a name first (core/schemas/common.ts, oneLine()); these checks hold
-- for every other caller too (the CLI, SQL, a restored backup). Multi-line texts (an address, a
-- dispute reason) stay free; each output escapes its own format anyway.

-- The characters refused: C0 (U+0001-U+001F: tab, line feed, carriage return...), DEL and C1
-- (U+007F-U+009F), as core/rules/control-characters.ts (tests/db/names-one-line.test.ts ties the
-- two together). PostgreSQL text cannot hold U+0000.
create function public.is_one_line(value text) returns boolean
language sql immutable parallel safe
as $$ select value !~ '[\x01-\x1f\x7f-\x9f]' $$;
grant execute on function public.is_one_line(text) to anon, authenticated, service_role;

-- A name as it may be stored: every run of control characters becomes one space, the ends trimmed,
-- and a name left empty reads '(renamed)'. Used for the rows stored before these checks and for
-- display names taken from sign-up metadata.
create function public.as_one_line(value text) returns text
language sql immutable parallel safe
as $$
  select case when value is null then null
    else coalesce(nullif(btrim(regexp_replace(value, '[\x01-\x1f\x7f-\x9f]+', ' ', 'g')), ''), '(renamed)')
  end
$$;
grant execute on function public.as_one_line(text) to anon, authenticated, service_role;

-- Rows stored before this migration are cleaned, not refused: an upgrade must not fail on them.
-- Each change goes through the tables' audit triggers, so the audit log keeps the old name.
update public.leagues set name = public.as_one_line(name) where not public.is_one_line(name);
update public.leagues set season = public.as_one_line(season) where not public.is_one_line(season);
update public.divisions set name = public.as_one_line(name) where not public.is_one_line(name);
update public.teams set name = public.as_one_line(name) where not public.is_one_line(name);
update public.players set full_name = public.as_one_line(full_name) where not public.is_one_line(full_name);
update public.players set nickname = public.as_one_line(nickname) where not public.is_one_line(nickname);
update public.venues set name = public.as_one_line(name) where not public.is_one_line(name);
update public.venue_tables set label = public.as_one_line(label) where not public.is_one_line(label);
update public.sponsors set name = public.as_one_line(name) where not public.is_one_line(name);
update public.sponsors
set tags = array(select public.as_one_line(t) from unnest(tags) with ordinality u (t, n) order by n)
where not public.is_one_line(array_to_string(tags, ' '));
update public.wallboards set name = public.as_one_line(name) where not public.is_one_line(name);
update public.screens set name = public.as_one_line(name) where not public.is_one_line(name);
update public.cups set name = public.as_one_line(name) where not public.is_one_line(name);
update public.cups set draw_seed = public.as_one_line(draw_seed) where not public.is_one_line(draw_seed);
update public.profiles set display_name = public.as_one_line(display_name)
where not public.is_one_line(display_name);

-- A table's code and address are unique: a cleaned one that meets another row's gets its id added.
do $$
declare
  r record;
begin
  for r in select id, unique_code, url_slug from public.venue_tables
           where not public.is_one_line(unique_code) or not public.is_one_line(url_slug) loop
    begin
      update public.venue_tables
      set unique_code = public.as_one_line(unique_code), url_slug = public.as_one_line(url_slug)
      where id = r.id;
    exception when unique_violation then
      update public.venue_tables
      set unique_code = left(public.as_one_line(unique_code), 40) || '-' || r.id,
          url_slug = left(public.as_one_line(url_slug), 90) || '-' || r.id
      where id = r.id;
    end;
  end loop;
end
$$;

-- One check per name column, each named <column>_one_line (api/errors.ts turns a violation into a
-- 400 naming the field).
alter table public.leagues
  add constraint name_one_line check (public.is_one_line(name)),
  add constraint season_one_line check (public.is_one_line(season));
alter table public.divisions add constraint name_one_line check (public.is_one_line(name));
alter table public.teams add constraint name_one_line check (public.is_one_line(name));
alter table public.players
  add constraint full_name_one_line check (public.is_one_line(full_name)),
  add constraint nickname_one_line check (public.is_one_line(nickname));
alter table public.venues add constraint name_one_line check (public.is_one_line(name));
alter table public.venue_tables
  add constraint label_one_line check (public.is_one_line(label)),
  add constraint unique_code_one_line check (public.is_one_line(unique_code)),
  add constraint url_slug_one_line check (public.is_one_line(url_slug));
alter table public.sponsors
  add constraint name_one_line check (public.is_one_line(name)),
  add constraint tags_one_line check (public.is_one_line(array_to_string(tags, ' ')));
alter table public.wallboards add constraint name_one_line check (public.is_one_line(name));
alter table public.screens add constraint name_one_line check (public.is_one_line(name));
alter table public.cups
  add constraint name_one_line check (public.is_one_line(name)),
  add constraint draw_seed_one_line check (public.is_one_line(draw_seed));
alter table public.profiles add constraint display_name_one_line check (public.is_one_line(display_name));

-- As in 20261122001500_roles_helpers.sql, with the display name from sign-up metadata made one
-- line: /auth/v1 takes any metadata, and a sign-up must not fail on its display name.
create or replace function public.create_profile_for_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, display_name, avatar_url)
  values (
    new.id,
    left(public.as_one_line(coalesce(new.raw_user_meta_data ->> 'display_name',
      new.raw_user_meta_data ->> 'full_name')), 255),
    new.raw_user_meta_data ->> 'avatar_url'
  )
  on conflict (id) do nothing;
  return new;
end
$$;
