// Real Chromium (Debian's /usr/bin/chromium) with the flags this machine needs: Playwright's own
// browser downloads do not work here. playwright.config.ts launches it with these for the e2e
// specs; launchChromium is for the benches and the vitest suites that drive a browser.
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
