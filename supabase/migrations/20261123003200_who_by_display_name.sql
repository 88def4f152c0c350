-- Who did what, shown to others by display name: the one helper that names a user, who entered each
-- frame, and who requested and who decided each transfer. The "who" columns are set by triggers from
-- the caller's session, never by what a client sends, and anonymous readers never see them.

-- A user's display name as the caller may see it. It reads profiles as the caller, so their RLS
-- (signed-in users read profiles) holds; anonymous callers may not call it at all. A blank name
-- counts as none.
create function public.display_name_of(user_id uuid) returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim(p.display_name), '') from public.profiles p where p.id = display_name_of.user_id
$$;
revoke execute on function public.display_name_of(uuid) from public, anon;
grant execute on function public.display_name_of(uuid) to authenticated, service_role;

-- The signed-in user making the change, or null for the system (migrations, the seed, the service
-- role) and for a token whose account has since been deleted (so a write never fails on the key).
create function public.acting_user_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select u.id from auth.users u where u.id = (select auth.uid())
$$;
revoke execute on function public.acting_user_id() from public, anon;
grant execute on function public.acting_user_id() to authenticated, service_role;

-- frames.entered_by: the user who last set the frame's players or winner (match night's "Entered by").
alter table public.frames add column entered_by uuid references auth.users (id) on delete set null;
create index frames_entered_by_idx on public.frames (entered_by);

-- Follows the change of players or winner; any other write keeps it. A client may clear it (as
-- the key's "on delete set null" does) but never name someone else.
create function public.set_frame_entered_by() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.entered_by := case
      when new.winner <> 'na' or new.home_player_id is not null or new.away_player_id is not null
        then public.acting_user_id()
    end;
  elsif (new.winner, new.home_player_id, new.away_player_id)
      is distinct from (old.winner, old.home_player_id, old.away_player_id) then
    new.entered_by := public.acting_user_id();
  elsif new.entered_by is not null then
    new.entered_by := old.entered_by;
  end if;
  return new;
end
$$;
create trigger frames_set_entered_by before insert or update on public.frames
  for each row execute function public.set_frame_entered_by();

-- Anonymous readers (live feeds, wallboards) see frames but not who entered them: like
-- teams.captain_user_id, the column is left out of anon's privileges.
revoke select on public.frames from anon;
grant select (id, fixture_id, frame_no, home_player_id, away_player_id, winner, created_at, updated_at)
  on public.frames to anon;

-- transfers.requested_by and decided_by: who asked for the move, and who approved or rejected it.
alter table public.transfers
  add column requested_by uuid references auth.users (id) on delete set null,
  add column decided_by uuid references auth.users (id) on delete set null;
create index transfers_requested_by_idx on public.transfers (requested_by);
create index transfers_decided_by_idx on public.transfers (decided_by);

-- The requester is the caller who inserts it; the decider is the caller who changes its status
-- (approve_transfer()/reject_transfer() or an organiser's direct update). Never taken from the client.
create function public.set_transfer_people() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.requested_by := public.acting_user_id();
    new.decided_by := case when new.status <> 'pending' then public.acting_user_id() end;
    return new;
  end if;
  if new.requested_by is not null then
    new.requested_by := old.requested_by;
  end if;
  if new.status is distinct from old.status then
    new.decided_by := case when new.status <> 'pending' then public.acting_user_id() end;
  elsif new.decided_by is not null then
    new.decided_by := old.decided_by;
  end if;
  return new;
end
$$;
create trigger transfers_set_people before insert or update on public.transfers
  for each row execute function public.set_transfer_people();

-- The audit log already names who made each change (its user_id): an update's entry leaves these
-- columns out rather than repeat it (inserts and deletes keep the whole row as before).
drop trigger frames_audit on public.frames;
create trigger frames_audit after insert or update or delete on public.frames
  for each row execute function public.record_audit('entered_by');
drop trigger transfers_audit on public.transfers;
create trigger transfers_audit after insert or update or delete on public.transfers
  for each row execute function public.record_audit('requested_by', 'decided_by');
