// Authorization matrix rows: the API description, leagues with their histories and next seasons,
// divisions and the teams in them.
import { type Row, all, organiserOnly, post, newLeague, newTeam } from './rows.ts';

export const leagueRows: Row[] = [
  ['GET /openapi.json', all(200), () => ({ method: 'GET', path: '/openapi.json' })],
  ['GET /leagues', all(200), () => ({ method: 'GET', path: '/leagues' })],
  ['GET /leagues/{id}', all(200), (_, s) => ({ method: 'GET', path: `/leagues/${s.league.id}` })],
  [
    'POST /leagues',
    organiserOnly(201),
    () => ({ method: 'POST', path: '/leagues', body: { name: 'N', season: 'S' } }),
  ],
  [
    'PATCH /leagues/{id}',
    organiserOnly(200),
    async (h) => ({ method: 'PATCH', path: `/leagues/${(await newLeague(h)).id}`, body: { name: 'M' } }),
  ],
  [
    'DELETE /leagues/{id}',
    organiserOnly(204),
    async (h) => ({ method: 'DELETE', path: `/leagues/${(await newLeague(h)).id}` }),
  ],
  [
    'GET /leagues/{id}/histories',
    all(200),
    (_, s) => ({ method: 'GET', path: `/leagues/${s.league.id}/histories` }),
  ],
  [
    'POST /leagues/{id}/histories',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: `/leagues/${s.league.id}/histories` }),
  ],
  [
    'POST /leagues/{id}/rollover (dry run)',
    organiserOnly(200),
    (_, s) => ({
      method: 'POST',
      path: `/leagues/${s.league.id}/rollover`,
      body: { season: 'Next', dryRun: true },
    }),
  ],
  [
    'POST /leagues/{id}/rollover',
    organiserOnly(201),
    async (h) => ({
      method: 'POST',
      path: `/leagues/${(await newLeague(h)).id}/rollover`,
      body: { season: 'Next' },
    }),
  ],
  ['GET /seasons', all(200), () => ({ method: 'GET', path: '/seasons' })],
  ['GET /divisions', all(200), (_, s) => ({ method: 'GET', path: `/divisions?leagueId=${s.league.id}` })],
  [
    'POST /divisions',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: '/divisions', body: { leagueId: s.league.id, name: 'D' } }),
  ],
  [
    'PATCH /divisions/{id}',
    organiserOnly(200),
    (_, s) => ({ method: 'PATCH', path: `/divisions/${s.division.id}`, body: { sortOrder: 1 } }),
  ],
  [
    'DELETE /divisions/{id}',
    organiserOnly(204),
    async (h, s) => ({
      method: 'DELETE',
      path: `/divisions/${(await post(h, '/divisions', { leagueId: s.league.id, name: 'X' })).id}`,
    }),
  ],
  [
    'GET /divisions/{id}/teams',
    all(200),
    (_, s) => ({ method: 'GET', path: `/divisions/${s.division.id}/teams` }),
  ],
  [
    'POST /divisions/{id}/teams',
    organiserOnly(201),
    async (h, s) => ({
      method: 'POST',
      path: `/divisions/${s.division.id}/teams`,
      body: { teamId: (await newTeam(h)).id },
    }),
  ],
  [
    'DELETE /divisions/{id}/teams/{teamId}',
    organiserOnly(204),
    async (h, s) => {
      const team = await newTeam(h);
      await post(h, `/divisions/${s.division.id}/teams`, { teamId: team.id });
      return { method: 'DELETE', path: `/divisions/${s.division.id}/teams/${team.id}` };
    },
  ],
];
