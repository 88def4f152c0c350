// E-mail notifications, on both engines: the database queues them with the change that causes them
// (a transfer decided, a fixture moved), only for captains who have not turned the kind off; the
// host's sender delivers them to the mailbox with a one-click unsubscribe link; the link and the
// account settings turn kinds off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKinds } from '@core/schemas/notification.ts';
import { asUser } from '../../api/db/port.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { notificationSender, type NotificationSender } from '../../server/notifications.ts';
import { engines } from '../support/engines.ts';
import { createUser, seedLeague, setup, type Harness, type TestUser } from './support.ts';

describe.each(engines)('e-mail notifications (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let sender: NotificationSender;
  const t = () => h.organiser.token;

  const inbox = async (to: string) =>
    h.db.query<{ subject: string; text: string }>(
      'select subject, text_body as text from auth.mailbox_messages where to_address = $1 order by id',
      [to],
    );
  const decideTransfer = async (status: 'approved' | 'rejected') => {
    const transfer = await h.call('POST', '/transfers', {
      token: t(),
      body: { playerId: s.awayPlayer.id, fromTeamId: s.away.id, toTeamId: s.home.id },
    });
    expect(transfer.status).toBe(201);
    expect(
      (await h.call('PATCH', `/transfers/${transfer.body.id}`, { token: t(), body: { status } })).status,
    ).toBe(200);
  };
  const settings = (user: TestUser, body?: unknown) =>
    h.call(body ? 'PATCH' : 'GET', '/me/notifications', { token: user.token, body });

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    const mailer = createMailer({
      db: h.db,
      from: 'Cueboard <noreply@localhost>',
      siteUrl: 'http://localhost',
    });
    sender = notificationSender({ db: h.db, mailer, siteUrl: 'http://localhost', intervalMs: 60_000 });
  }, 120_000);
  afterAll(async () => {
    sender.stop();
    await h.close();
  });

  it("keeps the outbox and the links to the service, and each person's settings to themselves", async () => {
    const claims = { role: 'authenticated' as const, sub: s.homeCaptain.id };
    for (const table of ['notification_outbox', 'unsubscribe_links'])
      await expect(asUser(h.db, claims, (tx) => tx.query(`select * from public.${table}`))).rejects.toThrow(
        /permission denied/,
      );
    await h.db.query(
      `insert into public.notification_preferences (user_id, kind, enabled) values ($1, 'fixture', false)`,
      [s.awayCaptain.id],
    );
    expect(
      await asUser(h.db, claims, (tx) => tx.query('select * from public.notification_preferences')),
    ).toEqual([]);
    await expect(
      asUser(h.db, claims, (tx) =>
        tx.query(`insert into public.notification_preferences values ($1, 'fixture', true)`, [
          s.awayCaptain.id,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
    await h.db.query('delete from public.notification_preferences');
  });

  it('knows the same kinds as the database', async () => {
    const [row] = await h.db.query<{ kinds: string[] }>('select public.notification_kinds() as kinds');
    expect(row.kinds).toEqual([...notificationKinds]);
  });

  it("e-mails both teams' captains when a transfer is decided, with an unsubscribe link", async () => {
    await decideTransfer('rejected');
    await sender.drain();
    for (const captain of [s.homeCaptain, s.awayCaptain]) {
      const [mail] = await inbox(captain.email);
      expect(mail.subject).toBe('Transfer of Bob Ray rejected');
      expect(mail.text).toContain('The transfer of Bob Ray from Blue Cues to Red Lions has been rejected.');
      expect(mail.text).toMatch(
        /To stop e-mails about transfer decisions: http:\/\/localhost\/unsubscribe#token=\S+/,
      );
    }
    expect(await inbox(s.otherCaptain.email)).toEqual([]);
    expect(await h.count('notification_outbox', 'sent_at is null')).toBe(0);
  });

  it('e-mails the captains when a fixture moves, saying when to', async () => {
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: t(),
      body: { kickoffAt: '2027-02-04T19:30:00Z' },
    });
    await sender.drain();
    const mail = (await inbox(s.homeCaptain.email)).at(-1)!;
    expect(mail.subject).toBe('Red Lions v Blue Cues: new date');
    expect(mail.text).toContain(
      'Red Lions v Blue Cues has moved to Thursday 4 February 2027 at 19:30 (UTC).',
    );
  });

  it('shows and changes my settings; refuses unknown kinds and anonymous callers', async () => {
    expect((await settings(s.homeCaptain)).body).toEqual({
      fixture: true,
      confirmation: true,
      transfer: true,
    });
    const changed = await settings(s.homeCaptain, { fixture: false });
    expect(changed).toMatchObject({
      status: 200,
      body: { fixture: false, confirmation: true, transfer: true },
    });
    expect((await settings(s.homeCaptain, { holidays: false })).body.message).toBe(
      'Unknown notification: holidays',
    );
    expect((await settings(s.homeCaptain, { transfer: 'no' })).body.fields.transfer).toEqual([
      'transfer must be true or false',
    ]);
    expect((await h.call('GET', '/me/notifications')).status).toBe(401);
    // Turned off: the next move reaches the away captain only.
    const before = (await inbox(s.homeCaptain.email)).length;
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: t(),
      body: { kickoffAt: '2027-02-11T19:30:00Z' },
    });
    await sender.drain();
    expect(await inbox(s.homeCaptain.email)).toHaveLength(before);
    expect((await inbox(s.awayCaptain.email)).at(-1)!.text).toContain(
      'has moved to Thursday 11 February 2027',
    );
  });

  it("the e-mail's link turns that kind off for its reader only; a wrong link is refused and limited", async () => {
    const [mail] = await inbox(s.awayCaptain.email);
    const token = /#token=(\S+)/.exec(mail.text)![1];
    const res = await h.call('POST', `/unsubscribe?token=${token}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res).toMatchObject({ status: 200, body: { kind: 'transfer' } });
    expect((await settings(s.awayCaptain)).body.transfer).toBe(false);
    expect((await settings(s.homeCaptain)).body.transfer).toBe(true);
    await decideTransfer('approved');
    await sender.drain();
    expect((await inbox(s.awayCaptain.email)).map((m) => m.subject)).not.toContain(
      'Transfer of Bob Ray approved',
    );
    expect((await inbox(s.homeCaptain.email)).map((m) => m.subject)).toContain(
      'Transfer of Bob Ray approved',
    );

    const wrong = await h.call('POST', '/unsubscribe?token=not-a-real-token');
    expect(wrong).toMatchObject({ status: 404, body: { message: 'This unsubscribe link is not valid' } });
    for (let i = 0; i < 19; i++) await h.call('POST', `/unsubscribe?token=wrong-${i}`);
    expect((await h.call('POST', `/unsubscribe?token=${token}`)).status).toBe(429);
  });

  it('every captain of the team hears, and an account deleted before sending gets nothing', async () => {
    const gone = await createUser(h.db);
    const role = await h.call('POST', '/user-roles', {
      token: t(),
      body: { userId: gone.id, role: 'captain', teamId: s.away.id },
    });
    expect(role.status).toBe(201);
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: t(),
      body: { kickoffAt: '2027-02-18T19:30:00Z' },
    });
    expect(await h.count('notification_outbox', 'sent_at is null')).toBe(2); // the home captain turned it off
    await h.db.query('delete from auth.users where id = $1', [gone.id]);
    await sender.drain();
    expect(await inbox(gone.email)).toEqual([]);
    expect((await inbox(s.awayCaptain.email)).at(-1)!.text).toContain(
      'has moved to Thursday 18 February 2027',
    );
    expect(await h.count('notification_outbox', 'sent_at is null')).toBe(0);
  });
});
