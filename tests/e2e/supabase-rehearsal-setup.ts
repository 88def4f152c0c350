// The Supabase rehearsal's world, made in the background of Playwright's global setup: the topology
// (tests/support/supabase-rehearsal.ts), three people signed up from their e-mails, a league, the
// TV, tonight's fixture and last week's result made due for pg_cron's lapse job. pg_cron runs a job
// only at a minute's turn; made here, that minute passes while the other specs run, and
// tests/e2e/supabase-rehearsal.spec.ts (queued after the desktop specs, playwright.config.ts) finds
// the job's run done instead of waiting for it with its worker idle (docs/testing.md, "The Supabase
// rehearsal"). The spec reads the world from `rehearsal.json` and the e-mails from `mail.jsonl` in
// the run's folder; run without the global setup's world, it makes one itself.
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { supabaseFor } from '../support/mailbox.ts';
import { startRehearsal, type ReceivedMail, type Rehearsal } from '../support/supabase-rehearsal.ts';
import type { Api } from './match-night-setup.ts';
import { ensureSiteBuild } from './web-public-setup.ts';

/** What the spec finds in `rehearsal.json`. */
export interface RehearsalWorld {
  siteUrl: string;
  authUrl: string;
  apiUrl: string;
  pagesUrl: string;
  dbUrl: string;
  stamp: string;
  password: string;
  home: string;
  away: string;
  /** Access tokens of the organiser (the first account) and of the home team's captain. */
  organiserToken: string;
  captainToken: string;
  /** Last week's match, completed by the home captain and made due: pg_cron's job is to confirm it. */
  lapsing: number;
  /** Tonight's, in play: scored on the phone. */
  tonight: number;
  board: number;
  leagueId: number;
  divisionId: number;
}

/** The folder of the global setup's world, in the workers' environment. */
const DIR = 'CUEBOARD_REHEARSAL_DIR';
const stateFile = (dir: string) => path.join(dir, 'rehearsal.json');
const mailFile = (dir: string) => path.join(dir, 'mail.jsonl');

export const rehearsalEmail = (who: string, stamp: string) => `${who}-${stamp}@example.com`;

/** `/api` calls with a bearer token, throwing on an error status. */
export function apiAs(apiUrl: string, token: string): Api {
  return async (method, route, json) => {
    const res = await fetch(`${apiUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} -> ${res.status} ${body}`);
    return body ? JSON.parse(body) : undefined;
  };
}

/** Signs up through Supabase Auth's stand-in and follows the e-mail's link, as a person would. */
async function signUp(r: Rehearsal, email: string, password: string) {
  const client = await supabaseFor(r.siteUrl);
  const signedUp = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${r.siteUrl}/auth/callback` },
  });
  if (signedUp.error) throw signedUp.error;
  const { text } = await r.mailTo(email);
  const link = new URL(/https?:\/\/\S+\/auth\/callback\?[^\s"<>]+/.exec(text)![0]);
  const verified = await client.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash')!,
    type: 'signup',
  });
  if (verified.error || !verified.data.session) throw verified.error ?? new Error('no session');
  return { token: verified.data.session.access_token, id: verified.data.user!.id };
}

/** The people, league, TV and fixtures of the journey. */
async function makeWorld(r: Rehearsal): Promise<RehearsalWorld> {
  const stamp = Date.now().toString(36);
  const password = 'secret123';
  const [home, away] = [`Red Lions ${stamp}`, `Cue Ballers ${stamp}`];
  const email = (who: string) => rehearsalEmail(who, stamp);
  const first = await signUp(r, email('organiser'), password); // the first confirmed account organises
  const organiser = apiAs(r.apiUrl, first.token);
  const [homeCaptain, awayCaptain] = await Promise.all([
    signUp(r, email('home'), password),
    signUp(r, email('away'), password),
  ]);
  const captain = apiAs(r.apiUrl, homeCaptain.token);
  const league = await organiser('POST', '/leagues', { name: `Winter ${stamp}`, season: '2026/27' });
  await organiser('PATCH', `/leagues/${league.id}`, { settings: { require_confirmation: true } });
  const division = await organiser('POST', '/divisions', { name: 'Premier', leagueId: league.id });
  const team = async (name: string, captainUserId: string, players: string[]) => {
    const t = await organiser('POST', '/teams', { name, captainUserId });
    await organiser('POST', `/divisions/${division.id}/teams`, { teamId: t.id });
    for (const fullName of players) {
      const p = await organiser('POST', '/players', { fullName, nickname: null, userId: null });
      await organiser('POST', `/teams/${t.id}/players`, { playerId: p.id, isActive: true });
    }
    return t.id as number;
  };
  const homeId = await team(home, homeCaptain.id, ['Ann Home', 'Bob Home']);
  const awayId = await team(away, awayCaptain.id, ['Cat Away', 'Dan Away']);
  const venue = await organiser('POST', '/venues', { name: 'The Crown', address: null, logoUrl: null });
  const fixture = async (kickoffAt: Date) => {
    const f = await organiser('POST', '/fixtures', {
      divisionId: division.id,
      homeTeamId: homeId,
      awayTeamId: awayId,
      venueId: venue.id,
      tableId: null,
      kickoffAt: kickoffAt.toISOString(),
    });
    await organiser('PATCH', `/fixtures/${f.id}`, { status: 'in_play' });
    return f.id as number;
  };
  // Last week's match, completed by the home captain: it awaits the away captain, who is e-mailed.
  const lapsing = await fixture(new Date(Date.now() - 7 * 86_400_000));
  await captain('POST', `/fixtures/${lapsing}/frames`, { winner: 'home' });
  await captain('PATCH', `/fixtures/${lapsing}`, { status: 'final' });
  // Due from now on, as if 48 hours had passed; the cron job's next run is to confirm it.
  await r.db.query(
    `update public.fixtures set completed_at = now() - interval '48 hours 1 second' where id = $1`,
    [lapsing],
  );
  const tonight = await fixture(new Date());
  const board = await organiser('POST', '/wallboards', {
    name: 'Bar TV',
    type: 'live_scores',
    leagueId: league.id,
    isPublic: true,
    theme: {},
    playlist: [],
  });
  return {
    siteUrl: r.siteUrl,
    authUrl: r.authUrl,
    apiUrl: r.apiUrl,
    pagesUrl: r.pagesUrl,
    dbUrl: r.dbUrl,
    stamp,
    password,
    home,
    away,
    organiserToken: first.token,
    captainToken: homeCaptain.token,
    lapsing,
    tonight,
    board: board.id,
    leagueId: league.id,
    divisionId: division.id,
  };
}

/** Starts the rehearsal and makes its world into `dir`; `stop` ends every process of it. */
function prepareRehearsal(dir: string): { stop: () => Promise<void> } {
  let rehearsal: Rehearsal | undefined;
  const write = (state: RehearsalWorld | { error: string }) => {
    // Written whole, then renamed: the spec never reads half a file.
    writeFileSync(`${stateFile(dir)}.tmp`, JSON.stringify(state));
    renameSync(`${stateFile(dir)}.tmp`, stateFile(dir));
  };
  const ready = (async () => {
    ensureSiteBuild();
    rehearsal = await startRehearsal({
      liveMaxStreamSeconds: 2,
      onMail: (mail) => appendFileSync(mailFile(dir), `${JSON.stringify(mail)}\n`),
    });
    write(await makeWorld(rehearsal));
  })().catch((error: unknown) => write({ error: `${String(error)}\n${rehearsal?.output() ?? ''}` }));
  return {
    stop: async () => {
      await ready;
      await rehearsal?.stop();
    },
  };
}

/**
 * For the global setup: the world made in the background while the other specs run, when the run
 * may include the rehearsal's spec; its folder reaches the workers in their environment.
 */
export function prepareRehearsalInBackground(): { stop: () => Promise<void> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-rehearsal-world-'));
  process.env[DIR] = dir;
  const prepared = prepareRehearsal(dir);
  return {
    stop: async () => {
      await prepared.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RehearsalHandle {
  world: RehearsalWorld;
  /** Every e-mail the SMTP server received, oldest first. */
  mail(): ReceivedMail[];
  /** The first e-mail to `to` whose subject matches, waiting for it to arrive. */
  mailTo(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** For the spec: the global setup's world, waiting until it is made, or else one made here. */
export async function rehearsalWorld(timeoutMs = 170_000): Promise<RehearsalHandle> {
  const given = process.env[DIR];
  const dir = given ?? mkdtempSync(path.join(tmpdir(), 'cueboard-rehearsal-world-'));
  const own = given ? undefined : prepareRehearsal(dir);
  const stop = async () => {
    if (!own) return; // the global setup's teardown stops its rehearsal
    await own.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(stateFile(dir))) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Supabase rehearsal was not ready in ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const state = JSON.parse(readFileSync(stateFile(dir), 'utf8')) as RehearsalWorld | { error: string };
  if ('error' in state) {
    await stop();
    throw new Error(`The Supabase rehearsal failed to start:\n${state.error}`);
  }
  const mail = (): ReceivedMail[] =>
    existsSync(mailFile(dir))
      ? readFileSync(mailFile(dir), 'utf8')
          .split('\n')
          .slice(0, -1) // the lines written whole (a line being appended has no newline yet)
          .map((line) => JSON.parse(line) as ReceivedMail)
      : [];
  return {
    world: state,
    mail,
    async mailTo(to, subject = /./, waitMs = 15_000) {
      const until = Date.now() + waitMs;
      for (;;) {
        const found = mail().find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > until) throw new Error(`No mail to ${to} matching ${subject} arrived`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop,
  };
}
