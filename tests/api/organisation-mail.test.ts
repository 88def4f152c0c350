// E-mails carry the organisation's name (issue 28): once the deployment hosts more than one
// organisation, a notification, an offline-screen alert and an invitation lead their subject with the
// name of the organisation they are about ("Borough League · ..."); a deployment of one sends exactly
// what it sent before. Delivered to the host's own mailbox, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../../server/mail/mailbox.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { notificationSender, type NotificationSender } from '../../server/notifications.ts';
import { alertOfflineScreens } from '../../server/screen-alerts.ts';
import { engines } from '../support/engines.ts';
import { address, invitationHost, invitationLeague, type InvitationHost } from './invitation-host.ts';
import { secondOrganisation } from './second-organisation.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('notification and screen e-mails name the organisation (%s)', (engine) => {
  let h: Harness;
  let a: Awaited<ReturnType<typeof seedLeague>>;
  let sender: NotificationSender;
  const mailer = () =>
    createMailer({ db: h.db, from: 'Cueboard <noreply@localhost>', siteUrl: 'http://localhost' });
  const subjects = async (to: string) =>
    (await listMessages(h.db)).filter((m) => m.to === to).map((m) => m.subject);
  const postpone = async (harness: Harness, fixtureId: number) => {
    const res = await harness.call('PATCH', `/fixtures/${fixtureId}`, {
      token: harness.organiser.token,
      body: { status: 'postponed' },
    });
    expect(res.status).toBe(200);
    await sender.drain();
  };

  beforeAll(async () => {
    h = await setup(engine);
    a = await seedLeague(h);
    sender = notificationSender({
      db: h.db,
      mailer: mailer(),
      siteUrl: 'http://localhost',
      intervalMs: 60_000,
    });
  }, 180_000);
  afterAll(async () => {
    sender.stop();
    await h.close();
  });

  it('names no organisation while the deployment has one', async () => {
    await postpone(h, a.fixture.id);
    expect(await subjects(a.homeCaptain.email)).toEqual(['Red Lions v Blue Cues: postponed']);
  });

  it("leads each subject with the fixture's organisation once there are two", async () => {
    const borough = await secondOrganisation(h, 'Borough League', 'borough');
    const b = await seedLeague(borough.harness);
    await postpone(borough.harness, b.fixture.id);
    expect(await subjects(b.homeCaptain.email)).toEqual([
      'Borough League · Red Lions v Blue Cues: postponed',
    ]);
    expect(await subjects(b.awayCaptain.email)).toEqual([
      'Borough League · Red Lions v Blue Cues: postponed',
    ]);
    // A's captains hear nothing of B's fixture, and A's next e-mail names A.
    expect(await subjects(a.homeCaptain.email)).toEqual(['Red Lions v Blue Cues: postponed']);
    const moved = await h.call('PATCH', `/fixtures/${a.fixture.id}`, {
      token: h.organiser.token,
      body: { kickoffAt: '2027-02-04T19:30:00Z' },
    });
    expect(moved.status).toBe(200);
    await sender.drain();
    expect((await subjects(a.homeCaptain.email)).sort()).toEqual([
      'Cueboard · Red Lions v Blue Cues: new date',
      'Red Lions v Blue Cues: postponed',
    ]);
  });

  it("alerts only the screen's organisation's organisers of an offline screen, naming it", async () => {
    const [{ id: boroughId }] = await h.db.query<{ id: number }>(
      `select id::int from public.organisations where slug = 'borough'`,
    );
    const [organiserB] = await h.db.query<{ email: string }>(
      `select u.email from auth.users u join public.user_roles r on r.user_id = u.id
       where r.role = 'organiser' and r.organisation_id = $1`,
      [boroughId],
    );
    const [board] = await h.db.query<{ id: number }>(
      `insert into public.wallboards (name, type, organisation_id) values ('Borough loop', 'sponsors', $1) returning id`,
      [boroughId],
    );
    const now = new Date('2026-11-26T19:00:00Z');
    await h.db.query(
      `insert into public.screens (name, wallboard_id, token_hash, last_seen_at) values ('Borough TV', $1, 'hash-b', $2)`,
      [board.id, new Date(now.getTime() - 11 * 60_000).toISOString()],
    );
    const sent = await alertOfflineScreens(h.db, mailer(), {
      siteUrl: 'http://localhost',
      timeZone: 'UTC',
      now,
    });
    expect(sent).toBe(1);
    const alerts = (await listMessages(h.db)).filter((m) => m.subject.includes('Screen offline'));
    expect(alerts.map((m) => [m.to, m.subject])).toEqual([
      [organiserB.email, 'Borough League · Screen offline: Borough TV'],
    ]);
  });
});

describe.each(engines)('invitation e-mails name the organisation (%s)', (engine) => {
  let h: InvitationHost;
  let s: Awaited<ReturnType<typeof invitationLeague>>;
  beforeAll(async () => {
    h = await invitationHost(engine);
    s = await invitationLeague(h); // the organiser is the deployment owner
  }, 180_000);
  afterAll(() => h?.close());

  it("keeps the one-organisation invitation as it was, and names the team's organisation once there are two", async () => {
    const first = address('first');
    const invited = await h.call('POST', '/invitations', {
      token: s.organiser.token,
      body: { email: first, role: 'captain', teamId: s.cues.id },
    });
    expect(invited.status).toBe(201);
    const { mail } = await h.invitationToken(first);
    expect(mail.subject).toBe("You're invited to Cueboard");
    expect(mail.text).toContain('You have been invited to join Cueboard as captain of Blue Cues.');

    const org = await h.call('POST', '/organisations', {
      token: s.organiser.token,
      body: { name: 'Borough League', slug: 'borough' },
    });
    expect(org.status).toBe(201);
    const team = await h.call('POST', '/teams', {
      token: s.organiser.token,
      body: { name: 'Borough Blacks', organisationId: org.body.id },
    });
    expect(team.status).toBe(201);
    const second = address('second');
    expect(
      (
        await h.call('POST', '/invitations', {
          token: s.organiser.token,
          body: { email: second, role: 'captain', teamId: team.body.id },
        })
      ).status,
    ).toBe(201);
    const named = (await h.invitationToken(second)).mail;
    expect(named.subject).toBe("Borough League · You're invited to Cueboard");
    expect(named.text).toContain(
      'You have been invited to join Cueboard as captain of Borough Blacks in Borough League.',
    );
    expect(named.html).toContain('captain of Borough Blacks in Borough League.');
  });
});
