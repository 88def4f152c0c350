-- Periodic work that is SQL, scheduled inside the database by pg_cron where it runs (a Supabase
-- project has it). The Node host keeps its own timers either way (server/confirmation-lapse.ts):
-- the jobs are safe to run from both, and from several hosts (docs/operations.md).

-- Schedules the database's periodic jobs with pg_cron, by name, so calling it again leaves one job
-- each: every minute, results whose confirmation lapsed are applied. Without pg_cron loaded for
-- this database (PGlite; a server without shared_preload_libraries = 'pg_cron', or whose
-- cron.database_name is another database) it schedules nothing and says so in a notice; an
-- operator who adds pg_cron later calls it once (docs/operations.md). Returns the jobs' names.
create function public.schedule_periodic_jobs() returns setof text
    language plpgsql
    set search_path to ''
    as $$
begin
  if current_setting('cron.database_name', true) is distinct from current_database() then
    raise notice 'pg_cron is not loaded for this database: nothing scheduled, the Node host''s timers do this work';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  perform cron.schedule('cueboard-lapse-confirmations', '* * * * *', 'select public.lapse_confirmations()');
  return next 'cueboard-lapse-confirmations';
end
$$;
revoke execute on function public.schedule_periodic_jobs() from public, anon, authenticated, service_role;

select public.schedule_periodic_jobs();
