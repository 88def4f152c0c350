// Authorization matrix rows: statistics, leaderboards and head-to-head are public reads; a player's
// starting rating is the organisers' alone, even on the player's own record.
import { all, type Row } from './rows.ts';

export const statsRows: Row[] = [
  [
    'GET /players/{id}/stats',
    all(200),
    (_, s) => ({ method: 'GET', path: `/players/${s.homePlayer.id}/stats` }),
  ],
  [
    'GET /players/{id}/rating-history',
    all(200),
    (_, s) => ({ method: 'GET', path: `/players/${s.homePlayer.id}/rating-history` }),
  ],
  ['GET /teams/{id}/stats', all(200), (_, s) => ({ method: 'GET', path: `/teams/${s.home.id}/stats` })],
  [
    'GET /leaderboards',
    all(200),
    (_, s) => ({ method: 'GET', path: `/leaderboards?leagueId=${s.league.id}&metric=win_pct` }),
  ],
  [
    'GET /head-to-head',
    all(200),
    (_, s) => ({
      method: 'GET',
      path: `/head-to-head?playerA=${s.homePlayer.id}&playerB=${s.awayPlayer.id}`,
    }),
  ],
  [
    'PATCH /players/{id} (own starting rating)',
    [401, 403, 403, 403, 200],
    (_, s) => ({ method: 'PATCH', path: `/players/${s.homePlayer.id}`, body: { startRating: 610 } }),
  ],
];
