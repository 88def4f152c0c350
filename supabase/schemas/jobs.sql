-- Periodic work that is SQL, scheduled inside the database by pg_cron where it runs (a Supabase
-- project has it). The Node host keeps its own timers either way (server/confirmation-lapse.ts):
-- the jobs are safe to run from both, and from several hosts (docs/operations.md).

-- Schedules the database's periodic jobs with pg_cron, by name, so calling it again leaves one job
-- each: every minute, results whose confirmation lapsed are applied. pg_cron can be created only on
-- a server that preloads it (shared_preload_libraries), in the one database its cron.database_name
-- names, by a superuser (or a Supabase project's postgres role). Anywhere else (PGlite, a plain
-- server, an application role that is not a superuser) it schedules nothing and says so in a
-- notice, and the Node host's timers do the work; an operator who sets pg_cron up later calls it
-- once (docs/operations.md). Returns the names of the jobs scheduled.
create function public.schedule_periodic_jobs() returns setof text
    language plpgsql
    set search_path to ''
    as $$
begin
  if not exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron') then
      raise notice 'pg_cron is not installed: nothing scheduled, the Node host''s timers do this work';
      return;
    end if;
    begin
      create extension pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron cannot be created here (%): nothing scheduled', sqlerrm;
      return;
    end;
  end if;
  perform cron.schedule('cueboard-lapse-confirmations', '* * * * *', 'select public.lapse_confirmations()');
  return next 'cueboard-lapse-confirmations';
end
$$;
revoke execute on function public.schedule_periodic_jobs() from public;

-- Built from these files, the database schedules its jobs as a migrated one does.
select public.schedule_periodic_jobs();
