// The Fixtures screen keeps a row's secondary actions in its menu ("More actions for Home vs Away"):
// the specs open it, then pick an item by the same name the row's button used to have.
import type { Locator, Page } from '@playwright/test';

/** Opens the menu of the fixture named (its label, or a pattern of its button's name) and gives it. */
export async function fixtureMenu(page: Page | Locator, fixture: string | RegExp): Promise<Locator> {
  const name = typeof fixture === 'string' ? `More actions for ${fixture}` : fixture;
  await page.getByRole('button', { name }).first().click();
  const root = 'page' in page ? page.page() : page;
  return root.getByRole('menu');
}
