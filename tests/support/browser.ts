// Real Chromium from Debian with the flags this machine needs: Playwright's own browser downloads do
// not work here. playwright.config.ts launches it with these for the e2e specs; launchChromium is for
// the benches and the vitest suites that drive a browser.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's `chromium-headless-shell` when installed (`.ci/run` installs it), else its `chromium`.
 * The shell is the same Chromium build (Blink, V8, the network stack) without the desktop browser's
 * own work, and what Playwright itself runs for headless Chromium. It costs the e2e specs a third
 * less CPU: 591 -> 397 CPU-seconds for all 274 (docs/testing.md).
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
