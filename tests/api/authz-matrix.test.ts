// The authorization matrix: every route x anonymous, player, captain of the team, captain of another
// team, organiser and a paired TV screen. The expected answers are written once, in the tables under authz/
// (one per resource group), and asserted for all; a paired screen is owed exactly what an anonymous caller gets (its token only
// opens its own wallboard's feed and impressions, tested with the pairing API).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { accountRows } from './authz/accounts.ts';
import { calendarRows } from './authz/calendar.ts';
import { cupRows } from './authz/cups.ts';
import { displayRows } from './authz/displays.ts';
import { fixtureRows } from './authz/fixtures.ts';
import { invitationRows } from './authz/invitations.ts';
import { leagueRows } from './authz/leagues.ts';
import { peopleRows } from './authz/people.ts';
import { roleRows } from './authz/roles.ts';
import { publicSiteRows } from './authz/public-site.ts';
import { statsRows } from './authz/stats.ts';
import { newWallboard, post, type Row, type Seed } from './authz/rows.ts';
import { seedLeague, setup, type Harness } from './support.ts';

// The groups run in this fixed order: some rows change the shared seed (the home player's record and
// transfers, a player's roles), so the order is part of what the matrix asserts.
const matrix: Row[] = [
  ...leagueRows,
  ...peopleRows,
  ...fixtureRows,
  ...displayRows,
  ...roleRows,
  ...accountRows,
  ...invitationRows,
  ...statsRows,
  ...calendarRows,
  ...publicSiteRows,
  ...cupRows,
];

/** A TV paired the way a venue does it (code shown, organiser claims it, TV polls): its token. */
async function pairScreen(h: Harness): Promise<string> {
  const start = (await h.call('POST', '/screens/pair', { body: { userAgent: 'MatrixTV/1.0' } })).body;
  const wallboard = await newWallboard(h);
  await post(h, '/screens/claim', { code: start.code, name: 'Matrix TV', wallboardId: wallboard.id });
  const granted = await h.call('POST', '/screens/poll', { body: { deviceSecret: start.deviceSecret } });
  if (!granted.body?.token) throw new Error(`Pairing failed: ${JSON.stringify(granted.body)}`);
  return granted.body.token;
}

describe.each(engines)('authorization matrix (%s)', (engine) => {
  let h: Harness;
  let s: Seed;
  let screenToken: string;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    screenToken = await pairScreen(h);
  }, 180_000);
  afterAll(() => h.close());

  it.each(matrix)('%s', async (_name, expected, prepare) => {
    const actors = [
      {},
      { token: s.player.token },
      { token: s.homeCaptain.token },
      { token: s.otherCaptain.token },
      { token: h.organiser.token },
      { headers: { 'x-screen-token': screenToken } },
    ];
    const actual: number[] = [];
    for (const actor of actors) {
      const req = await prepare(h, s);
      actual.push((await h.call(req.method, req.path, { ...actor, body: req.body })).status);
    }
    expect(actual).toEqual([...expected, expected[0]]);
  });
});
