// Draws the web app's PNG icons from web/public/favicon.svg with the test Chromium, so the icons need
// no image package. Run after changing the SVG: `npx tsx web/scripts/make-icons.ts`.
// The maskable icon (and Apple's, which iOS rounds itself) fills the square, with the balls shrunk
// into the safe zone that any mask keeps (the middle 80 %).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../tests/support/browser.ts';

const dir = fileURLToPath(new URL('../public/', import.meta.url));

const svg = await readFile(`${dir}favicon.svg`, 'utf8');
const fullBleed = svg
  .replace(' rx="14"', '')
  .replace(/(<circle.*<\/svg>)/, '<g transform="translate(6.4 6.4) scale(.8)">$1')
  .replace('</svg>', '</g></svg>');

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const [file, source, size] of [
    ['icon-192.png', svg, 192],
    ['icon-512.png', svg, 512],
    ['icon-maskable-512.png', fullBleed, 512],
    ['apple-touch-icon.png', fullBleed, 180],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await writeFile(`${dir}${file}`, await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}
