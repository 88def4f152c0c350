// Shared by the kiosk end-to-end suites: a real host with the kiosk build, a signed-up organiser
// (the first confirmed user), and a small league created through the /api as an organiser would.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import type { Host } from '../support/host.ts';
import { tv } from './devices.ts';
import { firstOrganiser, storyOrganiser } from './worker-host.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the kiosk once if no build is there (the test script normally builds before the tests). */
export function ensureKioskBuild() {
  if (!existsSync(`${root}/kiosk/dist/index.html`))
    execSync('npm run build:kiosk', { cwd: root, stdio: 'ignore' });
}

export const ORGANISER_PASSWORD = 'secret123';

export type Api = <T = any>(method: string, path: string, json?: unknown) => Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface KioskWorld {
  host: Host;
  browser: Browser;
  api: Api;
  token: string;
  /** The organiser's e-mail address (password ORGANISER_PASSWORD), to sign in from a browser. */
  email: string;
  close(): Promise<void>;
}

/**
 * A spec passes its worker's browser (its contexts are closed at the end); the bench launches one.
 * hostEnv: settings for the host (LIVE_MAX_STREAM_SECONDS).
 */
export async function kioskWorld(given?: Browser, hostEnv?: Record<string, string>): Promise<KioskWorld> {
  ensureKioskBuild();
  // A spec (its worker's browser, no settings of its own) shares its worker's host; the bench and a
  // spec with settings start one.
  const own = !given || hostEnv !== undefined;
  const { host, email, token } = own
    ? await firstOrganiser(ORGANISER_PASSWORD, hostEnv)
    : await storyOrganiser(ORGANISER_PASSWORD);
  const browser = given ?? (await launchChromium());
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
    token,
    email,
    async close() {
      if (given) await Promise.all(browser.contexts().map((c) => c.close()));
      else await browser.close();
      if (own) await host.stop();
    },
  };
}

/** A real 1x1 PNG: the sponsor images the suites name (`/kiosk/acme.png`) load, as a sponsor's would. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A TV at 1920x1080. Images at `/kiosk/<name>.png` answer with a real PNG (the kiosk build has none,
 * and media that fails to load shows the sponsor's name and counts no impression); a page's own
 * route, or another path such as `/kiosk/media/missing.png`, still gives a 404.
 */
export async function tvPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(tv);
  await context.route('**/kiosk/*.png', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  return context.newPage();
}

export interface League {
  leagueId: number;
  divisionId: number;
  venueId: number;
  otherVenueId: number;
  teams: number[];
  liveFixtureId: number;
  liveFrameIds: number[];
}

/** Four teams, two venues, one match in play (1 - 1 with an unplayed frame), one final, one upcoming. */
export async function seedLeague(api: Api, name = 'Winter League'): Promise<League> {
  const league = await api('POST', '/leagues', { name, season: '2026/27' });
  const division = await api('POST', '/divisions', {
    name: 'Division One',
    leagueId: league.id,
    sortOrder: 1,
  });
  const teams: number[] = [];
  for (const team of ['Red Lions', 'Cue Ballers', 'Pocket Rockets', 'Black Ball Club']) {
    const t = await api('POST', '/teams', { name: team });
    await api('POST', `/divisions/${division.id}/teams`, { teamId: t.id });
    teams.push(t.id);
  }
  const venue = await api('POST', '/venues', { name: 'The Crown' });
  const other = await api('POST', '/venues', { name: 'Corner Pocket' });
  const fixture = (home: number, away: number, venueId: number, kickoffAt: string) =>
    api('POST', '/fixtures', {
      divisionId: division.id,
      homeTeamId: teams[home],
      awayTeamId: teams[away],
      venueId,
      tableId: null,
      kickoffAt,
    });
  const live = await fixture(0, 1, venue.id, new Date().toISOString());
  await api('PATCH', `/fixtures/${live.id}`, { status: 'in_play' });
  const liveFrameIds: number[] = [];
  for (const winner of ['home', 'away', 'na']) {
    liveFrameIds.push((await api('POST', `/fixtures/${live.id}/frames`, { winner })).id);
  }
  const done = await fixture(2, 3, other.id, new Date(Date.now() - 86_400_000).toISOString());
  for (const winner of ['home', 'home', 'away']) await api('POST', `/fixtures/${done.id}/frames`, { winner });
  await api('PATCH', `/fixtures/${done.id}`, { status: 'final' });
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(19, 30, 0, 0);
  await fixture(2, 0, other.id, tomorrow.toISOString());
  return {
    leagueId: league.id,
    divisionId: division.id,
    venueId: venue.id,
    otherVenueId: other.id,
    teams,
    liveFixtureId: live.id,
    liveFrameIds,
  };
}

/**
 * A public wallboard. The kiosk specs open it unpaired (/kiosk/?wallboard=), so it counts unpaired
 * displays' impressions unless told (the default off is kiosk-impressions.spec.ts's last test).
 */
export async function wallboard(api: Api, fields: Record<string, unknown>): Promise<number> {
  return (
    await api('POST', '/wallboards', {
      isPublic: true,
      theme: {},
      playlist: [],
      countUnpairedImpressions: true,
      ...fields,
    })
  ).id;
}

/** Sponsors assigned to a wallboard; returns their ids in the order given. */
export async function sponsorsOn(
  api: Api,
  wallboardId: number,
  sponsors: { name: string; weight?: number; imageUrl?: string; videoUrl?: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const s of sponsors) {
    const created = await api('POST', '/sponsors', {
      imageUrl: null,
      videoUrl: null,
      clickUrl: null,
      tags: [],
      ...s,
    });
    await api('POST', `/wallboards/${wallboardId}/sponsors`, { sponsorId: created.id });
    ids.push(created.id);
  }
  return ids;
}
