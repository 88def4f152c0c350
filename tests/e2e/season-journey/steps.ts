// The season journey's steps (tests/e2e/web-season-journey.spec.ts): what a person does on a screen,
// with each page checked on the way (names, never ids; nothing wider than the screen), and the
// interactions of the squads step counted.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast, go } from '../web-helpers.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const shots = 'test-results/web-season-journey';

/** Every page of the journey: no id in its text, nothing scrolling sideways; a screenshot to look at. */
export async function plain(page: Page, shot?: string, part?: Locator) {
  expect(await page.locator('body').innerText()).not.toMatch(UUID);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (shot) await (part ?? page).screenshot({ path: `${shots}/${shot}.png` });
}

/** Clicks and fills (the squads step has no pick or key press), counted as a person would count them. */
export class Interactions {
  count = 0;
  constructor(private readonly page: Page) {}
  click(l: Locator) {
    this.count++;
    return l.click();
  }
  fill(l: Locator, text: string) {
    this.count++;
    return l.fill(text);
  }
  /** The top navigation: a link inside a group is two clicks (the group, then the link). */
  async go(link: string) {
    this.count += 2;
    await go(this.page, link);
  }
}

export const card = (page: Page, name: string) =>
  page.locator('[data-slot=card]').filter({ has: page.getByText(name, { exact: true }) });

/** The fixtures listed on the Fixtures screen, night by night, as their rows read. */
export async function fixturesByNight(page: Page) {
  const nights = page.getByRole('region');
  await nights.first().waitFor();
  const out: { night: string; rows: { home: string; away: string; venue: string; status: string }[] }[] = [];
  for (const region of await nights.all()) {
    const night = (await region.getAttribute('aria-label')) ?? '';
    const rows = await region.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll('td')].map((td) => td.innerText.trim());
        return { home: cells[1], away: cells[3], venue: cells[4], status: cells[5] };
      }),
    );
    out.push({ night, rows });
  }
  return out;
}

/**
 * Scores one fixture from its row on the Fixtures screen, as the organiser on the night: Start match
 * (from the row's menu, not on the day), one frame on Match Night, Complete Match.
 */
export async function scoreOnMatchNight(page: Page, label: string, home: string, away: string) {
  await page.getByRole('button', { name: `More actions for ${label}` }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: `Start match ${label}` })
    .click();
  await expectToast(page, 'Success', 'Match started successfully');
  await page.getByRole('heading', { name: 'Live Scoring' }).waitFor();
  await page.getByRole('button', { name: 'Add Frame' }).click();
  const frame = page.getByRole('listitem', { name: 'Frame 1', exact: true });
  await frame.getByLabel('Home player, frame 1').selectOption({ label: home });
  await frame.getByLabel('Away player, frame 1').selectOption({ label: away });
  await frame
    .getByRole('group', { name: 'Winner of frame 1' })
    .getByRole('button', { name: 'Home', exact: true })
    .click();
  await expect(page.getByTestId('score')).toHaveText('1 - 0');
  await page.getByRole('button', { name: 'This match has 1 frame' }).waitFor();
  await page.getByRole('button', { name: 'Complete Match' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Complete Match' }).click();
  // Sent, the scorer is back on the list of tonight's matches.
  await page.getByRole('heading', { name: 'Select a Fixture' }).waitFor();
  await expectToast(page, 'Success', 'Match completed successfully');
  await plain(page);
}
