// Delivers the notification outbox (supabase/migrations/20261124008000_notifications.sql): every
// few seconds, the due e-mails are claimed (skip locked: two hosts on one database never send one
// twice), sent through the mailer with a one-click unsubscribe link (RFC 8058), and marked sent.
// A failure waits retryMs, doubling each time, for at most MAX_ATTEMPTS tries; the request that
// caused the e-mail never waits for any of this. docs/notifications.md has the whole story.
import type { Db } from '../api/db/port.ts';
import { mailOrganisation, subjectFor } from '../api/mail-organisation.ts';
import { randomToken, tokenHash } from '../api/rate-limit.ts';
import type { Mailer, MailMessage } from './mail/mailer.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 20;

const kindText: Record<string, string> = {
  fixture: 'fixture changes',
  confirmation: 'result confirmations',
  transfer: 'transfer decisions',
};

interface Due {
  id: number;
  user_id: string;
  kind: string;
  subject: string;
  body: string;
  organisation_id: string | null;
  email: string | null;
  enabled: boolean;
}

export interface NotificationSender {
  /** Sends what is due now; resolves when done (tests and shutdown call it). */
  drain(): Promise<number>;
  stop(): void;
}

export function notificationSender(options: {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  retryMs?: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): NotificationSender {
  const { db, mailer, siteUrl, retryMs = 60_000, intervalMs = 2_000 } = options;
  let running: Promise<number> | undefined;

  // Rows tried in this drain are left for the next one, however short the retry wait.
  const claim = (tried: number[]) =>
    db.query<Due>(
      `with due as (
         select id from public.notification_outbox
         where sent_at is null and next_attempt_at <= now() and attempts < $1
           and not (id = any($4::bigint[]))
         order by id limit $2 for update skip locked)
       update public.notification_outbox o
       set attempts = o.attempts + 1,
           next_attempt_at = now() + make_interval(secs => $3::float8 * power(2, o.attempts))
       from due where o.id = due.id
       returning o.id, o.user_id::text, o.kind, o.subject, o.body, o.organisation_id,
         (select u.email from auth.users u where u.id = o.user_id) as email,
         not exists (select 1 from public.notification_preferences p
                     where p.user_id = o.user_id and p.kind = o.kind and not p.enabled) as enabled`,
      [MAX_ATTEMPTS, BATCH, retryMs / 1000, tried],
    );

  async function message(row: Due): Promise<MailMessage> {
    const token = randomToken();
    await db.query(
      `insert into public.unsubscribe_links (token_hash, user_id, kind) values (${tokenHash('$1')}, $2, $3)`,
      [token, row.user_id, row.kind],
    );
    const oneClick = `${siteUrl}/api/unsubscribe?token=${token}`;
    const page = `${siteUrl}/unsubscribe#token=${token}`;
    // A body may link into the site: {site} is its address (20261124009500_result_confirmation.sql).
    const body = row.body.replaceAll('{site}', siteUrl);
    const footer = `You get this e-mail because you captain a team on Cueboard. To stop e-mails about ${kindText[row.kind]}: ${page}`;
    return {
      to: row.email!,
      subject: subjectFor(row.subject, await mailOrganisation(db, row.organisation_id)),
      text: `${body}\n\n${footer}\n`,
      html: `<p>${escape(body)}</p><p style="color:#666;font-size:12px">You get this e-mail because you captain a team on Cueboard. <a href="${page}">Stop e-mails about ${kindText[row.kind]}</a>.</p>`,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  async function sendOne(row: Due) {
    if (!row.email || !row.enabled) {
      await db.query(`update public.notification_outbox set sent_at = now(), last_error = $2 where id = $1`, [
        row.id,
        row.email ? 'not sent: turned off' : 'not sent: no address',
      ]);
      return;
    }
    try {
      await mailer.send(await message(row));
      await db.query(
        'update public.notification_outbox set sent_at = now(), last_error = null where id = $1',
        [row.id],
      );
    } catch (error) {
      await db.query('update public.notification_outbox set last_error = $2 where id = $1', [
        row.id,
        String((error as Error).message ?? error).slice(0, 500),
      ]);
      options.onError?.(error);
    }
  }

  async function drainOnce(): Promise<number> {
    const tried: number[] = [];
    for (let rows = await claim(tried); rows.length > 0; rows = await claim(tried)) {
      for (const row of rows) await sendOne(row);
      tried.push(...rows.map((r) => r.id));
    }
    const sent = tried.length;
    if (sent > 0) {
      await db.query(`delete from public.notification_outbox where sent_at < now() - interval '30 days'`);
      await db.query(`delete from public.unsubscribe_links where created_at < now() - interval '1 year'`);
    }
    return sent;
  }

  const drain = () => (running ??= drainOnce().finally(() => (running = undefined)));
  const timer = setInterval(() => void drain().catch((error) => options.onError?.(error)), intervalMs);
  timer.unref?.();
  return { drain, stop: () => clearInterval(timer) };
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
