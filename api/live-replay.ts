// Where a live stream starts: from the log (live_events), read as the API's own service role, since
// an Edge Function instance keeps nothing between runs. A client that sends a Last-Event-ID gets
// every event it missed after it; one the log no longer covers (or garbage) is told to start over.
import { liveEventSchema, type LiveEvent } from '@core/schemas/live.ts';
import { runAsService, type Ctx } from './context.ts';
import { advance, cursorAt, parseCursor, WINDOW, type Cursor } from './live-cursor.ts';

/** More missed events than this: refetching is cheaper than replaying (a reset). */
export const MAX_REPLAY = 2_000;

export interface Start {
  cursor: Cursor;
  /** The events after the client's Last-Event-ID, in log order; null: it must refetch everything. */
  missed: { id: number; event: LiveEvent }[] | null;
}

export function startFrom(c: Ctx, lastEventId: string | undefined): Promise<Start> {
  return runAsService(c, async (tx) => {
    const [bounds] = await tx.query<{ lo: unknown; hi: unknown }>(
      'select min(id) as lo, max(id) as hi from public.live_events',
    );
    const lo = Number(bounds?.lo ?? 0);
    const hi = Number(bounds?.hi ?? 0);
    const fresh = async (missed: Start['missed']): Promise<Start> => {
      const recent = await tx.query<{ id: unknown }>('select id from public.live_events where id > $1', [
        hi - WINDOW,
      ]);
      return {
        cursor: cursorAt(
          hi,
          recent.map((r) => Number(r.id)),
        ),
        missed,
      };
    };
    if (lastEventId === undefined) return fresh([]);
    const from = parseCursor(lastEventId);
    // Older than the log keeps (pruned after ten minutes), or ahead of it (another database): start over.
    if (!from || from.max > hi || from.max < lo - 1) return fresh(null);
    const rows = await tx.query<{ id: unknown; payload: unknown }>(
      'select id, payload from public.live_events where id > $1 or id = any($2::bigint[]) order by id limit $3',
      [from.max, [...from.holes], MAX_REPLAY + 1],
    );
    if (rows.length > MAX_REPLAY) return fresh(null);
    const missed: NonNullable<Start['missed']> = [];
    for (const row of rows) {
      const id = Number(row.id);
      advance(from, id);
      const event = liveEventSchema.safeParse(row.payload);
      if (event.success) missed.push({ id, event: event.data });
    }
    return { cursor: from, missed };
  });
}
