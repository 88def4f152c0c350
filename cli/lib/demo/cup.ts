// The demo's cup: every team of the demo league, drawn from the standings with a fixed seed, so the
// Demo Cup Bracket wallboard has a bracket to show (docs/cups.md). Found by name; once drawn it is left
// as it is, so re-running never redraws a cup whose matches may have started.
import type { Api } from '../api.ts';
import type { Recorder } from './ensure.ts';

export const DEMO_CUP = 'Demo League Cup';

export async function ensureCup(
  client: Api,
  rec: Recorder,
  leagueId: number,
  venueId: number,
  teamIds: number[],
) {
  const { api, call } = client;
  const cup = await rec.ensure(
    'cups',
    await call(api.cups.$get({ query: { leagueId } })),
    (c) => c.name === DEMO_CUP,
    () =>
      call(api.cups.$post({ json: { leagueId, name: DEMO_CUP, kind: 'team', bestOf: [5, 5, 7], venueId } })),
  );
  if (cup.drawnAt) return cup;
  const param = { id: cup.id };
  const entered = new Set((await call(api.cups[':id'].entries.$get({ param }))).map((e) => e.teamId));
  for (const teamId of teamIds) {
    if (!entered.has(teamId)) await call(api.cups[':id'].entries.$post({ param, json: { teamId } }));
  }
  return (await call(api.cups[':id'].draw.$post({ param, json: { seedFrom: 'standings', seed: 'demo' } })))
    .cup;
}
