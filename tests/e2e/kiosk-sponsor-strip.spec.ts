// A score board with the theme's sponsor strip: the scores stay, and under them the wallboard's
// sponsors rotate every 10 s with their weights, each showing recorded as on the sponsors board and
// read back from the organiser's report.
import { expect, test } from '@playwright/test';
import { slideImageLoaded, trackImageLoads } from './kiosk-image-loads.ts';
import { kioskWorld, seedLeague, sponsorsOn, tvPage, wallboard, type KioskWorld } from './kiosk-setup.ts';

test.describe('kiosk: the sponsor strip on a score board', () => {
  let world: KioskWorld;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    world = await kioskWorld(browser);
  });
  test.afterAll(() => world?.close());

  test('rotates with the weights under the live scores and records each showing', async () => {
    const league = await seedLeague(world.api);
    const board = await wallboard(world.api, {
      name: 'Bar Scores',
      type: 'live_scores',
      leagueId: league.leagueId,
      theme: { sponsorStrip: true },
    });
    const plain = await wallboard(world.api, {
      name: 'Plain Scores',
      type: 'live_scores',
      leagueId: league.leagueId,
    });
    const img = (n: string) => `${world.host.url}/kiosk/${n}.png`;
    const [cues, chalk] = await sponsorsOn(world.api, board, [
      { name: 'Strip Cues', weight: 2, imageUrl: img('strip-cues') },
      { name: 'Strip Chalk', weight: 1, imageUrl: img('strip-chalk') },
    ]);
    await sponsorsOn(world.api, plain, [{ name: 'Not In A Strip', imageUrl: img('plain') }]);

    const page = await tvPage(world.browser);
    await trackImageLoads(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const sent: { sponsorId: number; wallboardId: number; durationMs: number }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/impressions')) sent.push(...r.postDataJSON());
    });
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    const strip = page.getByTestId('sponsor-strip');
    const slide = strip.getByTestId('sponsor-slide');
    await slide.waitFor();
    await expect(page.getByTestId('score-card')).toHaveCount(1); // the scores are still there
    await expect(strip).toBeInViewport();

    const shown: number[] = [];
    for (let slot = 0; slot < 6; slot++) {
      shown.push(Number(await slide.getAttribute('data-sponsor-id')));
      const name = shown[slot] === cues ? 'Strip Cues' : 'Strip Chalk';
      await slide.getByRole('img', { name }).waitFor();
      await slideImageLoaded(strip);
      await page.clock.runFor(10_000);
      await strip.locator(`[data-testid="sponsor-slide"][data-slot="${(slot + 1) % 3}"]`).waitFor();
    }
    expect(shown.filter((id) => id === cues)).toHaveLength(4);
    expect(shown.filter((id) => id === chalk)).toHaveLength(2);

    await page.clock.runFor(60_000); // queued impressions go out at most a minute later
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(6);
    expect(sent.slice(0, 6).map((i) => i.sponsorId)).toEqual(shown);
    expect(sent.every((i) => i.wallboardId === board && i.durationMs === 10_000)).toBe(true);
    const report = async (sponsorId: number) =>
      (await world.api('GET', `/reports/impressions?sponsorId=${sponsorId}&groupBy=wallboard`)).rows;
    await expect
      .poll(() => report(cues))
      .toEqual([
        {
          wallboardId: board,
          name: 'Bar Scores',
          impressions: sent.filter((i) => i.sponsorId === cues).length,
          seconds: expect.any(Number),
        },
      ]);
    expect((await report(chalk))[0].impressions).toBe(sent.filter((i) => i.sponsorId === chalk).length);

    // A score board without the setting shows no strip, though it has a sponsor.
    await page.goto(`${world.host.url}/kiosk/?wallboard=${plain}`);
    await page.getByTestId('score-card').waitFor();
    await expect(page.getByTestId('sponsor-strip')).toHaveCount(0);
    await page.context().close();
  });
});
