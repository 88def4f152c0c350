// A sponsor's turn counts as an impression only once its image has loaded (the load event, see
// kiosk/src/display/sponsor-media.tsx), which can come after the <img> is visible. A test that moves
// the page's clock must wait for it, or the turn it ends is rightly left uncounted.
import type { Locator, Page } from 'playwright-core';

/** Marks each image on a sponsor slide once it has loaded (call before the page opens). */
export async function trackImageLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Load events do not bubble, but a capturing listener on the document sees each one first.
    document.addEventListener(
      'load',
      (e) => {
        const img = e.target;
        if (img instanceof HTMLImageElement && img.closest('[data-testid="sponsor-slide"]')) {
          img.dataset.testLoaded = '';
        }
      },
      true,
    );
  });
}

/** Until the image of the sponsor slide on screen (in `scope`) has loaded. */
export async function slideImageLoaded(scope: Page | Locator): Promise<void> {
  await scope.locator('[data-testid="sponsor-slide"] img[data-test-loaded]').waitFor();
}
