// Public site benchmark against the real host run as its own process (tests/support/host.ts):
// autocannon, also its own process, with 200 concurrent clients on GET /config.json (the baseline),
// anonymous GET /api/standings?divisionId= and a division page's HTML, one after the other in the
// same run, each asking as browsers do (Accept-Encoding: gzip); then Chromium on a slow phone (1.6 Mbps, 150 ms, 4x CPU) opening the division page: its
// first contentful paint and the JavaScript it loads. Run alone: `npx tsx bench/public-site.ts`.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ensureSiteBuild, publicLeague } from '../tests/e2e/web-public-setup.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { startHost } from '../tests/support/host.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLIENTS = 200;
const SECONDS = 4;
/** Rounds of config, standings, page: this machine's load swings, so each figure is the median. */
const ROUNDS = 3;

/** The site's goals (issue 16): at least 0.3x the req/s of /config.json, p99 within 100 ms. */
export const SITE_GOALS = { ratio: 0.3, p99Ms: 100, fcpMs: 1000, jsKb: 60 };

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface PublicSiteBenchResult {
  engine: string;
  config: Load;
  standings: Load;
  page: Load;
  firstContentfulPaintMs: number;
  renderBlockingJsGzipBytes: number;
  pageJsGzipBytes: number;
}

async function autocannon(url: string, seconds = SECONDS): Promise<Load> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      `${root}node_modules/autocannon/autocannon.js`,
      '-c',
      String(CLIENTS),
      '-d',
      String(seconds),
      '-j',
      url,
      '-H',
      'accept-encoding=gzip, deflate, br',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** Each figure's median over the rounds (req/s and p99 separately); errors summed. */
function median(loads: Load[]): Load {
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    requestsPerSecond: mid(loads.map((l) => l.requestsPerSecond)),
    p99Ms: mid(loads.map((l) => l.p99Ms)),
    errors: loads.reduce((n, l) => n + l.errors, 0),
    non2xx: loads.reduce((n, l) => n + l.non2xx, 0),
  };
}

/** A league night's size: 8 teams, a double round robin's first half, half of it played. */
async function biggerLeague(hostUrl: string) {
  const s = await publicLeague(hostUrl);
  const teams = [s.red.id, s.blue.id];
  for (let i = 0; i < 6; i++) {
    const team = await s.call('POST', '/teams', { name: `Team ${i + 1}` });
    await s.call('POST', `/divisions/${s.division.id}/teams`, { teamId: team.id });
    teams.push(team.id);
  }
  const venue = await s.call('POST', '/venues', { name: 'Bench Hall' });
  for (let week = 0; week < 7; week++) {
    for (let m = 0; m < 4; m++) {
      const fixture = await s.call('POST', '/fixtures', {
        divisionId: s.division.id,
        // The circle method: team 8 stays, the others turn.
        homeTeamId: teams[m === 0 ? 7 : (week + m) % 7],
        awayTeamId: teams[m === 0 ? week % 7 : (week + 7 - m) % 7],
        venueId: venue.id,
        kickoffAt: new Date(Date.UTC(2027, 0, 7 + week * 7, 19, 30)).toISOString(),
      });
      if (week < 4) await s.call('PATCH', `/fixtures/${fixture.id}`, { status: 'final' });
    }
  }
  return s;
}

async function slowPhone(url: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    );
    // Scripts the page names: classic ones in <head> block the first render; module scripts wait.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((s) => ({
        src: new URL((s as HTMLScriptElement).src).pathname,
        blocking:
          !(s as HTMLScriptElement).type.includes('module') &&
          !s.hasAttribute('defer') &&
          s.closest('head') !== null,
      })),
    );
    let all = 0;
    let blocking = 0;
    for (const s of scripts) {
      const bytes = gzipSync(
        await readFile(`${root}web/public-site/dist/${s.src.replace(/^\/site\//, '')}`),
        { level: 9 },
      ).length;
      all += bytes;
      if (s.blocking) blocking += bytes;
    }
    return {
      firstContentfulPaintMs: Math.round(fcp),
      renderBlockingJsGzipBytes: blocking,
      pageJsGzipBytes: all,
    };
  } finally {
    await browser.close();
  }
}

export async function benchPublicSite(): Promise<PublicSiteBenchResult> {
  ensureSiteBuild();
  const databaseUrl = process.env.DATABASE_URL;
  // Request logs off (warn): the figures are the serving path's, the same for every route measured.
  const host = await startHost({
    env: { LOG_LEVEL: 'warn', ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
  });
  try {
    const s = await biggerLeague(host.url);
    const standingsUrl = `${host.url}/api/standings?divisionId=${s.division.id}`;
    const pageUrl = `${host.url}/results/${s.league.id}/divisions/${s.division.id}`;
    // Warm: JIT, the first render's imports, each route's code path.
    for (const url of [`${host.url}/config.json`, standingsUrl, pageUrl]) await autocannon(url, 2);
    const rounds: Load[][] = [];
    for (let i = 0; i < ROUNDS; i++) {
      rounds.push([
        await autocannon(`${host.url}/config.json`),
        await autocannon(standingsUrl),
        await autocannon(pageUrl),
      ]);
    }
    const [config, standings, page] = [0, 1, 2].map((k) => median(rounds.map((r) => r[k])));
    return {
      engine: databaseUrl ? 'postgres' : 'pglite',
      config,
      standings,
      page,
      ...(await slowPhone(pageUrl)),
    };
  } finally {
    await host.stop();
  }
}

export function printPublicSiteBench(r: PublicSiteBenchResult): boolean {
  const line = (name: string, l: Load) => {
    const ratio = l.requestsPerSecond / r.config.requestsPerSecond;
    console.log(
      `${name}: ${l.requestsPerSecond} req/s (${ratio.toFixed(2)}x /config.json, goal >= ${SITE_GOALS.ratio}x), ` +
        `p99 ${l.p99Ms} ms (goal <= ${SITE_GOALS.p99Ms}), errors ${l.errors}, non-2xx ${l.non2xx}`,
    );
    return ratio >= SITE_GOALS.ratio && l.p99Ms <= SITE_GOALS.p99Ms && l.errors === 0 && l.non2xx === 0;
  };
  console.log(
    `public site on ${r.engine}, ${CLIENTS} clients from autocannon (its own process), ` +
      `${ROUNDS} rounds of ${SECONDS} s per route in turn, medians`,
  );
  console.log(`GET /config.json: ${r.config.requestsPerSecond} req/s, p99 ${r.config.p99Ms} ms (baseline)`);
  const standingsOk = line('GET /api/standings?divisionId= (anonymous)', r.standings);
  const pageOk = line('GET /results/{league}/divisions/{division} (HTML)', r.page);
  console.log(
    `division page on a slow phone (1.6 Mbps, 150 ms, 4x CPU): first contentful paint ${r.firstContentfulPaintMs} ms (goal <= ${SITE_GOALS.fcpMs})`,
  );
  console.log(
    `JS before first render ${(r.renderBlockingJsGzipBytes / 1024).toFixed(1)} KB gzip (goal <= ${SITE_GOALS.jsKb}); ` +
      `all JS the page loads (module, after first render) ${(r.pageJsGzipBytes / 1024).toFixed(1)} KB gzip`,
  );
  return (
    standingsOk &&
    pageOk &&
    r.firstContentfulPaintMs <= SITE_GOALS.fcpMs &&
    r.pageJsGzipBytes <= SITE_GOALS.jsKb * 1024
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printPublicSiteBench(await benchPublicSite());
}
