// The Fixtures screen keeps a row's secondary actions in its menu ("More actions for Home vs Away"):
// the specs open it, then pick an item by the same name the row's button used to have.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the menu of the fixture named (its label, or a pattern of its button's name) and gives it.
 * The list rebuilds its rows once the team and venue names arrive, so a click that landed on the row
 * before it was rebuilt is tried again until the menu shows.
 */
export async function fixtureMenu(page: Page | Locator, fixture: string | RegExp): Promise<Locator> {
  const name = typeof fixture === 'string' ? `More actions for ${fixture}` : fixture;
  const root = 'page' in page ? page.page() : page;
  await expect(async () => {
    await page.getByRole('button', { name }).first().click();
    await expect(root.getByRole('menu')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return root.getByRole('menu');
}
