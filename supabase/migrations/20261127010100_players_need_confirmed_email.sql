-- A player record links only to an account whose owner confirmed the e-mail address, as roles are
-- granted (20261123000100_roles_need_confirmed_email.sql): otherwise anyone could sign up with an
-- address they do not own and an organiser linking a player "by e-mail" would hand them the player's
-- record and its statistics. Enforced for every writer (the API, the CLI, supabase-js, SQL, a
-- merge); invitation acceptance confirms the account before it links the player.

-- The same rule and message as roles (P0001, a 409 through the API): after triggers, so a caller
-- RLS refuses hears that first; only when a link is made (clearing or keeping one is not refused).
create trigger players_need_confirmed_email_insert after insert on public.players
  for each row when (new.user_id is not null)
  execute function public.refuse_role_for_unconfirmed_user();
create trigger players_need_confirmed_email_update after update of user_id on public.players
  for each row when (new.user_id is not null and new.user_id is distinct from old.user_id)
  execute function public.refuse_role_for_unconfirmed_user();
