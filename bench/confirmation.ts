// What result confirmation adds to reading the table (docs/result-confirmation.md): the API runs
// lapse_confirmations() as the service before each read of standings or fixtures. Measured on a
// 20-team division of 380 final fixtures in a league asking for confirmation: the call when nothing has
// lapsed (every read), and when 19 results lapse at once (their division refreshed). PGlite unless
// DATABASE_URL is set. Run alone: `npx tsx bench/confirmation.ts`.
import { pathToFileURL } from 'node:url';
import { asUser, type Db } from '../api/db/port.ts';
import { openPostgres } from '../api/db/postgres.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';

export interface ConfirmationBenchResult {
  engine: string;
  idleMedianMs: number;
  idleP95Ms: number;
  lapseMedianMs: number;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil(p * xs.length) - 1];
const round = (x: number) => Math.round(x * 10) / 10;

export async function benchConfirmation(): Promise<ConfirmationBenchResult> {
  const databaseUrl = process.env.DATABASE_URL;
  const db: Db = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  await migrate(db);
  const [league] = await db.query<{ id: number }>(
    `insert into public.leagues (name, season, settings)
     values ('Confirmation Bench', 'bench-' || gen_random_uuid(), '{"require_confirmation": true}') returning id`,
  );
  const [division] = await db.query<{ id: number }>(
    `insert into public.divisions (league_id, name) values ($1, 'Premier') returning id`,
    [league.id],
  );
  const [venue] = await db.query<{ id: number }>(
    `insert into public.venues (name) values ('V') returning id`,
  );
  await db.query(
    `with t as (insert into public.teams (name) select 'Bench ' || gen_random_uuid() from generate_series(1, 20) returning id)
     insert into public.division_teams (division_id, team_id) select $1, id from t`,
    [division.id],
  );
  await db.query(
    `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id, kickoff_at)
     select $1, a.team_id, b.team_id, $2, now() from public.division_teams a
     join public.division_teams b on a.division_id = b.division_id and a.team_id <> b.team_id
     where a.division_id = $1`,
    [division.id, venue.id],
  );
  await db.exec(`insert into public.frames (fixture_id, frame_no, winner)
    select f.id, n, case when n % 2 = 0 then 'away' else 'home' end::public.frame_winner
    from public.fixtures f cross join generate_series(1, 5) n`);
  await db.query(`update public.fixtures set status = 'final' where division_id = $1`, [division.id]);
  const lapse = () =>
    asUser(db, { role: 'service_role' }, (tx) => tx.query('select public.lapse_confirmations()'));
  const timed = async () => {
    const t0 = performance.now();
    await lapse();
    return performance.now() - t0;
  };
  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push(await timed());
  const lapsed: number[] = [];
  for (let i = 0; i < 5; i++) {
    await db.query(
      `update public.fixtures set confirmation = 'awaiting', completed_by_team_id = home_team_id,
         completed_at = now() - interval '49 hours'
       where id in (select id from public.fixtures where division_id = $1 order by id limit 19)`,
      [division.id],
    );
    lapsed.push(await timed());
  }
  await db.close();
  return {
    engine: databaseUrl ? 'postgres' : 'pglite',
    idleMedianMs: round(pct(idle, 0.5)),
    idleP95Ms: round(pct(idle, 0.95)),
    lapseMedianMs: round(pct(lapsed, 0.5)),
  };
}

export function printConfirmationBench(r: ConfirmationBenchResult) {
  console.log(`Result confirmation (${r.engine})`);
  console.log(
    `  lapse_confirmations() before a read, nothing lapsed: median ${r.idleMedianMs} ms, p95 ${r.idleP95Ms} ms over 50`,
  );
  console.log(
    `  the same when 19 results lapse (380-fixture division refreshed): median ${r.lapseMedianMs} ms over 5`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  printConfirmationBench(await benchConfirmation());
}
