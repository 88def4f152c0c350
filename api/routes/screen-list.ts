// A paired screen as organisers see it: the screens row, its wallboard's name, and what the TV told
// in its last heartbeat (with the names of what it shows). Shared by the screens and fleet routes.
import type { Queryable } from '../db/port.ts';

export const ONLINE_WITHIN_SECONDS = 90;
const LIST_SQL = `
  select s.id, s.organisation_id as "organisationId", s.name, s.wallboard_id as "wallboardId", w.name as "wallboardName",
         s.last_seen_at as "lastSeenAt", s.user_agent as "userAgent", s.app_version as "appVersion",
         coalesce(s.last_seen_at > now() - make_interval(secs => ${ONLINE_WITHIN_SECONDS}), false) as online,
         s.resolution, s.loaded_at as "loadedAt", s.created_at as "createdAt",
         s.showing_wallboard_id as "showingWallboardId", sw.name as "showingWallboardName",
         s.showing_page as "showingPage", s.showing_sponsor_id as "showingSponsorId", sp.name as "showingSponsorName"
  from public.screens s left join public.wallboards w on w.id = s.wallboard_id
  left join public.wallboards sw on sw.id = s.showing_wallboard_id
  left join public.sponsors sp on sp.id = s.showing_sponsor_id`;

type ListRow = Record<string, unknown> & {
  online: boolean;
  lastSeenAt: unknown;
  showingWallboardId: unknown;
};
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * Every screen the caller may see (RLS: their organisations'), or one organisation's, or one screen,
 * shaped as core/schemas/screen.ts's screenSchema.
 */
export async function listScreen(tx: Queryable, which: { id?: number; organisationId?: number } = {}) {
  const rows = await tx.query<ListRow>(
    which.id === undefined
      ? `${LIST_SQL} where ($1::bigint is null or s.organisation_id = $1) order by s.created_at, s.id`
      : `${LIST_SQL} where s.id = $1`,
    [which.id ?? which.organisationId ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    organisationId: r.organisationId,
    name: r.name,
    wallboardId: r.wallboardId,
    wallboardName: r.wallboardName,
    lastSeenAt: iso(r.lastSeenAt),
    userAgent: r.userAgent,
    appVersion: r.appVersion,
    online: r.online,
    offlineSince: r.online ? null : iso(r.lastSeenAt),
    resolution: r.resolution,
    showing:
      r.showingWallboardId === null
        ? null
        : {
            wallboardId: r.showingWallboardId,
            wallboardName: r.showingWallboardName,
            page: r.showingPage,
            sponsorId: r.showingSponsorId,
            sponsorName: r.showingSponsorName,
          },
    loadedAt: iso(r.loadedAt),
    createdAt: iso(r.createdAt),
  }));
}
