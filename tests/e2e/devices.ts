// The three screens the e2e projects run on (playwright.config.ts), for a spec that opens a second
// device beside its project's: a scorer's phone, an organiser's desktop, a bar's TV.
import type { BrowserContextOptions } from 'playwright-core';

export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;

export const desktop = {
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  hasTouch: false,
} satisfies BrowserContextOptions;

export const tv = {
  viewport: { width: 1920, height: 1080 },
  isMobile: false,
  hasTouch: false,
} satisfies BrowserContextOptions;
