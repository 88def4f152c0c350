// Builds the API in-process on a fresh database (either engine), with users and signed tokens,
// so tests call app.request() exactly as a client would, with no server.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { createApi } from '../../api/app.ts';
import { contractOf } from './contract.ts';
import type { Claims, Db } from '../../api/db/port.ts';
import { hostAccounts } from '../../server/accounts.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { freshDb, type Engine } from '../support/engines.ts';
import { QUICK_HASH_COST } from '../support/host.ts';

export const secret = new TextEncoder().encode('test-secret-for-cueboard-api-tests-0123456789');

export async function verifyJwt(token: string): Promise<Claims> {
  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
  return payload as unknown as Claims;
}

export async function sign(claims: Record<string, unknown>, expiresIn = '1h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secret);
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  sessionId: string;
}

/** A confirmed user with a live session. The first one created becomes organiser (schema trigger). */
export async function createUser(
  db: Db,
  email = `${randomUUID().slice(0, 8)}@example.com`,
): Promise<TestUser> {
  const [user] = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id::text as id`,
    [email],
  );
  const [session] = await db.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1::uuid) returning id::text as id',
    [user.id],
  );
  const token = await sign({
    sub: user.id,
    role: 'authenticated',
    email,
    session_id: session.id,
    aud: 'authenticated',
  });
  return { id: user.id, email, token, sessionId: session.id };
}

export interface Call {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** `db`: a migrated database of that engine already open (by default a fresh one). */
export async function setup(engine: Engine, given?: Db) {
  const db = given ?? (await freshDb(engine));
  // Invitations as the embedded host wires them: accounts in auth.users, e-mail to the local mailbox.
  const siteUrl = 'http://localhost';
  const mailer = createMailer({ db, from: 'Cueboard <noreply@localhost>', siteUrl });
  const app = createApi({
    db,
    verifyJwt,
    accounts: hostAccounts(db, mailer, siteUrl, Number(QUICK_HASH_COST)),
  });
  const organiser = await createUser(db, 'organiser@example.com');
  const checkContract = contractOf(app);

  async function call(method: string, path: string, opts: Call = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`/api${path}`, {
      method,
      headers,
      body:
        opts.body === undefined
          ? undefined
          : typeof opts.body === 'string'
            ? opts.body
            : JSON.stringify(opts.body),
    });
    const text = res.status === 204 ? '' : await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    checkContract(method, path, res.status, res.headers.get('content-type'), json);
    return { status: res.status, body: json as any, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** A row count, read as the database owner (RLS does not apply). */
  async function count(table: string, where = 'true', params: unknown[] = []) {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${table} where ${where}`,
      params,
    );
    return row.n;
  }

  return { db, app, organiser, call, count, close: () => db.close() };
}

export type Harness = Awaited<ReturnType<typeof setup>>;

/** A small league: one division with two teams (each with a captain and a player), a venue and a fixture. */
export async function seedLeague(h: Harness) {
  const { call, organiser, db } = h;
  const t = organiser.token;
  const league = (
    await call('POST', '/leagues', { token: t, body: { name: 'Winter League', season: '2026/27' } })
  ).body;
  const division = (
    await call('POST', '/divisions', { token: t, body: { leagueId: league.id, name: 'Premier' } })
  ).body;
  const homeCaptain = await createUser(db);
  const awayCaptain = await createUser(db);
  const otherCaptain = await createUser(db);
  const player = await createUser(db);
  const home = (
    await call('POST', '/teams', { token: t, body: { name: 'Red Lions', captainUserId: homeCaptain.id } })
  ).body;
  const away = (
    await call('POST', '/teams', { token: t, body: { name: 'Blue Cues', captainUserId: awayCaptain.id } })
  ).body;
  const other = (
    await call('POST', '/teams', { token: t, body: { name: 'Green Baize', captainUserId: otherCaptain.id } })
  ).body;
  for (const team of [home, away]) {
    await call('POST', `/divisions/${division.id}/teams`, { token: t, body: { teamId: team.id } });
  }
  const homePlayer = (
    await call('POST', '/players', { token: t, body: { fullName: 'Ann Lee', userId: player.id } })
  ).body;
  const awayPlayer = (await call('POST', '/players', { token: t, body: { fullName: 'Bob Ray' } })).body;
  await call('POST', `/teams/${home.id}/players`, { token: t, body: { playerId: homePlayer.id } });
  await call('POST', `/teams/${away.id}/players`, { token: t, body: { playerId: awayPlayer.id } });
  const venue = (await call('POST', '/venues', { token: t, body: { name: 'The Crown' } })).body;
  const fixture = (
    await call('POST', '/fixtures', {
      token: t,
      body: {
        divisionId: division.id,
        homeTeamId: home.id,
        awayTeamId: away.id,
        venueId: venue.id,
        kickoffAt: new Date().toISOString(),
      },
    })
  ).body;
  return {
    league,
    division,
    home,
    away,
    other,
    homeCaptain,
    awayCaptain,
    otherCaptain,
    player,
    homePlayer,
    awayPlayer,
    venue,
    fixture,
  };
}
