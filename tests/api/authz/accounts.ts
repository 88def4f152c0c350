// Authorization matrix rows: the organisers' account list and each user's own account. A delete
// with the wrong e-mail shows who reaches validation (any signed-in user) without deleting anyone.
import { type Row, all, organiserOnly } from './rows.ts';

const signedIn = (n: number): [number, number, number, number, number] => [401, n, n, n, n];

export const accountRows: Row[] = [
  ['GET /users', organiserOnly(200), () => ({ method: 'GET', path: '/users?q=example' })],
  ['GET /me', signedIn(200), () => ({ method: 'GET', path: '/me' })],
  ['PATCH /me', signedIn(200), () => ({ method: 'PATCH', path: '/me', body: { displayName: 'Matrix' } })],
  ['GET /me/export', signedIn(200), () => ({ method: 'GET', path: '/me/export' })],
  ['GET /me/notifications', signedIn(200), () => ({ method: 'GET', path: '/me/notifications' })],
  [
    'PATCH /me/notifications',
    signedIn(200),
    () => ({ method: 'PATCH', path: '/me/notifications', body: { confirmation: true } }),
  ],
  ['POST /unsubscribe (wrong link)', all(404), () => ({ method: 'POST', path: '/unsubscribe?token=matrix' })],
  [
    'DELETE /me (not my e-mail)',
    signedIn(400),
    () => ({ method: 'DELETE', path: '/me', body: { confirmEmail: 'nobody@example.com' } }),
  ],
];
