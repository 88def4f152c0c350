// Authorization matrix rows: user roles (they grant and revoke roles of the seed's player), and the
// audit log that records them.
import { type Row, organiserOnly, post } from './rows.ts';

export const roleRows: Row[] = [
  ['GET /audit', organiserOnly(200), () => ({ method: 'GET', path: '/audit' })],
  [
    'GET /user-roles/{userId} (the captain)',
    [401, 403, 200, 403, 200],
    (_, s) => ({ method: 'GET', path: `/user-roles/${s.homeCaptain.id}` }),
  ],
  [
    'POST /user-roles',
    organiserOnly(201),
    (_, s) => ({ method: 'POST', path: '/user-roles', body: { userId: s.player.id, role: 'player' } }),
  ],
  [
    'DELETE /user-roles',
    organiserOnly(200),
    async (h, s) => {
      await post(h, '/user-roles', { userId: s.player.id, role: 'player', teamId: s.home.id });
      return {
        method: 'DELETE',
        path: '/user-roles',
        body: { userId: s.player.id, role: 'player', teamId: s.home.id },
      };
    },
  ],
];
