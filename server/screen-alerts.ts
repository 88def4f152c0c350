// E-mails organisers when a paired screen has been offline for 10 minutes while its schedule says it
// should show something (a slot's wallboard, or its default one): once per outage, claimed in one
// statement so several hosts on one database send it once. The host checks every minute.
import { scheduledWallboard, type ScheduleSlot } from '@core/rules/schedule.ts';
import type { Db } from '../api/db/port.ts';
import { mailOrganisation } from '../api/mail-organisation.ts';
import type { Mailer } from './mail/mailer.ts';
import { offlineScreenMail } from './mail/templates.ts';

export const OFFLINE_ALERT_MINUTES = 10;
export const ALERT_CHECK_MS = 60_000;

interface Candidate {
  id: number;
  organisationId: string;
  name: string;
  wallboardId: number | null;
  lastSeenAt: Date;
}

export async function alertOfflineScreens(
  db: Db,
  mailer: Mailer,
  options: { siteUrl: string; timeZone: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const offline = await db.query<Candidate>(
    `select id, organisation_id as "organisationId", name, wallboard_id as "wallboardId", last_seen_at as "lastSeenAt" from public.screens
     where token_hash is not null and last_seen_at < $1::timestamptz - make_interval(mins => $2)
       and (offline_alerted_at is null or offline_alerted_at < last_seen_at)`,
    [now.toISOString(), OFFLINE_ALERT_MINUTES],
  );
  let sent = 0;
  for (const screen of offline) {
    const slots = await db.query<ScheduleSlot>(
      `select days::int[] as days, to_char(starts_at, 'HH24:MI') as "from",
              case when ends_at = '24:00' then '24:00' else to_char(ends_at, 'HH24:MI') end as "to",
              wallboard_id as "wallboardId"
       from public.screen_schedule_slots where screen_id = $1`,
      [screen.id],
    );
    if (scheduledWallboard(slots, screen.wallboardId, now, options.timeZone) === null) continue;
    const claimed = await db.query(
      `update public.screens set offline_alerted_at = $2 where id = $1
         and (offline_alerted_at is null or offline_alerted_at < last_seen_at) returning id`,
      [screen.id, now.toISOString()],
    );
    if (!claimed.length) continue;
    // The screen's organisation's organisers only (docs/architecture.md "Tenancy").
    const organisers = await db.query<{ email: string }>(
      `select distinct u.email from auth.users u join public.user_roles r on r.user_id = u.id
       where r.role = 'organiser' and r.organisation_id = $1
         and u.email_confirmed_at is not null and u.email is not null order by 1`,
      [screen.organisationId],
    );
    const organisation = await mailOrganisation(db, screen.organisationId);
    for (const { email } of organisers) {
      const lastSeen = new Date(screen.lastSeenAt);
      await mailer.send(offlineScreenMail(email, screen.name, lastSeen, { ...options, organisation }));
      sent++;
    }
  }
  return sent;
}

/** Checks every minute until stopped; a failure is logged and the next check runs as usual. */
export function watchOfflineScreens(
  db: Db,
  mailer: Mailer,
  options: { siteUrl: string; timeZone: string },
  log: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => void alertOfflineScreens(db, mailer, options).catch(log), ALERT_CHECK_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
