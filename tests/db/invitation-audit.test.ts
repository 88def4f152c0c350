// Invitations in the audit log (issue 23, point 11): sending, resending, revoking and accepting one
// each leave an entry naming the session's user and the invited address; the link's hash never does.
// The steps run as api/invitations.ts runs them (the link and the acceptance as the service role, on
// behalf of a user); the whole flow through the API is in tests/api/invitation-audit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRole, asUser, type Claims, type Db, type Queryable } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, createUser, user, type World } from './world.ts';

type Entry = {
  user_id: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe.each(engines)('invitations in the audit log on %s', (engine) => {
  let db: Db;
  let w: World;
  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
  }, 120_000);
  afterAll(() => db.close());

  const history = (table: string, rowId: number) =>
    db.query<Entry>(
      'select user_id::text, action, before, after from public.audit_log where table_name = $1 and row_id = $2 order by id',
      [table, rowId],
    );
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) =>
    asUser(db, claims, fn, apiRole(claims));
  /** The API's own step: a new link, as the service role (switched to first), the caller's claims kept. */
  const setLink = (tx: Queryable, id: number, resend: boolean) =>
    tx.query(
      `update public.invitations set token_hash = md5(random()::text), expires_at = now() + interval '7 days',
         resent_at = case when $2 then now() else resent_at end,
         resend_count = resend_count + case when $2 then 1 else 0 end
       where id = $1`,
      [id, resend],
    );
  const invite = (who: string, email: string) =>
    as(user(who), async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `insert into public.invitations (email, role, team_id, invited_by)
         values ($1, 'player', $2, $3) returning id`,
        [email, w.teamA, who],
      );
      await tx.query(`select set_config('role', 'service_role', true)`);
      await setLink(tx, row.id, false);
      return row.id;
    });

  it('records sending as the inviter, with the address and without the link', async () => {
    const id = await invite(w.users.organiser, 'dora@example.com');
    const entries = await history('invitations', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_id: w.users.organiser,
      action: 'insert',
      after: { email: 'dora@example.com', role: 'player', team_id: w.teamA, invited_by: w.users.organiser },
    });
    expect(JSON.stringify(entries)).not.toContain('token_hash');
  });

  it('records a resend and a revocation as whoever did them', async () => {
    const id = await invite(w.users.captain, 'eve@example.com');
    await as(user(w.users.captain), async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      await setLink(tx, id, true);
    });
    await as(user(w.users.organiser), (tx) =>
      tx.query('update public.invitations set revoked_at = now() where id = $1', [id]),
    );
    const entries = await history('invitations', id);
    expect(entries.map((e) => [e.user_id, e.action, Object.keys(e.after ?? {}).sort()])).toEqual([
      [w.users.captain, 'insert', expect.arrayContaining(['email', 'invited_by'])],
      [w.users.captain, 'update', ['resend_count', 'resent_at']],
      [w.users.organiser, 'update', ['revoked_at']],
    ]);
  });

  it('names the invitee for the acceptance and the inviter for the role it grants', async () => {
    const id = await invite(w.users.captain, 'finn@example.com');
    const invitee = await createUser(db, { email: 'finn@example.com' });
    await asUser(db, { role: 'service_role', sub: invitee }, async (tx) => {
      await tx.query('update public.invitations set accepted_at = now(), accepted_by = $2 where id = $1', [
        id,
        invitee,
      ]);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'service_role', sub: w.users.captain }),
      ]);
      await tx.query(`insert into public.user_roles (user_id, role, team_id) values ($1, 'player', $2)`, [
        invitee,
        w.teamA,
      ]);
    });
    expect((await history('invitations', id)).at(-1)).toMatchObject({
      user_id: invitee,
      action: 'update',
      after: { accepted_by: invitee },
    });
    const [grant] = await db.query<Entry>(
      `select a.user_id::text, a.action, a.before, a.after from public.audit_log a
       where a.table_name = 'user_roles' and a.after ->> 'user_id' = $1`,
      [invitee],
    );
    expect(grant).toMatchObject({
      user_id: w.users.captain,
      action: 'insert',
      after: { user_id: invitee, role: 'player', team_id: w.teamA },
    });
  });
});
