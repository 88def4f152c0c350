-- Accounts and ratings by organisation (issue 28). Profiles were readable and writable by every
-- organiser of the deployment: now an organiser manages their organisations' accounts' profiles only
-- (organised_accounts()), the deployment owner every one. recompute_ratings() rewrites every
-- organisation's ratings, so an end user must now organise each organisation that has frames.

create function public.organised_accounts() returns uuid[]
    language sql stable security definer
    set search_path to ''
    as $$
  select coalesce(array_agg(distinct x.user_id), '{}'::uuid[]) from (
    select ur.user_id from public.user_roles ur
    where ur.organisation_id = any (public.organised_organisations())
    union all
    select p.user_id from public.players p
    where p.user_id is not null and p.organisation_id = any (public.organised_organisations())
    union all
    select t.captain_user_id from public.teams t
    where t.captain_user_id is not null and t.organisation_id = any (public.organised_organisations())
  ) x
$$;
revoke execute on function public.organised_accounts() from public;
grant execute on function public.organised_accounts() to authenticated, service_role;

drop policy "Organisers can manage profiles" on public.profiles;

create policy "Organisers can manage their organisations' profiles" on public.profiles to authenticated
  using (((id = any ((select public.organised_accounts())::uuid[])) or (select public.is_deployment_owner())))
  with check (((id = any ((select public.organised_accounts())::uuid[])) or (select public.is_deployment_owner())));

create or replace function public.recompute_ratings() returns integer
    language plpgsql security definer
    set search_path to ''
    as $$
begin
  if not (public.is_trusted_caller() or public.is_organiser()) then
    raise exception 'Only an organiser can recompute the ratings' using errcode = '42501';
  end if;
  if not public.is_trusted_caller() and exists (
    select 1 from public.frames f where f.organisation_id <> all (public.organised_organisations())
  ) then
    raise exception 'Only an organiser of every organisation with frames can recompute the ratings'
      using errcode = '42501';
  end if;
  perform public.lock_ratings();
  truncate public.frame_ratings, public.player_ratings;
  return public.replay_ratings('-infinity', 0, 0);
end
$$;
