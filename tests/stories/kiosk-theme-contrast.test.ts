// The light and accented wallboards are legible: axe's colour-contrast rule in real Chromium on the
// themed stories, styled with the kiosk build's own CSS (display.css, theme.css, sponsor.css).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import * as themed from '../../stories/kiosk/wallboard-theme.stories.tsx';
import { renderStory } from './render-story.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

function kioskCss(): string {
  if (!existsSync(`${root}/kiosk/dist/index.html`))
    execSync('npm run build:kiosk', { cwd: root, stdio: 'ignore' });
  const dir = `${root}/kiosk/dist/assets`;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
    .join('\n');
}

const stories = [
  'LightScores',
  'LightOffline',
  'LightLeagueTable',
  'AccentLeagueTable',
  'LightHighBreaks',
  'AccentHighBreaks',
  'SponsorStripLight',
  'SponsorNameCard',
];

describe('themed wallboards: colour contrast', () => {
  let browser: Browser;
  let page: Page;
  let css: string;
  beforeAll(async () => {
    css = kioskCss();
    browser = await launchChromium();
    // One page for every story, its document set whole each time (tests/stories/web-stories-axe.test.ts).
    page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  }, 120_000);
  afterAll(() => browser?.close());

  it.each(stories)('%s has text with enough contrast at 1920x1080', async (name) => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Story</title><style>${css}</style></head>` +
        `<body><main>${renderStory(themed, name)}</main></body></html>`,
    );
    await page.addScriptTag({ content: axeSource });
    const failing = await page.evaluate(async () => {
      type Result = { violations: { nodes: { target: string[]; any: { message: string }[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (o: object) => Promise<Result> } }).axe;
      const result = await axe.run({ runOnly: ['color-contrast'] });
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((a) => a.message).join('; ')}`),
      );
    });
    expect(failing).toEqual([]);
  });
});
