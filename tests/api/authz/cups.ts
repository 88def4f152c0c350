// Authorization matrix rows: cups, their entries, draws and brackets are public reads; every write is
// the organisers' (a captain scores a cup fixture as any fixture of their team, in fixtures.ts).
import type { Harness } from '../support.ts';
import { all, organiserOnly, post, type Row, type Seed } from './rows.ts';

const newCup = async (h: Harness, s: Seed) => {
  const cup = await post(h, '/cups', { leagueId: s.league.id, name: 'C', kind: 'team', venueId: s.venue.id });
  for (const team of [s.home, s.away]) await post(h, `/cups/${cup.id}/entries`, { teamId: team.id });
  return cup;
};
const drawnCup = async (h: Harness, s: Seed) => {
  const cup = await newCup(h, s);
  const bracket = await post(h, `/cups/${cup.id}/draw`, { seedFrom: 'random', seed: 'matrix' });
  return { cup, match: bracket.matches[0] };
};

export const cupRows: Row[] = [
  ['GET /cups', all(200), (_, s) => ({ method: 'GET', path: `/cups?leagueId=${s.league.id}` })],
  ['GET /cups/{id}', all(200), async (h, s) => ({ method: 'GET', path: `/cups/${(await newCup(h, s)).id}` })],
  [
    'GET /cups/{id}/entries',
    all(200),
    async (h, s) => ({ method: 'GET', path: `/cups/${(await newCup(h, s)).id}/entries` }),
  ],
  [
    'GET /cups/{id}/bracket',
    all(200),
    async (h, s) => ({ method: 'GET', path: `/cups/${(await drawnCup(h, s)).cup.id}/bracket` }),
  ],
  [
    'POST /cups',
    organiserOnly(201),
    (_, s) => ({
      method: 'POST',
      path: '/cups',
      body: { leagueId: s.league.id, name: 'C', kind: 'singles', venueId: s.venue.id },
    }),
  ],
  [
    'DELETE /cups/{id}',
    organiserOnly(204),
    async (h, s) => ({ method: 'DELETE', path: `/cups/${(await newCup(h, s)).id}` }),
  ],
  [
    'POST /cups/{id}/entries',
    organiserOnly(201),
    async (h, s) => ({
      method: 'POST',
      path: `/cups/${(await post(h, '/cups', { leagueId: s.league.id, name: 'C', kind: 'team', venueId: s.venue.id })).id}/entries`,
      body: { teamId: s.home.id },
    }),
  ],
  [
    'DELETE /cups/{id}/entries/{entryId}',
    organiserOnly(204),
    async (h, s) => {
      const cup = await newCup(h, s);
      const [entry] = (await h.call('GET', `/cups/${cup.id}/entries`)).body;
      return { method: 'DELETE', path: `/cups/${cup.id}/entries/${entry.id}` };
    },
  ],
  [
    'POST /cups/{id}/draw',
    organiserOnly(200),
    async (h, s) => ({
      method: 'POST',
      path: `/cups/${(await newCup(h, s)).id}/draw`,
      body: { seedFrom: 'random' },
    }),
  ],
  [
    'POST /cups/{id}/matches/{matchId}/walkover',
    organiserOnly(200),
    async (h, s) => {
      const { cup, match } = await drawnCup(h, s);
      return {
        method: 'POST',
        path: `/cups/${cup.id}/matches/${match.id}/walkover`,
        body: { winnerEntryId: match.homeEntryId },
      };
    },
  ],
  [
    'PUT /cups/{id}/rounds/{round}',
    organiserOnly(200),
    async (h, s) => ({
      method: 'PUT',
      path: `/cups/${(await drawnCup(h, s)).cup.id}/rounds/1`,
      body: { date: '2027-01-07' },
    }),
  ],
];
