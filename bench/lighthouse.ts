// Lighthouse's mobile run (its default config: a Moto G Power's screen, simulated slow 4G at 150 ms
// RTT and 1.6 Mbps, 4x CPU slowdown) against the web app's home page and Match Night, served by the
// real host (server/main.ts, as `npm start` serves it) from the existing build: nothing is built here.
// Anonymous visits (the score is the first screen's: Match Night shows its sign-in prompt). Each page
// is measured RUNS times and the median run by score is printed, with the JavaScript the page loaded:
// the same-origin scripts in Lighthouse's network records, each sized as its built file at gzip -9.
// Run alone: `npx tsx bench/lighthouse.ts` (after `npm run build`).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startHost } from '../tests/support/host.ts';

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));
const PAGES = ['/', '/match-night'];
/** Scores swing by a few points on a busy 2-core machine: the median of three runs is printed. */
const RUNS = 3;

export interface LighthouseFigures {
  path: string;
  /** 0-100, Lighthouse's performance category. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Everything the page transferred (Lighthouse's total-byte-weight). */
  transferredBytes: number;
  /** Scripts the page loaded from the host, sized as gzip -9 of the built files. */
  jsGzipBytes: number;
  jsFiles: string[];
  /** Every run's score, for the spread. */
  scores: number[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

async function gzipOfBuilt(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await readFile(`${dist}${url.slice(1)}`), { level: 9 }).length;
  return bytes;
}

async function runOnce(url: string, port: number): Promise<Omit<LighthouseFigures, 'path' | 'scores'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const origin = new URL(url).origin;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ??
    []) as NetworkRequest[];
  const jsFiles = [
    ...new Set(
      items
        .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
        .map((r) => new URL(r.url).pathname),
    ),
  ];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    transferredBytes: Math.round(audit('total-byte-weight')),
    jsGzipBytes: await gzipOfBuilt(jsFiles),
    jsFiles,
  };
}

export async function benchLighthouse(): Promise<LighthouseFigures[]> {
  if (!existsSync(`${dist}index.html`)) throw new Error('web/dist is missing: run `npm run build` first');
  const host = await startHost({ env: { LOG_LEVEL: 'warn' } });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of PAGES) {
      // One unmeasured visit first: the host's first answers (JIT, file reads) are not the page's.
      await fetch(`${host.url}${path}`).then((r) => r.arrayBuffer());
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(`${host.url}${path}`, chrome.port));
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor(sorted.length / 2)];
      figures.push({ path, ...median, scores: runs.map((r) => r.score) });
    }
    return figures;
  } finally {
    chrome.kill();
    await host.stop();
  }
}

export function printLighthouseBench(figures: LighthouseFigures[]): void {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  console.log(
    `Lighthouse ${RUNS}x per page, mobile (simulated slow 4G, 4x CPU), anonymous visitor, median run by score`,
  );
  for (const f of figures) {
    console.log(
      `  ${f.path}: performance ${f.score} (runs ${f.scores.join(', ')}; goal >= 90), ` +
        `FCP ${(f.fcpMs / 1000).toFixed(1)} s, LCP ${(f.lcpMs / 1000).toFixed(1)} s, TBT ${f.tbtMs} ms, ` +
        `${kb(f.transferredBytes)} transferred`,
    );
    console.log(`    first screen's JS: ${kb(f.jsGzipBytes)} gzip -9 in ${f.jsFiles.length} files`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLighthouseBench(await benchLighthouse());
}
