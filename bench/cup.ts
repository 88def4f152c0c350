// Drawing a 128-entry cup (docs/cups.md): the pure placement (core/rules/cup-draw.ts) alone, then
// POST /api/cups/{id}/draw as an organiser, which ranks the entries from the standings or the rating,
// saves 127 matches and opens the 64 first-round fixtures in one transaction (app.request, no server;
// embedded PGlite, or DATABASE_URL). Run alone: `npx tsx bench/cup.ts`.
import { pathToFileURL } from 'node:url';
import { SignJWT, jwtVerify } from 'jose';
import { createApi } from '../api/app.ts';
import type { Claims } from '../api/db/port.ts';
import { openPostgres } from '../api/db/postgres.ts';
import { drawCup } from '@core/rules/cup-draw.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';

export interface CupBenchResult {
  engine: string;
  entries: number;
  pureMicros: number;
  api: { seedFrom: string; p50Ms: number; maxMs: number; runs: number }[];
}

const secret = new TextEncoder().encode('bench-cup-secret-0123456789abcdef0123456');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round1 = (x: number) => Math.round(x * 10) / 10;

export async function benchCup(entries = 128, runs = 10): Promise<CupBenchResult> {
  const pureRuns = 2000;
  const ids = Array.from({ length: entries }, (_, i) => ({ id: i + 1, rank: i % 17 }));
  const t0 = performance.now();
  for (let i = 0; i < pureRuns; i++) drawCup(ids, 'standings', `seed ${i}`);
  const pureMicros = round1(((performance.now() - t0) / pureRuns) * 1000);

  const db = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : await openPglite();
  await migrate(db);
  try {
    const [organiser] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ('organiser@bench.example', now()) returning id::text as id`,
    );
    await db.query(
      `insert into public.user_roles (user_id, role) values ($1::uuid, 'organiser') on conflict do nothing`,
      [organiser.id],
    );
    const [{ id: league }] = await db.query<{ id: number }>(
      `insert into public.leagues (name, season) values ('Bench', '2027') returning id`,
    );
    const [{ id: venue }] = await db.query<{ id: number }>(
      `insert into public.venues (name) values ('Hall') returning id`,
    );
    // Eight divisions of sixteen teams, each team with one player on its roster.
    await db.query(
      `with d as (insert into public.divisions (league_id, name, sort_order)
                  select $1, 'Division ' || g, g from generate_series(1, 8) g returning id, sort_order),
            t as (insert into public.teams (name) select 'Team ' || g from generate_series(1, $2::int) g returning id),
            n as (select id, row_number() over (order by id) as i from t)
       insert into public.division_teams (division_id, team_id)
       select d.id, n.id from n join d on d.sort_order = 1 + (n.i - 1) % 8`,
      [league, entries],
    );
    await db.query(
      `with p as (insert into public.players (full_name) select 'Player ' || g from generate_series(1, $1::int) g returning id),
            pn as (select id, row_number() over (order by id) as i from p),
            tn as (select id, row_number() over (order by id) as i from public.teams)
       insert into public.team_players (team_id, player_id) select tn.id, pn.id from pn join tn using (i)`,
      [entries],
    );
    const [{ id: cup }] = await db.query<{ id: number }>(
      `insert into public.cups (league_id, name, kind, venue_id) values ($1, 'Bench Cup', 'team', $2) returning id`,
      [league, venue],
    );
    await db.query(`insert into public.cup_entries (cup_id, team_id) select $1, id from public.teams`, [cup]);

    const verifyJwt = async (t: string) => (await jwtVerify(t, secret)).payload as unknown as Claims;
    const app = createApi({ db, verifyJwt });
    const token = await new SignJWT({ sub: organiser.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(secret);
    const api: CupBenchResult['api'] = [];
    for (const seedFrom of ['standings', 'rating', 'random']) {
      const times: number[] = [];
      for (let i = 0; i <= runs; i++) {
        const started = performance.now();
        const res = await app.request(`/api/cups/${cup}/draw`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ seedFrom, seed: `bench ${i}` }),
        });
        if (res.status !== 200) throw new Error(`draw answered ${res.status}: ${await res.text()}`);
        await res.json();
        if (i > 0) times.push(performance.now() - started); // the first warms up
      }
      api.push({ seedFrom, p50Ms: round1(median(times)), maxMs: round1(Math.max(...times)), runs });
    }
    return { engine: db.engine, entries, pureMicros, api };
  } finally {
    await db.close();
  }
}

export function printCupBench(r: CupBenchResult): void {
  console.log(`Drawing a ${r.entries}-entry cup (${r.engine})`);
  console.log(`  placement alone (core/rules/cup-draw.ts): ${r.pureMicros} µs a draw`);
  for (const a of r.api) {
    console.log(
      `  POST /api/cups/{id}/draw seedFrom=${a.seedFrom.padEnd(9)} p50 ${a.p50Ms} ms, max ${a.maxMs} ms ` +
        `(${a.runs} re-draws: 127 matches, 64 fixtures each)`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printCupBench(await benchCup());
}
