// User story: an organiser gives a sponsor its logo as a file. An SVG is refused before anything is
// sent, naming the image; a PNG is uploaded, previewed in the form and shown on the sponsor's card,
// served by the host itself.
import { expect, test } from '@playwright/test';
import { HOST_START_MS } from '../support/host.ts';
import {
  apiAs,
  expectAccessible,
  expectToast,
  signIn,
  STORY_MS,
  storyWorld,
  type StoryWorld,
} from './web-helpers.ts';

/** A real 4x4 green PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGOQm2ADRwzEcQB6ow6hXrXhfgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('web: a sponsor image uploaded', () => {
  test.describe.configure({ mode: 'serial', timeout: STORY_MS });
  let w: StoryWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOST_START_MS);
    w = await storyWorld(browser, 'break-off-1');
    await w.page.setViewportSize({ width: 1366, height: 768 });
    await apiAs(w.host, w.organiser.token)('POST', '/sponsors', {
      name: 'Cues R Us',
      videoUrl: 'https://cdn.example.com/advert.mp4',
    });
  });
  test.afterAll(() => w?.close());

  test('a PNG chosen in the form shows on the sponsor card', async () => {
    const { page } = w;
    await page.goto('/');
    await signIn(page, w.organiser.email, w.organiser.password);
    await page.goto('/sponsors');
    const card = page.locator('[data-slot=card]').filter({ hasText: 'Cues R Us' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Sponsor' });
    const upload = dialog.getByLabel('Upload Image');

    await upload.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg/>'),
    });
    await expect(dialog.getByText('Image must be a PNG, JPEG or WebP file')).toBeVisible();
    await expect(upload).toHaveAttribute('aria-invalid', 'true');

    await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Success', 'Image uploaded');
    const preview = dialog.getByRole('img', { name: 'Cues R Us image preview' });
    await expect(preview).toHaveAttribute('src', /^\/media\/sponsor-images\/[0-9a-f]{64}\.png$/);
    await expect(dialog.getByLabel('Image URL')).toHaveValue(/^\/media\/sponsor-images\//);
    await expectAccessible(page, 'Edit Sponsor with an uploaded image');
    await page.screenshot({ path: 'test-results/web-sponsor-upload-form.png' });
    await dialog.getByRole('button', { name: 'Update Sponsor' }).click();
    await expectToast(page, 'Success', 'Sponsor updated successfully');

    const logo = card.getByRole('img', { name: 'Cues R Us preview' });
    await expect(logo).toHaveAttribute('src', /^\/media\/sponsor-images\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    await page.screenshot({ path: 'test-results/web-sponsor-upload.png' });
    expect(w.errors).toEqual([]);
  });
});
