// Authorization matrix rows: invitations. Organisers manage all; a captain invites players to their own
// team and manages only those; the link's lookup and accept are anyone's (a wrong token: 404).
import { randomUUID } from 'node:crypto';
import { type Row, post } from './rows.ts';
import type { Harness } from '../support.ts';
import type { Seed } from './rows.ts';

const playerInvite = (s: Seed) => ({
  email: `${randomUUID()}@example.com`,
  role: 'player',
  teamId: s.home.id,
});
const newInvitation = (h: Harness, s: Seed) => post(h, '/invitations', playerInvite(s));
const wrongToken = () => ({ token: randomUUID().replaceAll('-', '') });

export const invitationRows: Row[] = [
  [
    'POST /invitations (a player of the team)',
    [401, 403, 201, 403, 201],
    (_, s) => ({ method: 'POST', path: '/invitations', body: playerInvite(s) }),
  ],
  ['GET /invitations', [401, 403, 200, 200, 200], () => ({ method: 'GET', path: '/invitations' })],
  [
    'POST /invitations/{id}/resend',
    [401, 403, 200, 404, 200],
    async (h, s) => ({ method: 'POST', path: `/invitations/${(await newInvitation(h, s)).id}/resend` }),
  ],
  [
    'DELETE /invitations/{id}',
    [401, 403, 204, 404, 204],
    async (h, s) => ({ method: 'DELETE', path: `/invitations/${(await newInvitation(h, s)).id}` }),
  ],
  [
    'POST /invitations/lookup (a wrong token)',
    [404, 404, 404, 404, 404],
    () => ({ method: 'POST', path: '/invitations/lookup', body: wrongToken() }),
  ],
  [
    // No token: wrong tokens count towards the client address's limit, which the lookup row uses.
    'POST /invitations/accept (no token)',
    [400, 400, 400, 400, 400],
    () => ({ method: 'POST', path: '/invitations/accept', body: { password: 'secret-1' } }),
  ],
];
