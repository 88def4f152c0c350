// Authorization matrix rows: teams and their rosters, players, transfers and transfer windows.
import { randomUUID } from 'node:crypto';
import { type Row, all, organiserOnly, captainOrOrganiser, post, newTeam, newPlayer } from './rows.ts';

export const peopleRows: Row[] = [
  ['GET /teams', all(200), () => ({ method: 'GET', path: '/teams' })],
  [
    'POST /teams',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/teams', body: { name: `New ${randomUUID()}` } }),
  ],
  [
    'PATCH /teams/{id}',
    organiserOnly(200),
    async (h) => ({
      method: 'PATCH',
      path: `/teams/${(await newTeam(h)).id}`,
      body: { name: `R ${randomUUID()}` },
    }),
  ],
  [
    'DELETE /teams/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/teams/${(await newTeam(h)).id}` }),
  ],
  ['GET /teams/{id}/players', all(200), (_, s) => ({ method: 'GET', path: `/teams/${s.home.id}/players` })],
  [
    'POST /teams/{id}/players',
    captainOrOrganiser(201),
    async (h, s) => ({
      method: 'POST',
      path: `/teams/${s.home.id}/players`,
      body: { playerId: (await newPlayer(h)).id },
    }),
  ],
  [
    'POST /teams/{id}/players/bulk (existing players)',
    captainOrOrganiser(201),
    async (h, s) => ({
      method: 'POST',
      path: `/teams/${s.home.id}/players/bulk`,
      body: { players: [{ playerId: (await newPlayer(h)).id }] },
    }),
  ],
  [
    'POST /teams/{id}/players/bulk (new players)',
    organiserOnly(201),
    (_, s) => ({
      method: 'POST',
      path: `/teams/${s.home.id}/players/bulk`,
      body: { players: [{ fullName: `New ${randomUUID().slice(0, 8)}` }] },
    }),
  ],
  [
    'DELETE /teams/{id}/players/{entryId}',
    captainOrOrganiser(200),
    async (h, s) => {
      const entry = await post(h, `/teams/${s.home.id}/players`, { playerId: (await newPlayer(h)).id });
      return { method: 'DELETE', path: `/teams/${s.home.id}/players/${entry.id}` };
    },
  ],
  [
    'POST /imports/teams',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/imports/teams', body: { rows: [{ name: `Imp ${randomUUID()}` }] } }),
  ],
  [
    'POST /imports/players',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/imports/players', body: { rows: [{ fullName: 'Imp Player' }] } }),
  ],
  [
    'POST /imports/rosters',
    organiserOnly(201),
    async (h) => ({
      method: 'POST',
      path: '/imports/rosters',
      body: { rows: [{ teamId: (await newTeam(h)).id, playerId: (await newPlayer(h)).id }] },
    }),
  ],
  ['GET /players', all(200), () => ({ method: 'GET', path: '/players' })],
  [
    'POST /players',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/players', body: { fullName: 'Q' } }),
  ],
  [
    'PATCH /players/{id} (own record)',
    [401, 200, 403, 403, 200],
    (_, s) => ({ method: 'PATCH', path: `/players/${s.homePlayer.id}`, body: { nickname: 'N' } }),
  ],
  [
    'DELETE /players/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/players/${(await newPlayer(h)).id}` }),
  ],
  [
    'POST /players/{id}/merge',
    organiserOnly(200),
    async (h) => ({
      method: 'POST',
      path: `/players/${(await newPlayer(h)).id}/merge`,
      body: { intoId: (await newPlayer(h)).id },
    }),
  ],
  ['GET /transfers', [401, 200, 200, 200, 200], () => ({ method: 'GET', path: '/transfers' })],
  [
    'POST /transfers',
    captainOrOrganiser(201),
    (_, s) => ({
      method: 'POST',
      path: '/transfers',
      body: { playerId: s.homePlayer.id, fromTeamId: s.home.id, toTeamId: s.away.id },
    }),
  ],
  [
    'PATCH /transfers/{id}',
    organiserOnly(200),
    async (h, s) => {
      const t = await post(h, '/transfers', {
        playerId: s.homePlayer.id,
        fromTeamId: s.home.id,
        toTeamId: s.away.id,
      });
      return { method: 'PATCH', path: `/transfers/${t.id}`, body: { status: 'rejected' } };
    },
  ],
  [
    'GET /transfer-windows',
    all(200),
    (_, s) => ({ method: 'GET', path: `/transfer-windows?leagueId=${s.league.id}` }),
  ],
  [
    'POST /transfer-windows',
    organiserOnly(201),
    (_, s) => ({
      method: 'POST',
      path: '/transfer-windows',
      body: { leagueId: s.league.id, opensAt: '2020-01-01T00:00:00Z', closesAt: '2040-01-01T00:00:00Z' },
    }),
  ],
];
