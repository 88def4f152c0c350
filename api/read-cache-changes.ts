// How the anonymous-read cache (api/read-cache.ts) learns that public data changed, so that no read
// after a write is answered from before it: every change notes itself in the database
// (note_read_change(), supabase/schemas/live.sql), and the watcher clears the cache on it.
import type { Db } from './db/port.ts';

const CACHE_CHANNEL = 'cueboard_cache';
/** A look at read_changes older than this is not compared with (rows are pruned after ten minutes). */
const LOOK_FORGOTTEN_MS = 60_000;

/** A function a read awaits before it may be answered from the cache: after it, a change is seen. */
export function changeWatcher(db: Db, clear: () => void): () => Promise<void> {
  return db.engine === 'pglite' ? listening(db, clear) : lookingAtChanges(db, clear);
}

/** PGlite: one process, whose NOTIFY arrives before the writer's commit returns. */
function listening(db: Db, clear: () => void): () => Promise<void> {
  let ready: Promise<unknown> | undefined;
  return async () => {
    ready ??= db.listen(CACHE_CHANNEL, clear).catch((error) => {
      ready = undefined;
      throw error;
    });
    await ready;
  };
}

/** The next turn of the event loop, after the I/O already waiting (Node; Deno falls back to a timer). */
const nextTurn: (fn: () => void) => void = globalThis.setImmediate ?? ((fn) => setTimeout(fn, 0));

/**
 * PostgreSQL: a read waits for a look at read_changes that began after it arrived. The reads that
 * arrive in one turn of the event loop share the next look, and looks overlap (each on a pooled
 * connection): a read waits about one round trip, and the process serves others meanwhile instead
 * of idling between looks (docs/decisions.md).
 */
function lookingAtChanges(db: Db, clear: () => void): () => Promise<void> {
  // The newest snapshot before which every change has cleared the cache: the latest-begun look done.
  let known: { snap: string; order: number; at: number } | undefined;
  let begun = 0;
  let next: Promise<void> | undefined;
  const look = async () => {
    const order = ++begun;
    const at = Date.now();
    const since = known && at - known.at < LOOK_FORGOTTEN_MS ? known.snap : null;
    const [row] = await db.query<{ snap: string; changed: boolean }>(
      `select pg_current_snapshot()::text as snap,
         $1::text is null or exists (
           select 1 from public.read_changes r
           where r.xid >= pg_snapshot_xmin($1::pg_snapshot) and not pg_visible_in_snapshot(r.xid, $1::pg_snapshot)
         ) as changed`,
      [since],
    );
    if (row!.changed) clear();
    if (!known || order > known.order) known = { snap: row!.snap, order, at };
  };
  return () =>
    (next ??= new Promise<void>((resolve) => nextTurn(resolve)).then(() => {
      next = undefined;
      return look();
    }));
}
