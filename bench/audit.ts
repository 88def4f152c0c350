// Audit trigger overhead on a frame write, with the audit trigger on and off in alternating rounds
// of the same run, so both see the same machine: PATCH /api/frames/{id} through the in-process app
// (the goal: p95 with the trigger at most 1.3x without), and the bare SQL update as the signed-in
// scorer (the trigger's own cost, the worst case). Run alone: `npx tsx bench/audit.ts`.
import { pathToFileURL } from 'node:url';
import { SignJWT, jwtVerify } from 'jose';
import { createApi } from '../api/app.ts';
import { asUser, type Claims, type Db } from '../api/db/port.ts';
import { openPostgres } from '../api/db/postgres.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';

interface Overhead {
  withP95Ms: number;
  withoutP95Ms: number;
  ratio: number;
}
export interface AuditBenchResult {
  engine: string;
  writes: number;
  api: Overhead;
  sql: Overhead;
}

const GOAL = 1.3;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1];
const round = (x: number) => Math.round(x * 100) / 100;

async function seed(db: Db) {
  const [user] = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ('audit-bench@example.com', now()) returning id::text as id`,
  );
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'organiser') on conflict do nothing`,
    [user.id],
  );
  const [{ id: league }] = await db.query<{ id: number }>(
    `insert into public.leagues (name, season) values ('Bench', '2027') returning id`,
  );
  const [{ id: division }] = await db.query<{ id: number }>(
    `insert into public.divisions (league_id, name) values ($1, 'Premier') returning id`,
    [league],
  );
  const [a, b] = await db.query<{ id: number }>(
    `insert into public.teams (name) values ('A'), ('B') returning id`,
  );
  const [{ id: venue }] = await db.query<{ id: number }>(
    `insert into public.venues (name) values ('Hall') returning id`,
  );
  const [{ id: fixture }] = await db.query<{ id: number }>(
    `insert into public.fixtures (division_id, home_team_id, away_team_id, venue_id) values ($1, $2, $3, $4) returning id`,
    [division, a.id, b.id, venue],
  );
  const [{ id: frame }] = await db.query<{ id: number }>(
    `insert into public.frames (fixture_id, frame_no) values ($1, 1) returning id`,
    [fixture],
  );
  return { userId: user.id, frame };
}

const secret = new TextEncoder().encode('bench-audit-secret-0123456789abcdef012345');

function overhead(times: { with: number[]; without: number[] }): Overhead {
  const withP95Ms = p95(times.with);
  const withoutP95Ms = p95(times.without);
  return {
    withP95Ms: round(withP95Ms),
    withoutP95Ms: round(withoutP95Ms),
    ratio: round(withP95Ms / withoutP95Ms),
  };
}

export async function benchAudit(
  options: { rounds?: number; perRound?: number } = {},
): Promise<AuditBenchResult> {
  const databaseUrl = process.env.DATABASE_URL;
  const db = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  await migrate(db);
  const { userId, frame } = await seed(db);
  const claims: Claims = { role: 'authenticated', sub: userId };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(secret);
  const app = createApi({
    db,
    verifyJwt: async (t) => (await jwtVerify(t, secret)).payload as unknown as Claims,
  });
  let n = 0;
  const winner = () => (n++ % 2 ? 'home' : 'away');
  const timed = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  const writes = {
    api: () =>
      timed(async () => {
        const res = await app.request(`/api/frames/${frame}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ winner: winner() }),
        });
        if (!res.ok) throw new Error(`PATCH /api/frames: ${res.status} ${await res.text()}`);
      }),
    sql: () =>
      timed(() =>
        asUser(db, claims, (tx) =>
          tx.query('update public.frames set winner = $2 where id = $1', [frame, winner()]),
        ),
      ),
  };
  const times = {
    api: { with: [] as number[], without: [] as number[] },
    sql: { with: [] as number[], without: [] as number[] },
  };
  try {
    for (let i = 0; i < 20; i++) await writes.api(); // warm-up, unmeasured
    for (let r = 0; r < (options.rounds ?? 40); r++) {
      for (const mode of ['with', 'without'] as const) {
        await db.exec(
          `alter table public.frames ${mode === 'with' ? 'enable' : 'disable'} trigger frames_audit`,
        );
        for (const kind of ['api', 'sql'] as const) {
          for (let i = 0; i < (options.perRound ?? 25); i++) times[kind][mode].push(await writes[kind]());
        }
      }
    }
  } finally {
    await db.exec('alter table public.frames enable trigger frames_audit');
    await db.close();
  }
  return {
    engine: db.engine,
    writes: times.api.with.length,
    api: overhead(times.api),
    sql: overhead(times.sql),
  };
}

/** Prints the figures; false when the API's frame write misses the goal. */
export function printAuditBench(r: AuditBenchResult): boolean {
  const line = (o: Overhead) => `p95 with ${o.withP95Ms} ms, without ${o.withoutP95Ms} ms: ${o.ratio}x`;
  console.log(
    `Audit trigger on a frame write (${r.engine}, ${r.writes} writes each way, alternating rounds)`,
  );
  console.log(
    `  PATCH /api/frames/{id}: ${line(r.api)} (goal <= ${GOAL}x)${r.api.ratio > GOAL ? ' MISSED' : ''}`,
  );
  console.log(`  bare SQL update as the scorer: ${line(r.sql)}`);
  return r.api.ratio <= GOAL;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printAuditBench(await benchAudit());
}
