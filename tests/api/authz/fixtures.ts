// Authorization matrix rows: venues and their tables, fixtures, frames and standings.
import { randomUUID } from 'node:crypto';
import {
  type Row,
  all,
  organiserOnly,
  captainOrOrganiser,
  newVenue,
  newTable,
  fixtureBody,
  newFixture,
  newFrame,
  post,
  type Seed,
} from './rows.ts';
import type { Harness } from '../support.ts';

/** A frame of a new fixture, Ann Lee v Bob Ray, in the seed league with breaks of 30 and more. */
async function frameWithBreaks(h: Harness, s: Seed): Promise<number> {
  const league = (await h.call('GET', `/leagues/${s.league.id}`)).body;
  await h.call('PATCH', `/leagues/${s.league.id}`, {
    token: h.organiser.token,
    body: { settings: { ...league.settings, break_threshold: 30 } },
  });
  const fixture = await newFixture(h, s);
  const players = { homePlayerId: s.homePlayer.id, awayPlayerId: s.awayPlayer.id };
  return (await post(h, `/fixtures/${fixture.id}/frames`, players)).id;
}

/** A final fixture the away captain completed, awaiting the home captain's answer (docs/result-confirmation.md). */
async function awaitingHome(h: Harness, s: Seed): Promise<number> {
  const { id } = await newFixture(h, s);
  await h.db.query(`update public.fixtures set status = 'final' where id = $1`, [id]);
  await h.db.query(
    `update public.fixtures set confirmation = 'awaiting', completed_by_team_id = away_team_id where id = $1`,
    [id],
  );
  return id;
}

export const fixtureRows: Row[] = [
  ['GET /venues', all(200), () => ({ method: 'GET', path: '/venues' })],
  [
    'POST /venues',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/venues', body: { name: 'New Venue' } }),
  ],
  [
    'PATCH /venues/{id}',
    organiserOnly(200),
    async (h) => ({
      method: 'PATCH',
      path: `/venues/${(await newVenue(h)).id}`,
      body: { address: 'High St' },
    }),
  ],
  [
    'DELETE /venues/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/venues/${(await newVenue(h)).id}` }),
  ],
  ['GET /venues/{id}/tables', all(200), (_, s) => ({ method: 'GET', path: `/venues/${s.venue.id}/tables` })],
  [
    'POST /venues/{id}/tables',
    organiserOnly(201),
    (_, s) => ({
      method: 'POST',
      path: `/venues/${s.venue.id}/tables`,
      body: { label: 'T', uniqueCode: randomUUID().slice(0, 20), urlSlug: randomUUID() },
    }),
  ],
  [
    'PATCH /venues/{id}/tables/{tableId}',
    organiserOnly(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/venues/${s.venue.id}/tables/${(await newTable(h, s)).id}`,
      body: { label: 'U' },
    }),
  ],
  [
    'DELETE /venues/{id}/tables/{tableId}',
    organiserOnly(204),
    async (h, s) => ({ method: 'DELETE', path: `/venues/${s.venue.id}/tables/${(await newTable(h, s)).id}` }),
  ],
  ['GET /fixtures', all(200), () => ({ method: 'GET', path: '/fixtures' })],
  ['GET /fixtures/{id}', all(200), (_, s) => ({ method: 'GET', path: `/fixtures/${s.fixture.id}` })],
  [
    'POST /fixtures',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: '/fixtures', body: fixtureBody(s) }),
  ],
  [
    'POST /fixtures/bulk',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: '/fixtures/bulk', body: { fixtures: [fixtureBody(s)] } }),
  ],
  [
    'PATCH /fixtures/{id} (start match)',
    captainOrOrganiser(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/fixtures/${(await newFixture(h, s)).id}`,
      body: { status: 'in_play' },
    }),
  ],
  [
    'PATCH /fixtures/{id} (complete match)',
    captainOrOrganiser(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/fixtures/${(await newFixture(h, s)).id}`,
      body: { status: 'final' },
    }),
  ],
  [
    'PATCH /fixtures/{id} (edit fields)',
    organiserOnly(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/fixtures/${(await newFixture(h, s)).id}`,
      body: { kickoffAt: '2027-02-01T19:00:00Z' },
    }),
  ],
  [
    'PATCH /fixtures/{id} (postpone)',
    organiserOnly(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/fixtures/${(await newFixture(h, s)).id}`,
      body: { status: 'postponed' },
    }),
  ],
  [
    'POST /fixtures/{id}/postpone',
    organiserOnly(200),
    async (h, s) => ({
      method: 'POST',
      path: `/fixtures/${(await newFixture(h, s)).id}/postpone`,
      body: { reason: 'Venue closed' },
    }),
  ],
  [
    'POST /fixtures/{id}/forfeit',
    organiserOnly(200),
    async (h, s) => ({
      method: 'POST',
      path: `/fixtures/${(await newFixture(h, s)).id}/forfeit`,
      body: { winner: 'away' },
    }),
  ],
  [
    'POST /fixtures/{id}/confirm',
    [401, 403, 200, 403, 200],
    async (h, s) => ({ method: 'POST', path: `/fixtures/${await awaitingHome(h, s)}/confirm` }),
  ],
  [
    'POST /fixtures/{id}/dispute',
    [401, 403, 200, 403, 403],
    async (h, s) => ({
      method: 'POST',
      path: `/fixtures/${await awaitingHome(h, s)}/dispute`,
      body: { reason: 'Frame 2 was ours' },
    }),
  ],
  [
    'DELETE /fixtures/{id}',
    organiserOnly(204),
    async (h, s) => ({ method: 'DELETE', path: `/fixtures/${(await newFixture(h, s)).id}` }),
  ],
  [
    'GET /fixtures/{id}/result',
    all(200),
    (_, s) => ({ method: 'GET', path: `/fixtures/${s.fixture.id}/result` }),
  ],
  [
    'GET /fixtures/{id}/frames',
    all(200),
    (_, s) => ({ method: 'GET', path: `/fixtures/${s.fixture.id}/frames` }),
  ],
  [
    'POST /fixtures/{id}/frames',
    captainOrOrganiser(201),
    (_, s) => ({ method: 'POST', path: `/fixtures/${s.fixture.id}/frames`, body: {} }),
  ],
  [
    'PATCH /frames/{id}',
    captainOrOrganiser(200),
    async (h, s) => ({
      method: 'PATCH',
      path: `/frames/${(await newFrame(h, s)).id}`,
      body: { winner: 'home' },
    }),
  ],
  [
    'DELETE /frames/{id}',
    organiserOnly(204),
    async (h, s) => ({ method: 'DELETE', path: `/frames/${(await newFrame(h, s)).id}` }),
  ],
  [
    'POST /frames/{id}/breaks',
    captainOrOrganiser(201),
    async (h, s) => ({
      method: 'POST',
      path: `/frames/${await frameWithBreaks(h, s)}/breaks`,
      body: { playerId: s.homePlayer.id, value: 40 },
    }),
  ],
  [
    'DELETE /breaks/{id}',
    captainOrOrganiser(204),
    async (h, s) => {
      const frame = await frameWithBreaks(h, s);
      const made = await post(h, `/frames/${frame}/breaks`, { playerId: s.awayPlayer.id, value: 35 });
      return { method: 'DELETE', path: `/breaks/${made.id}` };
    },
  ],
  [
    'GET /leagues/{id}/high-breaks',
    all(200),
    (_, s) => ({ method: 'GET', path: `/leagues/${s.league.id}/high-breaks` }),
  ],
  ['GET /standings', all(200), (_, s) => ({ method: 'GET', path: `/standings?divisionId=${s.division.id}` })],
];
