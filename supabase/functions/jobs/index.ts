// The e-mail work of a Supabase project as an Edge Function named `jobs`: the notification outbox
// (server/notifications.ts) and offline-screen alerts (server/screen-alerts.ts), the very code the
// Node host runs on its timers. A pg_cron schedule calls it every minute with the service role key,
// Supabase Cron's pattern (docs/operations.md); any other caller gets 401. One pass per call; a call
// while a pass runs shares that pass, and the outbox's claims keep two passes from sending one e-mail.
import { timingSafeEqual, createHash } from 'node:crypto';
import { openPostgres } from '../../../api/db/postgres.ts';
import { createMailer } from '../../../server/mail/mailer.ts';
import { notificationSender } from '../../../server/notifications.ts';
import { alertOfflineScreens } from '../../../server/screen-alerts.ts';

const env = (name: string) => Deno.env.get(name) || undefined;
const required = (name: string) => {
  const value = env(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const db = openPostgres(required('SUPABASE_DB_URL'), { max: 2 });
const serviceKey = required('SUPABASE_SERVICE_ROLE_KEY');
const siteUrl = required('SITE_URL').replace(/\/+$/, '');
const timeZone = env('TIME_ZONE') ?? 'UTC';
const mailer = createMailer({
  db,
  smtpUrl: env('SMTP_URL'),
  from: env('SMTP_FROM') ?? 'Cueboard <noreply@cueboard.local>',
  siteUrl,
});

const digest = (text: string) => createHash('sha256').update(text).digest();
const isService = (request: Request) =>
  timingSafeEqual(digest(request.headers.get('authorization') ?? ''), digest(`Bearer ${serviceKey}`));

async function pass() {
  const sender = notificationSender({
    db,
    mailer,
    siteUrl,
    retryMs: Number(env('MAIL_RETRY_SECONDS') ?? 60) * 1000,
  });
  try {
    const notifications = await sender.drain();
    const offlineAlerts = await alertOfflineScreens(db, mailer, { siteUrl, timeZone });
    return { notifications, offlineAlerts };
  } finally {
    sender.stop();
  }
}

let running: ReturnType<typeof pass> | undefined;

const serve = async (request: Request) => {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST' }, { status: 405 });
  if (!isService(request)) return Response.json({ message: 'Unauthorized' }, { status: 401 });
  running ??= pass().finally(() => (running = undefined));
  return Response.json(await running);
};

const port = env('PORT');
if (port) Deno.serve({ port: Number(port) }, serve);
else Deno.serve(serve);
