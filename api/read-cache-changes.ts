// How the anonymous-read cache (api/read-cache.ts) learns that public data changed, so that no read
// after a write is answered from before it: every change notes itself in the database
// (note_read_change(), supabase/schemas/live.sql), and the watcher clears the cache on it.
import type { Db } from './db/port.ts';

const CACHE_CHANNEL = 'cueboard_cache';
/** The least time between the starts of two looks at read_changes (PostgreSQL). */
const LOOK_GAP_MS = 5;
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

/**
 * PostgreSQL: a read waits for a look at read_changes that began after it arrived. Looks run one at
 * a time, each compared with the snapshot of the one before, so every read waiting shares one query.
 */
function lookingAtChanges(db: Db, clear: () => void): () => Promise<void> {
  let snapshot: string | null = null;
  let lookedAt = 0;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const look = async () => {
    const started = Date.now();
    const since = started - lookedAt < LOOK_FORGOTTEN_MS ? snapshot : null;
    const [row] = await db.query<{ snap: string; changed: boolean }>(
      `select pg_current_snapshot()::text as snap,
         $1::text is null or exists (
           select 1 from public.read_changes r
           where r.xid >= pg_snapshot_xmin($1::pg_snapshot) and not pg_visible_in_snapshot(r.xid, $1::pg_snapshot)
         ) as changed`,
      [since],
    );
    if (row!.changed) clear();
    snapshot = row!.snap;
    lookedAt = started;
  };
  let lastStart = 0;
  const next = (): Promise<void> => {
    if (!running) {
      lastStart = Date.now();
      running = look().finally(() => (running = undefined));
      return running;
    }
    // Looks at most one per LOOK_GAP_MS under load: each then serves more reads, for a few ms more wait.
    queued ??= running
      .catch(() => {})
      .then(() => new Promise((resolve) => setTimeout(resolve, lastStart + LOOK_GAP_MS - Date.now())))
      .then(() => {
        queued = undefined;
        return next();
      });
    return queued;
  };
  return next;
}
