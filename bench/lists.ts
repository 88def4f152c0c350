// Lists that grow, in a real browser: the real host (server/main.ts, serving the existing web/dist build)
// seeded through /api with 100 teams of 10 players (1,000 players, by the bulk roster add) and 2,000
// fixtures (one bulk create), then, as a signed-in organiser in Chromium at 1366x768, the time from
// opening /players and /fixtures to their first rows, to a search's rows, and to a re-sort. Each is
// measured in the page (performance.now()), RUNS times, median printed; then again with the CPU slowed
// 4x (Chromium's CPU throttling, a phone-ish machine). Figures only: no goal is asserted.
// Run alone: `npx tsx bench/lists.ts` (after `npm run build:web`).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { startHost } from '../tests/support/host.ts';
import { signUpConfirmed } from '../tests/support/mailbox.ts';
import { launchChromium } from '../tests/support/browser.ts';

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));
const TEAMS = 100;
const PLAYERS_PER_TEAM = 10;
const DIVISIONS = 4;
const FIXTURES = 2000;
const RUNS = 5;

export interface ListFigure {
  list: string;
  rows: number;
  cpu: string;
  firstRowsMs: number;
  searchMs: number;
  sortMs: number;
}

type Call = <T = { id: number }>(method: string, path: string, body?: unknown) => Promise<T>;

/** 4 divisions of 25 teams, each team 10 players and a home venue; 2,000 fixtures by round robin. */
async function seed(call: Call): Promise<void> {
  const league = await call('POST', '/leagues', { name: 'Bench League', season: '2026/27' });
  const venues = [];
  for (let v = 0; v < 25; v++) venues.push(await call('POST', '/venues', { name: `Venue ${v + 1}` }));
  const divisions: { id: number; teams: number[] }[] = [];
  for (let d = 0; d < DIVISIONS; d++) {
    const division = await call('POST', '/divisions', { leagueId: league.id, name: `Division ${d + 1}` });
    divisions.push({ id: division.id, teams: [] });
  }
  for (let t = 0; t < TEAMS; t++) {
    const team = await call('POST', '/teams', { name: `Team ${String(t + 1).padStart(3, '0')}` });
    const division = divisions[t % DIVISIONS];
    division.teams.push(team.id);
    await call('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
    const players = Array.from({ length: PLAYERS_PER_TEAM }, (_, p) => ({
      fullName: `Player ${t * PLAYERS_PER_TEAM + p + 1} of ${t + 1}`,
    }));
    await call('POST', `/teams/${team.id}/players/bulk`, { players });
  }
  // The circle method per division (25 teams and a bye), home and away, one round a week.
  const fixtures = [];
  const start = Date.parse('2026-09-03T19:30:00Z');
  for (let round = 0; fixtures.length < FIXTURES; round++) {
    for (const { id: divisionId, teams } of divisions) {
      const ring = [...teams, 0];
      const n = ring.length;
      const turned = [ring[0], ...ring.slice(1).map((_, i) => ring[1 + ((i + round) % (n - 1))])];
      for (let i = 0; i < n / 2; i++) {
        const [a, b] = [turned[i], turned[n - 1 - i]];
        if (!a || !b || fixtures.length >= FIXTURES) continue;
        const [home, away] = Math.floor(round / (n - 1)) % 2 ? [b, a] : [a, b];
        fixtures.push({
          divisionId,
          homeTeamId: home,
          awayTeamId: away,
          venueId: venues[teams.indexOf(home) % venues.length].id,
          kickoffAt: new Date(start + round * 7 * 86_400_000).toISOString(),
        });
      }
    }
  }
  await call('POST', '/fixtures/bulk', { fixtures });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome back!', { exact: true }).first().waitFor();
}

/** ms since navigation until the list's first row is drawn. */
async function firstRows(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const at = await page.waitForFunction(
    () => document.querySelector('main table tbody tr') && performance.now(),
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await at.jsonValue());
}

/** ms from typing `text` into the list's search box until the rows shown all match it. */
async function searchFor(page: Page, label: string, text: string): Promise<number> {
  const box = page.getByLabel(label);
  await box.fill('');
  return page.evaluate(
    ({ label: name, text: q }) =>
      new Promise<number>((resolve) => {
        const input = [...document.querySelectorAll('label')].find((l) => l.textContent === name)
          ?.control as HTMLInputElement;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const started = performance.now();
        setValue.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        setTimeout(() => resolve(Number.NaN), 30_000);
        const check = () => {
          const rows = [...document.querySelectorAll('main table tbody tr')];
          if (rows.length && rows.every((r) => r.textContent?.includes(q)))
            resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { label, text },
  );
}

/** ms from clicking a column's header until its aria-sort says it sorts the other way. */
async function sortBy(page: Page, column: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const head = [...document.querySelectorAll('main th[aria-sort]')].find((th) =>
          th.textContent?.startsWith(name),
        )!;
        const before = head.getAttribute('aria-sort');
        const started = performance.now();
        head.querySelector('button')!.click();
        setTimeout(() => resolve(Number.NaN), 30_000);
        const check = () => {
          const now = [...document.querySelectorAll('main th[aria-sort]')].find((th) =>
            th.textContent?.startsWith(name),
          );
          if (now && now.getAttribute('aria-sort') !== before) resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    column,
  );
}

const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);

export async function benchLists(): Promise<ListFigure[]> {
  if (!existsSync(`${dist}index.html`)) throw new Error('web/dist is missing: run `npm run build:web` first');
  const host = await startHost({ env: { LOG_LEVEL: 'warn' } });
  const browser = await launchChromium();
  try {
    const email = 'organiser@bench.example';
    const { session } = await signUpConfirmed(host.url, email, 'bench-lists-1');
    const call: Call = async (method, path, body) => {
      const res = await fetch(`${host.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as never;
    };
    const seeding = Date.now();
    await seed(call);
    const players = (await call<unknown[]>('GET', '/players')).length;
    const fixtures = (await call<unknown[]>('GET', '/fixtures')).length;
    if (players !== TEAMS * PLAYERS_PER_TEAM || fixtures !== FIXTURES)
      throw new Error(`seeded ${players} players and ${fixtures} fixtures`);
    console.log(
      `seeded ${players} players and ${fixtures} fixtures through /api in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const context = await browser.newContext({ baseURL: host.url, viewport: { width: 1366, height: 768 } });
    // tsx names the functions passed to page.evaluate with a helper the page lacks.
    await context.addInitScript('globalThis.__name = (f) => f');
    const page = await context.newPage();
    await signIn(page, email, 'bench-lists-1');
    const cdp = await context.newCDPSession(page);
    const lists = [
      {
        list: 'Players',
        path: '/players',
        rows: TEAMS * PLAYERS_PER_TEAM,
        label: 'Search players',
        q: 'Player 777 of',
        sort: 'Name',
      },
      {
        list: 'Fixtures',
        path: '/fixtures',
        rows: FIXTURES,
        label: 'Search fixtures',
        q: 'Team 042',
        sort: 'Home Team',
      },
    ];
    const figures: ListFigure[] = [];
    for (const rate of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const l of lists) {
        const runs = { first: [] as number[], search: [] as number[], sort: [] as number[] };
        for (let i = 0; i < RUNS; i++) {
          runs.first.push(await firstRows(page, l.path));
          runs.search.push(await searchFor(page, l.label, l.q));
          await page.getByLabel(l.label).fill('');
          runs.sort.push(await sortBy(page, l.sort));
        }
        figures.push({
          list: l.list,
          rows: l.rows,
          cpu: rate === 1 ? 'desktop' : `${rate}x slower CPU`,
          firstRowsMs: median(runs.first),
          searchMs: median(runs.search),
          sortMs: median(runs.sort),
        });
      }
    }
    return figures;
  } finally {
    await browser.close();
    await host.stop();
  }
}

export function printListsBench(figures: ListFigure[]): void {
  console.log(`Lists in Chromium at 1366x768, signed-in organiser, median of ${RUNS} runs (in-page clock)`);
  for (const f of figures) {
    console.log(
      `  ${f.list} (${f.rows.toLocaleString('en-GB')} rows, ${f.cpu}): first rows ${f.firstRowsMs} ms ` +
        `after navigation, search result ${f.searchMs} ms, re-sort ${f.sortMs} ms`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printListsBench(await benchLists());
}
