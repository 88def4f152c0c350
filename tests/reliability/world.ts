// Shared by the reliability suites and the benches: a host whose DATA_DIR outlives it (so a
// crashed host can be restarted on the same data), an organiser signed in through the mailbox, and
// a league with matches set up through the /api.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listMigrations } from '../../server/db/migrate.ts';
import { signUpConfirmed } from '../support/mailbox.ts';

/** Tokens stay valid across restarts whatever DATA_DIR or database the host gets. */
export const JWT_SECRET = 'reliability-suite-secret-0123456789abcdefghijklmnop';

/**
 * A DATA_DIR the caller owns (startHost leaves it in place on kill/stop). It starts from the
 * migrated PGlite template startHost keeps in tmpdir when there is one, else from nothing.
 */
export async function ownedDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-reliability-'));
  const hash = createHash('sha256');
  for (const m of await listMigrations()) hash.update(m.file).update(readFileSync(m.file));
  const template = path.join(tmpdir(), `cueboard-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(template, 'ready'))) {
    cpSync(path.join(template, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  }
  return dir;
}

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

export type Call = (method: string, p: string, json?: unknown) => Promise<Reply>;

/** An /api caller with a bearer token; never throws on a status, only on a network failure. */
export function caller(url: string, token?: string): Call {
  return async (method, p, json) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}/api${p}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body, headers: res.headers };
  };
}

/** Signs the first user up (the organiser) and returns a caller that throws on any non-2xx. */
export async function organiser(url: string, email = `organiser-${Date.now()}@example.com`) {
  const password = 'organiser-secret-1';
  const { session, user } = await signUpConfirmed(url, email, password);
  const call = caller(url, session.access_token);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ok = async <T = any>(method: string, p: string, json?: unknown): Promise<T> => {
    const r = await call(method, p, json);
    if (r.status >= 300) throw new Error(`${method} ${p} -> ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as T;
  };
  return { email, password, token: session.access_token, userId: user.id, call, ok };
}

export type Ok = Awaited<ReturnType<typeof organiser>>['ok'];

/** A league with `teams` teams (two players each) in one division and `matches` in-play fixtures. */
export async function seedMatches(ok: Ok, matches: number, teams = 4) {
  const stamp = Date.now().toString(36);
  const league = await ok('POST', '/leagues', { name: `Reliability ${stamp}`, season: '2026/27' });
  // Scorers here write far more frames than a real match has: the league allows the most there is.
  await ok('PATCH', `/leagues/${league.id}`, { settings: { frames_per_match: 99 } });
  const division = await ok('POST', '/divisions', { name: 'Premier', leagueId: league.id });
  const venue = await ok('POST', '/venues', { name: `Hall ${stamp}`, address: null, logoUrl: null });
  const teamIds: number[] = [];
  for (let i = 0; i < teams; i++) {
    const team = await ok('POST', '/teams', { name: `Team ${i} ${stamp}` });
    await ok('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
    teamIds.push(team.id);
  }
  const fixtureIds: number[] = [];
  for (let i = 0; i < matches; i++) {
    const home = teamIds[i % teams];
    const away = teamIds[(i + 1) % teams];
    const fixture = await ok('POST', '/fixtures', {
      divisionId: division.id,
      homeTeamId: home,
      awayTeamId: away,
      venueId: venue.id,
      tableId: null,
      kickoffAt: new Date().toISOString(),
    });
    await ok('PATCH', `/fixtures/${fixture.id}`, { status: 'in_play' });
    fixtureIds.push(fixture.id);
  }
  return { leagueId: league.id as number, divisionId: division.id as number, fixtureIds };
}
