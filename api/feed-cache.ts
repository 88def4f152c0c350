// Anonymous wallboard feeds are the same for every TV showing that wallboard, so they are cached
// briefly and concurrent requests share one load (200 TVs polling cost one query set, not 200).
// Any live event (a NOTIFY from fixtures, frames, standings, wallboards or sponsors) invalidates
// the cache at once, so a display refetching after an event never gets the state before it.
// A NOTIFY reaches this process a moment after the commit, so a signed-in user's write made here
// also clears it at once (feedsFollowUserWrites): whoever saved a change reads it back.
// Since changes clear it, an entry that merely grew old is not known to be stale: for one more TTL
// it is still served while a single load refreshes it, so a busy page never makes every reader
// wait on that load at once (the p99 of the public site's bench, bench/public-site.ts).
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from './context.ts';
import type { Db } from './db/port.ts';
import type { ApiLogger } from './logger.ts';
import { liveHub } from './live-hub.ts';

const TTL_MS = 2_000;

interface Entry {
  generation: number;
  at: number;
  value: Promise<unknown>;
  /** Set once the load has succeeded: only a loaded value is served while it refreshes. */
  loaded?: boolean;
  refreshing?: boolean;
}

interface FeedCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  forget(): void;
}

const caches = new WeakMap<Db, FeedCache>();

export function feedCache(db: Db, logger?: ApiLogger): FeedCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCache(db, logger);
    caches.set(db, cache);
  }
  return cache;
}

function createCache(db: Db, logger?: ApiLogger): FeedCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let unsubscribe: Promise<() => void> | undefined;
  let sweeper: ReturnType<typeof setInterval> | undefined;
  const forget = () => {
    generation += 1;
    entries.clear();
  };

  // Listen only while something is cached, so an idle process holds no LISTEN connection.
  const watch = () => {
    if (unsubscribe) return;
    unsubscribe = liveHub(db, logger).subscribe(forget);
    sweeper = setInterval(() => {
      const now = Date.now();
      for (const [key, e] of entries) if (now - e.at > 2 * TTL_MS) entries.delete(key);
      if (entries.size === 0 && unsubscribe) {
        const stop = unsubscribe;
        unsubscribe = undefined;
        clearInterval(sweeper);
        void stop.then((fn) => fn());
      }
    }, TTL_MS);
    (sweeper as { unref?: () => void }).unref?.();
  };

  return {
    forget,
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const start = () => {
        const entry: Entry = { generation, at: Date.now(), value: load() };
        entry.value.then(
          () => (entry.loaded = true),
          () => entries.get(key) === entry && entries.delete(key),
        );
        return entry;
      };
      const fresh = () => {
        const hit = entries.get(key);
        return hit && hit.generation === generation && Date.now() - hit.at <= TTL_MS ? hit : undefined;
      };
      let hit = fresh();
      if (hit) return hit.value as Promise<T>;
      const old = entries.get(key);
      if (old?.loaded && old.generation === generation && Date.now() - old.at <= 2 * TTL_MS && unsubscribe) {
        if (!old.refreshing) {
          old.refreshing = true;
          const next = start();
          next.value.then(
            () => entries.get(key) === old && next.generation === generation && entries.set(key, next),
            () => (old.refreshing = false),
          );
        }
        return old.value as Promise<T>;
      }
      watch();
      await unsubscribe; // the LISTEN is in place before loading, so no event can slip between
      // Others may have started the load while this request waited: share theirs.
      hit = fresh();
      if (hit) return hit.value as Promise<T>;
      const entry = start();
      entries.set(key, entry);
      return entry.value as Promise<T>;
    },
  };
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Clears the feeds after a signed-in user's successful write; TVs' own writes (anonymous
 *  impressions, heartbeats) leave them cached. */
export const feedsFollowUserWrites = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  if (writes.has(c.req.method) && c.var.claims?.role === 'authenticated' && c.res.status < 400) {
    caches.get(c.var.deps.db)?.forget();
  }
});
