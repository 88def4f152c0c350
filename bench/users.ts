// The organisers' account list on a big league: 5,000 accounts (seeded by SQL, with display names,
// roles and linked players), then the latency of GET /api/users as an organiser — the first page,
// a search by part of an e-mail, by part of a display name, and a deep page — through an in-process
// Node server on loopback (embedded PGlite, or DATABASE_URL). Run alone: `npx tsx bench/users.ts`.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { SignJWT, jwtVerify } from 'jose';
import { createApi } from '../api/app.ts';
import type { Claims, Db } from '../api/db/port.ts';
import { openPostgres } from '../api/db/postgres.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';

interface Figure {
  query: string;
  total: number;
  p50Ms: number;
  p95Ms: number;
}
export interface UsersBenchResult {
  engine: string;
  accounts: number;
  seedMs: number;
  requests: number;
  figures: Figure[];
}

const secret = new TextEncoder().encode('bench-users-secret-0123456789abcdef0123');
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10;
};

/** The organiser first (the first confirmed account), then accounts 1..n-1 in three statements. */
async function seed(db: Db, accounts: number): Promise<string> {
  const [organiser] = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ('organiser@bench.example', now())
     returning id::text as id`,
  );
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1::uuid, 'organiser') on conflict do nothing`,
    [organiser.id],
  );
  // Nine in ten confirmed, most signed in at some point; the profile trigger takes the display name.
  await db.query(
    `insert into auth.users (email, email_confirmed_at, last_sign_in_at, raw_user_meta_data)
     select format('user%s.%s@club%s.example', i, (array['smith','jones','patel','nguyen','brown'])[1 + i % 5], i % 40),
            case when i % 10 <> 0 then now() - make_interval(days => i % 300) end,
            case when i % 10 <> 0 and i % 7 <> 0 then now() - make_interval(hours => i % 2000) end,
            jsonb_build_object('display_name',
              (array['Ann','Bob','Cat','Dan','Eve','Fay','Gus','Hal','Ivy','Jo'])[1 + i % 10] || ' ' ||
              (array['Lee','Ray','Cole','Ng','Shah','Ward','Kerr','Moss','Pike','Reid','Dale','Fox'])[1 + (i / 10) % 12]
              || ' ' || i)
     from generate_series(1, $1::int) i`,
    [accounts - 1],
  );
  const teams = await db.query<{ id: number }>(
    `insert into public.teams (name) select 'Team ' || t from generate_series(1, 40) t returning id`,
  );
  // Every tenth confirmed account a player with a linked record, every fiftieth a captain.
  await db.query(
    `insert into public.user_roles (user_id, role, team_id)
     select u.id, case when n % 50 = 1 then 'captain' else 'player' end::public.app_role,
            case when n % 50 = 1 then ($1::bigint[])[1 + n % 40] end
     from (select id, row_number() over (order by email) as n from auth.users
           where email_confirmed_at is not null and email like 'user%') u
     where n % 10 = 1`,
    [teams.map((t) => t.id)],
  );
  await db.query(
    `insert into public.players (full_name, user_id)
     select p.display_name, p.id from public.profiles p join public.user_roles r on r.user_id = p.id
     where r.role = 'player'`,
  );
  return new SignJWT({ sub: organiser.id, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(secret);
}

export async function benchUsers(
  options: { accounts?: number; requests?: number } = {},
): Promise<UsersBenchResult> {
  const accounts = options.accounts ?? 5000;
  const requests = options.requests ?? 100;
  const databaseUrl = process.env.DATABASE_URL;
  const db = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  await migrate(db);
  const verifyJwt = async (t: string) => (await jwtVerify(t, secret)).payload as unknown as Claims;
  const server = serve({ fetch: createApi({ db, verifyJwt }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  try {
    const t0 = performance.now();
    const token = await seed(db, accounts);
    const seedMs = Math.round(performance.now() - t0);
    const figures: Figure[] = [];
    for (const query of ['', 'q=patel', 'q=user42', 'q=Ivy%20Moss', 'q=nobody-matches', 'offset=4950']) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < requests + 5; i++) {
        const started = performance.now();
        const res = await fetch(`${base}/users?${query}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`GET /api/users?${query} answered ${res.status}: ${await res.text()}`);
        total = ((await res.json()) as { total: number }).total;
        if (i >= 5) times.push(performance.now() - started); // the first five warm up
      }
      figures.push({ query, total, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) });
    }
    return { engine: db.engine, accounts, seedMs, requests, figures };
  } finally {
    server.close();
    await db.close();
  }
}

export function printUsersBench(r: UsersBenchResult): void {
  console.log(
    `GET /api/users as an organiser (${r.engine}, ${r.accounts} accounts seeded by SQL in ${r.seedMs} ms, ` +
      `${r.requests} requests each, one after another, in-process Node server on loopback)`,
  );
  for (const f of r.figures) {
    const what = `/api/users${f.query ? `?${f.query}` : ''}`;
    console.log(
      `  ${what.padEnd(34)} ${String(f.total).padStart(5)} matches: p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printUsersBench(await benchUsers());
}
