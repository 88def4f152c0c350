// An invitation link's life through the embedded host: newest first with its status; expired and
// revoked links are dead, each resend kills the old link (3 an hour), and wrong tokens from one client
// address hit an attempt limit. On both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import {
  address,
  dead,
  invitationHost,
  invitationLeague,
  type InvitationHost,
  type InvitationLeague,
} from './invitation-host.ts';

describe.each(engines)('invitation links on %s', (engine) => {
  let h: InvitationHost;
  let s: InvitationLeague;
  beforeAll(async () => {
    h = await invitationHost(engine);
    s = await invitationLeague(h);
  }, 180_000);
  afterAll(() => h?.close());

  const invite = (body: Record<string, unknown>, token = s.organiser.token) =>
    h.call('POST', '/invitations', { token, body });

  it('lists newest first with each status; expired and revoked links are dead, resending revives an expired one', async () => {
    const [expiring, revoking, pending] = [address('late'), address('gone'), address('wait')];
    const late = (await invite({ email: expiring, role: 'captain', teamId: s.cues.id })).body;
    const gone = (await invite({ email: revoking, role: 'player' })).body;
    const wait = (await invite({ email: pending, role: 'player' })).body;
    const lateToken = (await h.invitationToken(expiring)).token;
    const goneToken = (await h.invitationToken(revoking)).token;
    await h.db.query(`update public.invitations set expires_at = now() - interval '1 minute' where id = $1`, [
      late.id,
    ]);
    expect((await h.call('DELETE', `/invitations/${gone.id}`, { token: s.organiser.token })).status).toBe(
      204,
    );

    const list = (await h.call('GET', '/invitations', { token: s.organiser.token })).body as {
      id: number;
      status: string;
    }[];
    expect(list.slice(0, 3).map((i) => [i.id, i.status])).toEqual([
      [wait.id, 'pending'],
      [gone.id, 'revoked'],
      [late.id, 'expired'],
    ]);
    for (const token of [lateToken, goneToken]) {
      expect(await h.call('POST', '/invitations/lookup', { body: { token }, from: '10.0.0.9' })).toEqual({
        status: 404,
        body: dead,
      });
      expect(
        await h.call('POST', '/invitations/accept', {
          body: { token, password: 'secret-1' },
          from: '10.0.0.9',
        }),
      ).toEqual({ status: 404, body: dead });
    }
    expect(
      await h.call('POST', `/invitations/${gone.id}/resend`, { token: s.organiser.token }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This invitation was revoked; send a new one instead' },
    });

    const resent = await h.call('POST', `/invitations/${late.id}/resend`, { token: s.organiser.token });
    expect(resent).toMatchObject({ status: 200, body: { id: late.id, status: 'pending' } });
    const { token: fresh, mail } = await h.invitationToken(expiring);
    expect(mail.text).toContain('as captain of Blue Cues');
    expect(fresh).not.toBe(lateToken);
    expect(
      (await h.call('POST', '/invitations/lookup', { body: { token: lateToken }, from: '10.0.0.9' })).status,
    ).toBe(404);
    expect(await h.call('POST', '/invitations/lookup', { body: { token: fresh } })).toMatchObject({
      status: 200,
      body: { email: expiring, role: 'captain', teamName: 'Blue Cues' },
    });
  });

  it('kills the old link on each resend and allows 3 resends an hour', async () => {
    const email = address('again');
    const { id } = (await invite({ email, role: 'player' })).body;
    const first = (await h.invitationToken(email)).token;
    const tokens = [first];
    for (let i = 0; i < 3; i++) {
      expect((await h.call('POST', `/invitations/${id}/resend`, { token: s.organiser.token })).status).toBe(
        200,
      );
      tokens.push((await h.invitationToken(email)).token);
    }
    expect(new Set(tokens).size).toBe(4);
    expect(await h.call('POST', `/invitations/${id}/resend`, { token: s.organiser.token })).toMatchObject({
      status: 429,
      body: { message: 'This invitation was resent 3 times in the last hour. Try again later.' },
    });
    expect(await h.mails(email)).toHaveLength(4);
    for (const old of tokens.slice(0, 3)) {
      expect(
        (await h.call('POST', '/invitations/lookup', { body: { token: old }, from: '10.0.1.1' })).status,
      ).toBe(404);
    }
    const accepted = await h.call('POST', '/invitations/accept', {
      body: { token: tokens[3], password: 'secret-22' },
    });
    expect(accepted.status).toBe(200);
  });

  it('refuses wrong tokens after 10 from one client address, even a right one, while others go on', async () => {
    const email = address('guess');
    await invite({ email, role: 'player' });
    const { token } = await h.invitationToken(email);
    const from = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      const wrong = `${'x'.repeat(42)}${i}`;
      expect(await h.call('POST', '/invitations/lookup', { body: { token: wrong }, from })).toEqual({
        status: 404,
        body: dead,
      });
    }
    const tooMany = {
      status: 429,
      body: { code: 'rate_limited', message: 'Too many attempts. Try again in a few minutes.' },
    };
    expect(await h.call('POST', '/invitations/lookup', { body: { token }, from })).toEqual(tooMany);
    expect(
      await h.call('POST', '/invitations/accept', { body: { token, password: 'secret-1' }, from }),
    ).toEqual(tooMany);
    expect((await h.call('POST', '/invitations/lookup', { body: { token }, from: '10.9.9.10' })).status).toBe(
      200,
    );
  });
});
