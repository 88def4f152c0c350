// `npm run bench`: every benchmark in turn. Each is guarded, so one that fails prints its error and
// the others still run; the exit code says whether any failed or missed a zero goal.
import { benchAnonymousReads, printAnonymousReads } from './anonymous-reads.ts';
import { benchApi, printApiBench } from './api.ts';
import { benchAudit, printAuditBench } from './audit.ts';
import { benchConfirmation, printConfirmationBench } from './confirmation.ts';
import { benchCup, printCupBench } from './cup.ts';
import { fuzz, printFuzz } from './fuzz.ts';
import { benchFrameDetails, printFrameDetailsBench } from './frame-details.ts';
import { benchHostStart, printHostStartBench } from './host-start.ts';
import { benchKiosk, KIOSK_BUDGET_KB, printKioskBench } from './kiosk.ts';
import { benchKioskPaging, printKioskPaging } from './kiosk-paging.ts';
import { leagueNight, printLeagueNight } from './league-night.ts';
import { benchLiveFleet, printLiveFleet } from './live-fleet.ts';
import { benchLists, printListsBench } from './lists.ts';
import { benchLighthouse, printLighthouseBench } from './lighthouse.ts';
import { benchOrganisations } from './organisations.ts';
import { printOrganisationsBench } from './organisations-print.ts';
import { benchPublicSite, printPublicSiteBench } from './public-site.ts';
import { benchMatchNight } from './match-night.ts';
import { benchUsers, printUsersBench } from './users.ts';
import { benchRating, printRatingBench } from './rating.ts';
import { benchRatingSpeed, printRatingSpeed } from './rating-speed.ts';
import { benchSeason, printSeasonBench } from './season.ts';

let failed = 0;
async function step(name: string, fn: () => Promise<boolean | void>) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    if ((await fn()) === false) failed++;
  } catch (error) {
    failed++;
    console.error(`${name} failed:`, error);
  }
  console.log(`(${name}: ${Math.round((Date.now() - started) / 1000)} s)`);
}

await step('league night', async () => {
  const r = await leagueNight();
  printLeagueNight(r);
  return r.errors === 0 && r.eventsLost === 0;
});
await step('fuzz', async () => {
  const r = await fuzz();
  printFuzz(r);
  return r.serverErrors === 0 && r.changedOnRefusal === 0;
});
await step('api', async () => printApiBench(await benchApi()));
await step('audit trigger', async () => printAuditBench(await benchAudit()));
await step('accounts list', async () => printUsersBench(await benchUsers()));
await step('kiosk', async () => {
  const r = await benchKiosk();
  printKioskBench(r);
  return r.firstRenderJsGzipBytes <= KIOSK_BUDGET_KB * 1024;
});
await step('kiosk paging', async () => printKioskPaging(await benchKioskPaging()));
await step('public site', async () => printPublicSiteBench(await benchPublicSite()));
await step('anonymous reads (PGlite and PostgreSQL)', async () =>
  printAnonymousReads(await benchAnonymousReads()),
);
await step('10,000 live connections (one host, then two on one PostgreSQL)', async () =>
  printLiveFleet(await benchLiveFleet()),
);
await step('100 organisations', async () => printOrganisationsBench(await benchOrganisations()));
await step('match night', async () => void (await benchMatchNight()));
await step('web app on a phone (Lighthouse)', async () => printLighthouseBench(await benchLighthouse()));
await step('lists that grow (Chromium)', async () => printListsBench(await benchLists()));
await step('rating quality', async () => printRatingBench(await benchRating()));
await step('cup draw', async () => printCupBench(await benchCup()));
await step('rating at 50,000 frames', async () => printRatingSpeed(await benchRatingSpeed()));
await step('season', async () => printSeasonBench(await benchSeason()));
await step('test host start', async () => printHostStartBench(await benchHostStart()));
await step('result confirmation', async () => printConfirmationBench(await benchConfirmation()));
await step('frame details (points and a break, a race score)', async () =>
  printFrameDetailsBench(await benchFrameDetails()),
);

console.log(failed ? `\n${failed} benchmark(s) failed or missed a goal` : '\nAll benchmarks done');
process.exit(failed ? 1 : 0);
