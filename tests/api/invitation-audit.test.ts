// Invitations on /audit (issue 23, point 11): sending, resending, revoking and accepting an invitation
// each leave an entry naming who did it and the invited address; the role an accepted invitation
// grants (and the player record it links) is recorded as granted by the inviter, to the invitee's
// account, never by "system". Through the embedded host on both engines; the trigger itself is
// checked in tests/db/invitation-audit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@core/schemas/audit.ts';
import { engines } from '../support/engines.ts';
import {
  address,
  invitationHost,
  invitationLeague,
  type InvitationHost,
  type InvitationLeague,
} from './invitation-host.ts';

describe.each(engines)('invitations in the audit log on %s', (engine) => {
  let h: InvitationHost;
  let s: InvitationLeague;
  beforeAll(async () => {
    h = await invitationHost(engine);
    s = await invitationLeague(h);
    await h.db.query(`update public.profiles set display_name = 'Olive' where id = $1`, [s.organiser.id]);
    await h.db.query(`update public.profiles set display_name = 'Cap' where id = $1`, [s.captain.id]);
  }, 180_000);
  afterAll(() => h?.close());

  const audit = async (query: string): Promise<AuditEntry[]> => {
    const res = await h.call('GET', `/audit?${query}&limit=200`, { token: s.organiser.token });
    expect(res.status).toBe(200);
    return (res.body.items as AuditEntry[]).reverse();
  };
  const summary = (e: AuditEntry) => ({
    by: e.userName,
    action: e.action,
    subject: e.subject,
    fields: Object.keys(e.after ?? {}).sort(),
  });

  it('records sending and resending as the inviter and revoking as the revoker, with the address', async () => {
    const email = address('dora');
    const sent = await h.call('POST', '/invitations', {
      token: s.captain.token,
      body: { email, role: 'player', teamId: s.lions.id },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.id as number;
    expect((await h.call('POST', `/invitations/${id}/resend`, { token: s.captain.token })).status).toBe(200);
    expect((await h.call('DELETE', `/invitations/${id}`, { token: s.organiser.token })).status).toBe(204);

    const entries = await audit(`table=invitations&rowId=${id}`);
    expect(entries.map(summary)).toEqual([
      {
        by: 'Cap',
        action: 'insert',
        subject: email,
        fields: expect.arrayContaining(['email', 'invited_by', 'role', 'team_id']),
      },
      { by: 'Cap', action: 'update', subject: email, fields: ['resend_count', 'resent_at'] },
      { by: 'Olive', action: 'update', subject: email, fields: ['revoked_at'] },
    ]);
    expect(entries[0]).toMatchObject({ userId: s.captain.id, after: { email, invited_by: s.captain.id } });
    expect(JSON.stringify(entries)).not.toMatch(/token/);
  });

  it('records the acceptance as the invitee, and the role and player link as granted by the inviter', async () => {
    const email = address('erin');
    const sent = await h.call('POST', '/invitations', {
      token: s.captain.token,
      body: { email, role: 'player', teamId: s.lions.id, playerId: s.annie.id },
    });
    expect(sent.status).toBe(201);
    const { token } = await h.invitationToken(email);
    const accepted = await h.call('POST', '/invitations/accept', {
      body: { token, password: 'erin-secret' },
    });
    expect(accepted.status).toBe(200);
    const [invitee] = await h.db.query<{ id: string }>('select id::text from auth.users where email = $1', [
      email,
    ]);

    const invitation = await audit(`table=invitations&rowId=${sent.body.id}`);
    expect(invitation.at(-1)).toMatchObject({
      userId: invitee.id,
      action: 'update',
      subject: email,
      after: { accepted_by: invitee.id },
    });

    const grants = (await audit('table=user_roles')).filter((e) => e.after?.user_id === invitee.id);
    expect(grants).toHaveLength(1);
    // The invitee has no display name: the role's entry names them by the address they were invited at.
    expect(grants[0]).toMatchObject({
      userId: s.captain.id,
      userName: 'Cap',
      action: 'insert',
      subject: email,
      after: { user_id: invitee.id, role: 'player', team_id: s.lions.id },
    });

    const link = await audit(`table=players&rowId=${s.annie.id}`);
    expect(link.at(-1)).toMatchObject({
      userId: s.captain.id,
      action: 'update',
      after: { user_id: invitee.id },
    });
  });
});
