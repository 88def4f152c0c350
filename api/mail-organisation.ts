// E-mails name the organisation they are about once the deployment hosts more than one
// (docs/decisions.md "Organisations: the site, TVs and e-mails"): a deployment of one organisation
// sends exactly the e-mails it sent before organisations existed. One home for the notification,
// invitation and offline-screen e-mails.
import type { Queryable } from './db/port.ts';

/** The organisation's name when the deployment hosts several, else null (name nothing). */
export async function mailOrganisation(
  q: Queryable,
  organisationId: number | string | null,
): Promise<string | null> {
  if (organisationId === null) return null;
  const [row] = await q.query<{ name: string }>(
    `select o.name from public.organisations o
     where o.id = $1 and (select count(*) from public.organisations) > 1`,
    [organisationId],
  );
  return row?.name ?? null;
}

/** A subject led by the organisation's name ("Borough League · Screen offline: Bar TV"), when named. */
export const subjectFor = (subject: string, organisation: string | null) =>
  organisation ? `${organisation} · ${subject}` : subject;
