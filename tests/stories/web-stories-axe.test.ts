// axe in real Chromium on the web screen stories: each story is rendered to HTML with its fixed data,
// styled with the web build's own CSS, and must show no serious or critical violation. Dialogs open in
// a portal, which server rendering leaves out: the e2e specs check them on the live screens.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import * as account from '../../stories/web/account.stories.tsx';
import * as cups from '../../stories/web/cups.stories.tsx';
import * as leaderboard from '../../stories/web/leaderboard.stories.tsx';
import * as leagueSettings from '../../stories/web/league-settings.stories.tsx';
import * as people from '../../stories/web/people.stories.tsx';
import * as seasons from '../../stories/web/seasons.stories.tsx';
import * as playerPage from '../../stories/web/player-page.stories.tsx';
import * as print from '../../stories/web/print.stories.tsx';
import * as publicSite from '../../stories/web/public-site.stories.tsx';
import * as screens from '../../stories/web/screens.stories.tsx';
import * as sponsorReport from '../../stories/web/sponsor-report.stories.tsx';
import * as teamPage from '../../stories/web/team-page.stories.tsx';

type StoryModule = { default: { component: ComponentType<never> } } & Record<string, unknown>;

const root = fileURLToPath(new URL('../..', import.meta.url));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The portal-only stories (dialogs) have nothing of their own in server-rendered HTML. */
const inPortal = new Set(['GrantRole', 'LinkPlayer', 'DeleteDialog']);

const stories = Object.entries({
  people,
  account,
  playerPage,
  teamPage,
  leaderboard,
  seasons,
  print,
  publicSite,
  leagueSettings,
  cups,
  sponsorReport,
  screens,
}).flatMap(([file, mod]) =>
  Object.keys(mod)
    .filter((name) => name !== 'default' && !inPortal.has(name))
    .map((name) => [`${file} ${name}`, mod as unknown as StoryModule, name] as const),
);

function webCss(): string {
  if (!existsSync(`${root}/web/dist/index.html`))
    execSync('npm run build:web', { cwd: root, stdio: 'ignore' });
  const dir = `${root}/web/dist/assets`;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
    .join('\n');
}

describe('web screen stories: axe', () => {
  let browser: Browser;
  let page: Page;
  let css: string;
  beforeAll(async () => {
    css = webCss();
    browser = await launchChromium();
    // One page for every story: setContent replaces the whole document (a planted violation fails
    // only its story), where a new page and its context cost about 0.18 s of CPU a story.
    page = await browser.newPage();
  }, 120_000);
  afterAll(() => browser?.close());

  it.each(stories)('%s has no serious or critical violation', async (_, mod, name) => {
    const story = mod[name] as { args: Record<string, unknown> };
    const body = renderToString(createElement(mod.default.component, story.args as never));
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Story</title><style>${css}</style></head>` +
        `<body><main>${body}</main></body></html>`,
    );
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run()).violations as {
        id: string;
        impact: string;
        nodes: { target: string[] }[];
      }[];
    });
    const bad = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
  });
});
