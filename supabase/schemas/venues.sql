-- Venues and their tables. A venue is refused deletion while fixtures use it.

-- Refuses to delete a venue that still hosts fixtures, for the same reason.
create function public.refuse_venue_with_fixtures() returns trigger
    language plpgsql
    set search_path to ''
    as $$
declare
  n integer;
begin
  select count(*) into n from public.fixtures f where f.venue_id = old.id;
  if n > 0 then
    raise exception 'Venue "%" still hosts % fixture(s); delete or move its fixtures first', old.name, n
      using errcode = 'P0001';
  end if;
  return old;
end
$$;

-- A pub or club where fixtures are played. Deleting it removes its tables (spec section 3).
create table public.venues (
    id bigint generated always as identity,
    name character varying(255) not null,
    address text,
    logo_url text,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint name_one_line check (public.is_one_line((name)::text)),
    constraint venues_pkey primary key (id),
    constraint venues_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint venues_organisation_id_id_key unique (organisation_id, id)
);

alter table public.venues enable row level security;

create policy "Anyone can read venues" on public.venues for select to anon, authenticated
  using (true);

create policy "Organisers can manage venues" on public.venues to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

create trigger venues_refuse_delete_with_fixtures before delete on public.venues
  for each row execute function public.refuse_venue_with_fixtures();

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger venues_fill_organisation before insert on public.venues
  for each row execute function public.fill_organisation_id();

grant select on public.venues to anon;
grant select, insert, delete, update on public.venues to authenticated;
grant all on public.venues to service_role;

-- A physical table; unique_code and url_slug identify it from a QR code or a link.
create table public.venue_tables (
    id bigint generated always as identity,
    venue_id bigint not null,
    label character varying(100) not null,
    unique_code character varying(50) not null,
    url_slug character varying(100) not null,
    created_at timestamptz default now() not null,
    organisation_id bigint not null,
    constraint label_one_line check (public.is_one_line((label)::text)),
    constraint unique_code_one_line check (public.is_one_line((unique_code)::text)),
    constraint url_slug_one_line check (public.is_one_line((url_slug)::text)),
    constraint venue_tables_pkey primary key (id),
    constraint venue_tables_unique_code_key unique (unique_code),
    constraint venue_tables_url_slug_key unique (url_slug),
    constraint venue_tables_venue_id_fkey foreign key (venue_id) references public.venues(id) on delete cascade,
    constraint venue_tables_organisation_id_fkey foreign key (organisation_id) references public.organisations(id) on delete cascade,
    constraint venue_tables_venue_id_organisation_fkey foreign key (organisation_id, venue_id) references public.venues(organisation_id, id) on delete cascade
);

create index venue_tables_venue_id_idx on public.venue_tables using btree (venue_id);

alter table public.venue_tables enable row level security;

create policy "Anyone can read venue tables" on public.venue_tables for select to anon, authenticated
  using (true);

create policy "Organisers can manage venue tables" on public.venue_tables to authenticated
  using ((organisation_id = any ((select public.organised_organisations())::bigint[])))
  with check ((organisation_id = any ((select public.organised_organisations())::bigint[])));

-- Rows name their organisation; a child takes its parent's (public.fill_organisation_id()).
create trigger venue_tables_fill_organisation before insert on public.venue_tables
  for each row execute function public.fill_organisation_id('venues', 'venue_id');

grant select on public.venue_tables to anon;
grant select, insert, delete, update on public.venue_tables to authenticated;
grant all on public.venue_tables to service_role;
