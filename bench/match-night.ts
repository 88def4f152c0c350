// Match-night propagation benchmark: a scorer's phone (360x640) taps a frame winner and a
// live-scores wallboard (another Chromium context) shows it. Reports p50/p95 from the tap to the
// wallboard's DOM update over `taps` taps, and the HTTP requests the phone makes per frame scored
// (Add Frame + a winner). Run alone: `npx tsx bench/match-night.ts [taps]`.
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
  const league = await api('POST', '/leagues', { name: 'Bench League', season: '2026/27' });
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

/** Resolves (in the TV page) with the epoch time at which frame n first shows the winner. */
function seenOnTv(tv: Page, n: number, winner: string): Promise<number> {
  // A string, not a function: tsx's name helpers do not exist inside the page.
  return tv.evaluate(`new Promise((resolve) => {
    const selector = '[data-testid=score-card] [title="Frame ${n}"]';
    const observer = new MutationObserver(() => check());
    function check() {
      if (document.querySelector(selector)?.getAttribute('data-winner') !== '${winner}') return;
      observer.disconnect();
      resolve(performance.timeOrigin + performance.now());
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    check();
  })`) as Promise<number>;
}

async function tap(phone: Page, n: number, winner: 'Home' | 'Away'): Promise<number> {
  await phone
    .getByRole('listitem', { name: `Frame ${n}`, exact: true })
    .getByRole('button', { name: winner, exact: true })
    .click();
  return phone.evaluate('window.lastTap') as Promise<number>;
}

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
    await phone.goto(`${host.url}/match-night?fixtureId=${fixtureId}`);
    const dialog = phone.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('secret123');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await phone.getByRole('heading', { name: 'Live Scoring' }).waitFor();

    const tv = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
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
    for (let i = 0; i < taps; i++) {
      const n = (i % FRAMES) + 1;
      const winner = Math.floor(i / FRAMES) % 2 === 0 ? 'Away' : 'Home';
      const seen = seenOnTv(tv, n, winner.toLowerCase());
      const tapped = await tap(phone, n, winner);
      latencies.push((await seen) - tapped);
      await settled(phone);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 10) / 10;
    const figures: MatchNightFigures = {
      taps,
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      maxMs: round(sorted[sorted.length - 1]),
      requestsPerFrame: round(perFrame.writes + perFrame.reads),
      writesPerFrame: round(perFrame.writes),
      readsPerFrame: round(perFrame.reads),
    };
    console.log(
      `match night: tap -> wallboard over ${taps} taps: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, ` +
        `max ${figures.maxMs} ms; phone requests per frame scored (Add Frame + winner): ` +
        `${figures.requestsPerFrame} (${figures.writesPerFrame} writes, ${figures.readsPerFrame} reads; ` +
        'plus one long-lived /api/live stream)',
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
