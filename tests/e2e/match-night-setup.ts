// Shared by the match-night stories: a real host with the web build, the first confirmed user
// (organiser) setting up a league through the /api, and scorers signed in on phone-sized Chromium
// (the spec's browser fixture).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Host } from '../support/host.ts';
import { desktop, phone } from './devices.ts';
import { firstOrganiser, storyOrganiser } from './worker-host.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app once if no build is there (the test script normally builds before the tests). */
export function ensureWebBuild() {
  if (!existsSync(`${root}/web/dist/index.html`))
    execSync('npm run build:web', { cwd: root, stdio: 'ignore' });
}

export type Api = <T = any>(method: string, path: string, json?: unknown) => Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface World {
  host: Host;
  browser: Browser;
  api: Api;
  email: string;
  password: string;
  close(): Promise<void>;
}

/**
 * ownHost: a fresh deployment whose first confirmed user is the organiser, for stories about exactly
 * that (the first user's grant) or about texts a one-organisation deployment sends.
 */
export async function matchNightWorld(browser: Browser, opts: { ownHost?: boolean } = {}): Promise<World> {
  ensureWebBuild();
  const password = 'secret123';
  // Else the worker's host, with an organisation of this story's own (tests/e2e/worker-host.ts).
  const { host, email, token } = opts.ownHost
    ? await firstOrganiser(password)
    : await storyOrganiser(password);
  const api: Api = async (method, path, json) => {
    const res = await fetch(`${host.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return {
    host,
    browser,
    api,
    email,
    password,
    async close() {
      // The browser is the worker's: close only what this story opened in it.
      await Promise.all(browser.contexts().map((c) => c.close()));
      if (opts.ownHost) await host.stop();
    },
  };
}

export interface Match {
  leagueId: number;
  divisionId: number;
  fixtureId: number;
  homeTeamId: number;
  awayTeamId: number;
  homePlayers: number[];
  awayPlayers: number[];
}

/** Two teams with rosters (one away player has left), a venue, and a match kicking off now. */
export async function seedMatch(api: Api, status: 'scheduled' | 'in_play' = 'in_play'): Promise<Match> {
  const stamp = Date.now().toString(36);
  const league = await api('POST', '/leagues', { name: `Pub League ${stamp}`, season: '2026/27' });
  const division = await api('POST', '/divisions', { name: 'Premier', leagueId: league.id });
  const team = async (name: string, players: string[]) => {
    const t = await api('POST', '/teams', { name });
    await api('POST', `/divisions/${division.id}/teams`, { teamId: t.id });
    const ids: number[] = [];
    for (const fullName of players) {
      const p = await api('POST', '/players', { fullName, nickname: null, userId: null });
      await api('POST', `/teams/${t.id}/players`, { playerId: p.id, isActive: true });
      ids.push(p.id);
    }
    return { id: t.id as number, players: ids };
  };
  const home = await team(`Red Lions ${stamp}`, ['Ann Home', 'Bob Home']);
  const away = await team(`Cue Ballers ${stamp}`, ['Cat Away', 'Dan Away', 'Eve Gone']);
  const roster = await api<{ id: number; playerId: number }[]>('GET', `/teams/${away.id}/players`);
  const gone = roster.find((r) => r.playerId === away.players[2])!;
  await api('DELETE', `/teams/${away.id}/players/${gone.id}`);
  const venue = await api('POST', '/venues', { name: 'The Crown', address: null, logoUrl: null });
  const fixture = await api('POST', '/fixtures', {
    divisionId: division.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    venueId: venue.id,
    tableId: null,
    kickoffAt: new Date().toISOString(),
  });
  if (status === 'in_play') await api('PATCH', `/fixtures/${fixture.id}`, { status: 'in_play' });
  return {
    leagueId: league.id,
    divisionId: division.id,
    fixtureId: fixture.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    homePlayers: home.players,
    awayPlayers: away.players.slice(0, 2),
  };
}

const devices = { phone, desktop };

/**
 * A phone (390x844, touch) or a desktop, with the organiser (or another user) signed in through the
 * authentication dialog.
 */
export async function scorerPhone(
  world: World,
  path: string,
  device: keyof typeof devices = 'phone',
  who: { email: string; password: string } = world,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext(devices[device]);
  const page = await context.newPage();
  await page.goto(`${world.host.url}${path}`);
  await signIn(page, who.email, who.password);
  return { context, page };
}

/** Signs in through the authentication dialog a guarded page has opened. */
export async function signIn(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export const frameCard = (page: Page, n: number) =>
  page.getByRole('listitem', { name: `Frame ${n}`, exact: true });

export async function tapWinner(page: Page, n: number, winner: 'Home' | 'Away' | 'N/A') {
  const button = frameCard(page, n)
    .getByRole('group', { name: `Winner of frame ${n}` })
    .getByRole('button', { name: winner, exact: true });
  // As a scorer does: look that the tap took (the card is redrawn when the server numbers a new
  // frame, and a tap on the card being replaced is lost), and tap again if it did not.
  await expect(async () => {
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Polls until check passes (assertions inside), or the last failure after timeoutMs. */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
