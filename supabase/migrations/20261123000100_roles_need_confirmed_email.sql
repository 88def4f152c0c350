-- Roles go only to accounts whose owner confirmed the e-mail address. Otherwise anyone could sign
-- up with an address they do not own, and an organiser granting a role "by e-mail" would hand it
-- to them. Enforced for every writer (the API, the CLI through it, supabase-js, team captaincy),
-- so SQL and the API give the same answer. The first confirmed user still becomes organiser: that
-- trigger runs after the confirmation is written.

-- Refuses a role for a user whose e-mail address is not confirmed (P0001, a 409 through the API).
-- An after trigger, so a caller RLS refuses hears that first. security definer: end users cannot
-- read auth.users.
create function public.refuse_role_for_unconfirmed_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from auth.users u where u.id = new.user_id and u.email_confirmed_at is not null
  ) then
    raise exception 'That user has not confirmed their e-mail address yet' using errcode = 'P0001';
  end if;
  return null;
end
$$;
create trigger user_roles_need_confirmed_email after insert or update of user_id on public.user_roles
  for each row execute function public.refuse_role_for_unconfirmed_user();
