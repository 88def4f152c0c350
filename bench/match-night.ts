// Match-night propagation benchmark: a scorer's phone (360x640) taps a frame winner and a
// live-scores wallboard (another Chromium context) shows it. Reports p50/p95 from the tap to the
// wallboard's DOM update over `taps` taps, split into the phone (tap -> write sent), the server
// (write sent -> live event on the TV) and the TV (event -> shown), the TV's feed requests per tap, and
// the HTTP requests the phone makes per frame scored (Add Frame + a winner).
// Run alone: `npx tsx bench/match-night.ts [taps]` (after `npm run build`).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.ts';
import { startHost } from '../tests/support/host.ts';
import { signUpConfirmed } from '../tests/support/mailbox.ts';

export interface MatchNightFigures {
  taps: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Of the above: the phone (tap -> write sent), the server (write sent -> live event on the TV) and
   *  the TV (event -> frame shown). */
  onPhoneP50Ms: number;
  onPhoneP95Ms: number;
  serverP50Ms: number;
  serverP95Ms: number;
  onTvP50Ms: number;
  onTvP95Ms: number;
  /** Feed requests the TV made per tap (a patched event needs none before showing it). */
  tvFeedReadsPerTap: number;
  requestsPerFrame: number;
  writesPerFrame: number;
  readsPerFrame: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const FRAMES = 10;
const SCORED_FRAMES = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

type Api = <T = any>(method: string, path: string, json?: unknown) => Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function seed(api: Api) {
  const league = await api('POST', '/leagues', {
    name: 'Bench League',
    season: '2026/27',
    settings: { frames_per_match: SCORED_FRAMES },
  });
  const division = await api('POST', '/divisions', { name: 'Premier', leagueId: league.id });
  const teams: number[] = [];
  for (const name of ['Red Lions', 'Cue Ballers']) {
    const team = await api('POST', '/teams', { name });
    await api('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
    teams.push(team.id);
  }
  const venue = await api('POST', '/venues', { name: 'The Crown', address: null, logoUrl: null });
  const fixture = await api('POST', '/fixtures', {
    divisionId: division.id,
    homeTeamId: teams[0],
    awayTeamId: teams[1],
    venueId: venue.id,
    tableId: null,
    kickoffAt: new Date().toISOString(),
  });
  await api('PATCH', `/fixtures/${fixture.id}`, { status: 'in_play' });
  const board = await api('POST', '/wallboards', {
    name: 'Bench TV',
    type: 'live_scores',
    leagueId: league.id,
    isPublic: true,
    theme: {},
    playlist: [],
  });
  return { fixtureId: fixture.id as number, wallboardId: board.id as number };
}

/** In the TV page: the epoch time at which the last frame event came off the live stream. */
const RECORD_HEARD = `{
  const Source = window.EventSource;
  window.EventSource = class extends Source {
    constructor(url, init) {
      super(url, init);
      // Added before the display's onmessage, so it runs first: the time the event arrived.
      this.addEventListener('message', (m) => {
        if (m.data.includes('"frames.')) window.lastHeard = performance.timeOrigin + performance.now();
      });
    }
  };
}`;

/** In the phone's page: the epoch time at which the last frame write left for /api. */
const RECORD_SENT = `{
  const send = window.fetch;
  window.fetch = (input, init) => {
    if ((init?.method ?? input.method) === 'PATCH' && String(input.url ?? input).includes('/api/frames/'))
      window.lastSent = performance.timeOrigin + performance.now();
    return send(input, init);
  };
}`;

/** Resolves (in the TV page) with the epoch times at which frame n first shows the winner, and at
 *  which the last frame event before it arrived. */
function seenOnTv(tv: Page, n: number, winner: string): Promise<{ shown: number; heard: number }> {
  // A string, not a function: tsx's name helpers do not exist inside the page.
  return tv.evaluate(`new Promise((resolve) => {
    const selector = '[data-testid=score-card] [title="Frame ${n}"]';
    const observer = new MutationObserver(() => check());
    function check() {
      if (document.querySelector(selector)?.getAttribute('data-winner') !== '${winner}') return;
      observer.disconnect();
      resolve({ shown: performance.timeOrigin + performance.now(), heard: window.lastHeard ?? 0 });
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    check();
  })`) as Promise<{ shown: number; heard: number }>;
}

async function tap(phone: Page, n: number, winner: 'Home' | 'Away'): Promise<number> {
  await phone
    .getByRole('listitem', { name: `Frame ${n}`, exact: true })
    .getByRole('button', { name: winner, exact: true })
    .click();
  return phone.evaluate('window.lastTap') as Promise<number>;
}

const sentAfter = (phone: Page, tapped: number) =>
  phone.evaluate(`window.lastSent > ${tapped} ? window.lastSent : 0`) as Promise<number>;

async function settled(phone: Page) {
  await phone.getByTestId('sync-status').getByText('All changes saved').waitFor();
  await phone.waitForTimeout(300); // the live refetch that follows each write
}

export async function benchMatchNight(taps = 60): Promise<MatchNightFigures> {
  if (!existsSync(`${root}/web/dist/index.html`))
    execSync('npm run build:web', { cwd: root, stdio: 'ignore' });
  const host = await startHost();
  const browser = await launchChromium();
  try {
    const email = `bench-${Date.now()}@example.com`;
    const { session } = await signUpConfirmed(host.url, email, 'secret123');
    const api: Api = async (method, path, json) => {
      const res = await fetch(`${host.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
      return res.status === 204 ? undefined : res.json();
    };
    const { fixtureId, wallboardId } = await seed(api);

    const phoneContext = await browser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await phoneContext.newPage();
    await phone.addInitScript(() =>
      document.addEventListener(
        'click',
        () =>
          ((window as unknown as { lastTap: number }).lastTap = performance.timeOrigin + performance.now()),
        true,
      ),
    );
    await phone.addInitScript(RECORD_SENT);
    await phone.goto(`${host.url}/match-night?fixtureId=${fixtureId}`);
    const dialog = phone.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('secret123');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await phone.getByRole('heading', { name: 'Live Scoring' }).waitFor();

    const tv = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await tv.addInitScript(RECORD_HEARD);
    await tv.goto(`${host.url}/wallboards/${wallboardId}`);
    await tv.getByTestId('score-card').waitFor();

    // Requests per frame scored: Add Frame and a winner, counted on the phone.
    let writes = 0;
    let reads = 0;
    phone.on('request', (r) => {
      if (!r.url().includes('/api/') || r.url().includes('/api/live')) return;
      if (r.method() === 'GET') reads += 1;
      else writes += 1;
    });
    for (let n = 1; n <= SCORED_FRAMES; n++) {
      await phone.getByRole('button', { name: 'Add Frame' }).click();
      await phone.getByRole('listitem', { name: `Frame ${n}`, exact: true }).waitFor();
      await tap(phone, n, 'Home');
      await settled(phone);
    }
    const perFrame = { writes: writes / SCORED_FRAMES, reads: reads / SCORED_FRAMES };
    await seenOnTv(tv, SCORED_FRAMES, 'home');

    // Tap to wallboard: cycle through the frames, flipping each between Away and Home.
    const latencies: number[] = [];
    const onTv: number[] = [];
    const onPhone: number[] = [];
    const server: number[] = [];
    let tvFeedReads = 0;
    tv.on('request', (r) => void (r.url().includes('/feed') && (tvFeedReads += 1)));
    for (let i = 0; i < taps; i++) {
      const n = (i % FRAMES) + 1;
      const winner = Math.floor(i / FRAMES) % 2 === 0 ? 'Away' : 'Home';
      const seen = seenOnTv(tv, n, winner.toLowerCase());
      const tapped = await tap(phone, n, winner);
      const { shown, heard } = await seen;
      const sent = await sentAfter(phone, tapped);
      latencies.push(shown - tapped);
      if (heard > tapped) onTv.push(shown - heard);
      if (sent > 0) onPhone.push(sent - tapped);
      if (sent > 0 && heard > sent) server.push(heard - sent);
      await settled(phone);
    }
    const round = (x: number) => Math.round(x * 10) / 10;
    const ascending = (xs: number[]) => [...xs].sort((x, y) => x - y);
    const at = (xs: number[], q: number) => round(percentile(ascending(xs), q));
    const figures: MatchNightFigures = {
      taps,
      p50Ms: at(latencies, 50),
      p95Ms: at(latencies, 95),
      maxMs: at(latencies, 100),
      onPhoneP50Ms: at(onPhone, 50),
      onPhoneP95Ms: at(onPhone, 95),
      serverP50Ms: at(server, 50),
      serverP95Ms: at(server, 95),
      onTvP50Ms: at(onTv, 50),
      onTvP95Ms: at(onTv, 95),
      tvFeedReadsPerTap: round(tvFeedReads / taps),
      requestsPerFrame: round(perFrame.writes + perFrame.reads),
      writesPerFrame: round(perFrame.writes),
      readsPerFrame: round(perFrame.reads),
    };
    const f = figures;
    console.log(
      `match night: tap -> wallboard over ${taps} taps: p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, max ${f.maxMs} ms\n` +
        `  tap -> write sent (phone): p50 ${f.onPhoneP50Ms} ms, p95 ${f.onPhoneP95Ms} ms; ` +
        `write sent -> live event on the TV (server): p50 ${f.serverP50Ms} ms, p95 ${f.serverP95Ms} ms; ` +
        `event -> shown (TV): p50 ${f.onTvP50Ms} ms, p95 ${f.onTvP95Ms} ms\n` +
        `  TV feed requests per tap: ${f.tvFeedReadsPerTap} (the refetch a second after the patch); ` +
        `phone requests per frame scored (Add Frame + winner): ${f.requestsPerFrame} ` +
        `(${f.writesPerFrame} writes, ${f.readsPerFrame} reads; plus one long-lived /api/live stream)`,
    );
    return figures;
  } finally {
    await browser.close();
    await host.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const taps = Number(process.argv[2] ?? 60);
  benchMatchNight(taps).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
