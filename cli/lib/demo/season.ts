// Fixtures of the demo: a double round robin starting three weeks ago, so the first rounds are
// played and final (real standings), one match of tonight is in play (live boards), the rest upcoming.
import { localDate } from '@core/rules/time.ts';
import { addDays } from '@core/schedule/dates.ts';
import { planRoundRobin } from '@core/schedule/round-robin.ts';
import type { Fixture } from '@core/schemas/fixture.ts';
import type { Api } from '../api.ts';
import { kickoffAt } from '../kickoff.ts';
import { random } from './data.ts';
import type { Recorder } from './ensure.ts';

const FRAMES_PER_MATCH = 5;
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface DivisionSetup {
  divisionId: number;
  teamIds: number[];
  venueOf: (teamId: number) => number;
  rosterOf: (teamId: number) => number[];
}

export async function ensureSeason(
  rec: Recorder,
  d: DivisionSetup,
  progress: (text: string) => void,
): Promise<void> {
  const client = rec.client;
  const { api, call } = client;
  const existing = await call(api.fixtures.$get({ query: { divisionId: d.divisionId } }));
  if (existing.length > 0) {
    existing.forEach(() => rec.count('fixtures', false));
    return;
  }
  const today = localDate(new Date(), timeZone());
  const plan = planRoundRobin(d.teamIds, { start: addDays(today, -21), every: 7, double: true });
  const fixtures = plan.map((m) => ({
    divisionId: d.divisionId,
    homeTeamId: m.home,
    awayTeamId: m.away,
    venueId: d.venueOf(m.home),
    kickoffAt: kickoffAt(m.date, '19:30'),
  }));
  const created = await call(api.fixtures.bulk.$post({ json: { fixtures } }));
  created.forEach(() => rec.count('fixtures', true));

  const rng = random(d.divisionId * 7919);
  const past = created.filter((f) => localDate(f.kickoffAt, timeZone()) < today);
  for (const [i, fixture] of past.entries()) {
    progress(`Playing division ${d.divisionId} match ${i + 1}/${past.length}`);
    await play(client, fixture, d, rng, FRAMES_PER_MATCH);
    await call(api.fixtures[':id'].$patch({ param: { id: fixture.id }, json: { status: 'final' } }));
    rec.count('completed matches', true);
  }
  const tonight = created.find((f) => localDate(f.kickoffAt, timeZone()) === today);
  if (tonight) {
    await play(client, tonight, d, rng, 2);
    rec.count('matches in play', true);
  }
}

/** Starts the match and scores `frames` frames one by one, as a scorer on match night would. */
async function play(
  client: Api,
  f: Fixture,
  d: DivisionSetup,
  rng: () => number,
  frames: number,
): Promise<void> {
  const { api, call } = client;
  const param = { id: f.id };
  await call(api.fixtures[':id'].$patch({ param, json: { status: 'in_play' } }));
  const home = d.rosterOf(f.homeTeamId);
  const away = d.rosterOf(f.awayTeamId);
  for (let n = 0; n < frames; n++) {
    const roll = rng();
    const winner = roll < 0.47 ? 'home' : roll < 0.94 ? 'away' : 'na';
    const json = {
      homePlayerId: home[n % home.length] ?? null,
      awayPlayerId: away[n % away.length] ?? null,
      winner,
    } as const;
    await call(api.fixtures[':id'].frames.$post({ param, json }));
  }
}
