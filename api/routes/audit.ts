// /api/audit: the database's record of every change, for organisers, newest first, a page at a time.
// The log is written only by the database's triggers; this route only reads it (RLS: organisers).
import { auditPageSchema, auditQuerySchema, type AuditEntry } from '@core/schemas/audit.ts';
import { requireOrganiser } from '../authz.ts';
import type { Queryable } from '../db/port.ts';
import { run } from '../context.ts';
import { ok, routes } from '../declare.ts';
import { parse } from '../validate.ts';

/**
 * Adds each entry's user's e-mail address, read through the API's own connection: auth.users is
 * readable by no API role (api/routes/users.ts), and the caller was checked as an organiser first.
 */
async function withEmails(db: Queryable, items: Omit<AuditEntry, 'userEmail'>[]): Promise<AuditEntry[]> {
  const ids = [...new Set(items.flatMap((e) => (e.userId ? [e.userId] : [])))];
  const rows = ids.length
    ? await db.query<{ id: string; email: string | null }>(
        'select u.id::text as id, u.email from auth.users u where u.id = any($1::uuid[])',
        [ids],
      )
    : [];
  const email = new Map(rows.map((r) => [r.id, r.email]));
  return items.map((e) => ({ ...e, userEmail: (e.userId && email.get(e.userId)) || null }));
}

export const audit = routes().endpoint(
  {
    method: 'get',
    path: '/',
    summary:
      'Recorded changes, newest first (organisers). Filters: table, rowId, userId, from, to (ISO date-times). ' +
      'Paging: limit (default 50, at most 200) and before, the nextBefore of the previous page.',
    request: { query: auditQuerySchema },
    responses: ok(auditPageSchema),
  },
  async (c) => {
    const page = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'read the audit log');
      const q = parse(auditQuerySchema, c.req.query());
      const limit = q.limit ?? 50;
      const items = await tx.query<Omit<AuditEntry, 'userEmail'>>(
        `select a.id, a.at, a.user_id::text as "userId", public.display_name_of(a.user_id) as "userName", a.table_name as "table",
                a.row_id as "rowId", a.action, a.before, a.after,
                case a.table_name
                  when 'invitations' then coalesce(coalesce(a.after, a.before) ->> 'email',
                    (select i.email from public.invitations i where i.id = a.row_id))
                  when 'user_roles' then coalesce(public.display_name_of(s.account),
                    (select i.email from public.invitations i where i.accepted_by = s.account
                     order by i.accepted_at desc limit 1))
                end as subject
         from public.audit_log a
         cross join lateral (select (coalesce(a.after, a.before) ->> 'user_id')::uuid as account) s
         where ($1::text is null or a.table_name = $1) and ($2::bigint is null or a.row_id = $2)
           and ($3::uuid is null or a.user_id = $3) and ($4::timestamptz is null or a.at >= $4)
           and ($5::timestamptz is null or a.at <= $5) and ($6::bigint is null or a.id < $6)
         order by a.id desc limit $7`,
        [
          q.table ?? null,
          q.rowId ?? null,
          q.userId ?? null,
          q.from ?? null,
          q.to ?? null,
          q.before ?? null,
          limit + 1,
        ],
      );
      const more = items.length > limit;
      return { items: items.slice(0, limit), nextBefore: more ? items[limit - 1].id : null };
    });
    return c.json({ ...page, items: await withEmails(c.var.deps.db, page.items) });
  },
);
