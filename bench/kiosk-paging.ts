// Kiosk paging benchmark: a 20-team league table on a 1280x720 TV turns a page every 10 s
// (kiosk/src/display/use-pages.ts); the JS heap after forced GC before and after 2,000 page turns,
// and how many turns really happened. In `npm run bench`, or alone: `npx tsx bench/kiosk-paging.ts`.
import { heapAfterGc } from './kiosk.ts';
import { kioskWorld, wallboard } from '../tests/e2e/kiosk-setup.ts';

export async function benchKioskPaging(turns = 2_000) {
  const world = await kioskWorld();
  try {
    const league = await world.api('POST', '/leagues', { name: 'Paging League', season: '2027' });
    const division = await world.api('POST', '/divisions', { name: 'One', leagueId: league.id });
    const teams: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const team = await world.api('POST', '/teams', { name: `Team ${i}` });
      await world.api('POST', `/divisions/${division.id}/teams`, { teamId: team.id });
      teams.push(team.id);
    }
    // One result, so the table has a row for every team.
    const venue = await world.api('POST', '/venues', { name: 'The Crown' });
    const done = await world.api('POST', '/fixtures', {
      divisionId: division.id,
      homeTeamId: teams[0],
      awayTeamId: teams[1],
      venueId: venue.id,
      tableId: null,
      kickoffAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await world.api('POST', `/fixtures/${done.id}/frames`, { winner: 'home' });
    await world.api('PATCH', `/fixtures/${done.id}`, { status: 'final' });
    const board = await wallboard(world.api, {
      name: 'Table',
      type: 'league_table',
      divisionId: division.id,
    });
    const context = await world.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    // After the nightly 03:00 reload, which 2,000 turns (5.5 hours) then do not reach.
    await page.clock.install({ time: new Date('2027-01-07T04:00:00') });
    await page.goto(`${world.host.url}/kiosk/?wallboard=${board}`);
    const indicator = page.getByTestId('page-indicator');
    await indicator.filter({ hasText: /^Page 1 of [2-9]/ }).waitFor();
    const pages = Number((await indicator.innerText()).match(/of (\d+)/)?.[1]);
    let seen = 0;
    const turn = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await page.clock.runFor(10_000);
        await indicator.filter({ hasText: `Page ${((seen + 1) % pages) + 1} of` }).waitFor();
        seen++;
      }
    };
    await turn(50);
    const beforeBytes = await heapAfterGc(page);
    await turn(turns);
    const afterBytes = await heapAfterGc(page);
    await context.close();
    return { turns, pages, beforeBytes, afterBytes, growthBytes: afterBytes - beforeBytes };
  } finally {
    await world.close();
  }
}

export function printKioskPaging(r: Awaited<ReturnType<typeof benchKioskPaging>>): void {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  console.log(
    `Kiosk paging: JS heap over ${r.turns} page turns of a ${r.pages}-page table (forced GC): ${kb(r.beforeBytes)} -> ${kb(r.afterBytes)} (${r.growthBytes >= 0 ? '+' : ''}${kb(r.growthBytes)}, ${((100 * r.growthBytes) / r.beforeBytes).toFixed(2)}%)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchKioskPaging(Number(process.env.KIOSK_BENCH_TURNS) || 2_000).then(printKioskPaging, (error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
