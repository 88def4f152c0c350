// Authorization matrix rows: the public league site's pages as data are for everyone, the same for
// all (read as the anonymous role whoever asks).
import { all, post, type Row } from './rows.ts';

const page = (name: string, path: (s: Parameters<Row[2]>[1]) => string): Row => [
  `GET /public/leagues/{leagueId}${name}`,
  all(200),
  (_, s) => ({ method: 'GET', path: `/public/leagues/${s.league.id}${path(s)}` }),
];

export const publicSiteRows: Row[] = [
  page('', () => ''),
  page('/divisions/{id}', (s) => `/divisions/${s.division.id}`),
  page('/teams/{id}', (s) => `/teams/${s.home.id}`),
  page('/players/{id}', (s) => `/players/${s.awayPlayer.id}`),
  page('/fixtures/{id}', (s) => `/fixtures/${s.fixture.id}`),
  [
    'GET /public/leagues/{leagueId}/cups/{id}',
    all(200),
    async (h, s) => {
      const cup = await post(h, '/cups', {
        leagueId: s.league.id,
        name: 'C',
        kind: 'team',
        venueId: s.venue.id,
      });
      return { method: 'GET', path: `/public/leagues/${s.league.id}/cups/${cup.id}` };
    },
  ],
];
