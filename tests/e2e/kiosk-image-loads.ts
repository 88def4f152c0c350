// A sponsor's turn counts as an impression only once its image has loaded (the load event, see
// kiosk/src/display/sponsor-media.tsx), which can come after the <img> is visible. A test that moves
// the page's clock must wait for it, or the turn it ends is rightly left uncounted.
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';

type Loads = { shownImages?: string[] };

/** Records the alt text of each image that loads on a sponsor slide (call before the page opens). */
export async function trackImageLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const loads = window as unknown as Loads;
    loads.shownImages = [];
    // Load events do not bubble, but a capturing listener on the document sees each one first.
    document.addEventListener(
      'load',
      (e) => {
        const img = e.target;
        if (img instanceof HTMLImageElement && img.closest('[data-testid="sponsor-slide"]')) {
          loads.shownImages?.push(img.alt);
        }
      },
      true,
    );
  });
}

/** Until the image named `alt` has loaded on a slide `times` times in all. */
export function imageLoaded(page: Page, alt: string, times = 1): Promise<void> {
  return expect
    .poll(() =>
      page.evaluate(
        (a) => ((window as unknown as Loads).shownImages ?? []).filter((x) => x === a).length,
        alt,
      ),
    )
    .toBeGreaterThanOrEqual(times);
}
