// One cache for anonymous reads, in front of every public GET: the /api lists, feeds, statistics and
// calendars (api/app.ts) and the public site's pages and embeds (server/site/handler.ts). An entry
// is the whole response, keyed by everything that changes it (method, full URL, gzip or not, an
// allowed CORS origin); concurrent misses for a key share one fill. A request with credentials
// (Authorization, a screen token, a cookie) is never served from it nor stored in it.
//
// No stale window: every change to public data notes itself in the database (note_read_change(),
// supabase/schemas/live.sql). On PGlite, one process, its NOTIFY arrives before the writer's commit
// returns, and clears the cache. On PostgreSQL (maybe several hosts), each read first waits for a
// look at read_changes that began after the read arrived (one query shared by every read waiting);
// a transaction committed since the previous look clears the cache. Clearing is whole-cache: a fill
// costs one handler run per address per change (docs/decisions.md).
//
// Answers that change with the clock alone ("tonight", a sponsor's dates, a lapsing confirmation)
// are refilled after MAX_AGE_MS, by one read while the others still get the aged answer (a crowd
// never stalls on a refill); the bound on memory is an LRU by bytes (READ_CACHE_MB).
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/port.ts';
import { gzip } from './gzip.ts';
import { changeWatcher } from './read-cache-changes.ts';

/** Clock-driven answers lag by at most this and one refill; writes clear entries at once. */
export const MAX_AGE_MS = 5_000;
/** What a CDN or browser is told about an anonymous read (docs/operations.md). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const DEFAULT_READ_CACHE_BYTES = 64 * 1024 * 1024;
/** Smaller answers gain too little from gzip to be worth a browser's inflating. */
const GZIP_FROM_BYTES = 1024;

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  bytes: number;
  at: number;
}

export interface ReadCacheStats {
  /** Handler runs that filled (or tried to fill) an entry. */
  fills: number;
  hits: number;
  entries: number;
  bytes: number;
}

export interface ReadCache {
  /** The response for a cacheable request: from the cache, or from one shared run of fill. */
  serve(request: Request, key: string, fill: () => Promise<Response>): Promise<Response>;
  clear(): void;
  stats(): ReadCacheStats;
}

const caches = new WeakMap<Db, ReadCache>();

/** The cache of a database's anonymous reads; the first caller's bound holds (0: no cache). */
export function readCache(db: Db, maxBytes = DEFAULT_READ_CACHE_BYTES): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createReadCache(db, maxBytes);
    caches.set(db, cache);
  }
  return cache;
}

/** Credentials make a read personal: never cached, and marked private. */
export function isPersonal(request: Request): boolean {
  const h = request.headers;
  return h.has('authorization') || h.has('x-screen-token') || h.has('cookie');
}

const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');

/** The key of an anonymous GET: everything its answer depends on besides the database. */
export function keyOf(request: Request, corsOrigin = ''): string {
  return `${request.url} ${acceptsGzip(request) ? 'gz' : ''} ${corsOrigin}`;
}

function createReadCache(db: Db, maxBytes: number): ReadCache {
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | undefined>>();
  const counts = { fills: 0, hits: 0, bytes: 0 };
  let epoch = 0;
  const clear = () => {
    epoch += 1;
    entries.clear();
    counts.bytes = 0;
    // A fill begun before the change may answer with the data before it: reads after it start anew.
    filling.clear();
  };
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    counts.bytes -= e.bytes;
  };

  const upToDate = changeWatcher(db, clear);

  const fillOnce = async (key: string, accepted: boolean, fill: () => Promise<Response>) => {
    const started = epoch;
    counts.fills += 1;
    const res = await fill();
    if (!storable(res)) {
      if (started === epoch) drop(key);
      return { res };
    }
    let body = new Uint8Array(await res.arrayBuffer());
    const headers: [string, string][] = [];
    res.headers.forEach((value, name) => {
      if (!['cache-control', 'etag', 'x-cache', 'content-length'].includes(name)) headers.push([name, value]);
    });
    headers.push(['cache-control', PUBLIC_CACHE_CONTROL]);
    // Gzipped once per fill, not per request (JSON lists and calendars shrink to a fifth or less).
    if (body.byteLength >= GZIP_FROM_BYTES && !res.headers.has('content-encoding')) {
      if (!/accept-encoding/i.test(res.headers.get('vary') ?? '')) headers.push(['vary', 'Accept-Encoding']);
      if (accepted) {
        body = await gzip(body);
        headers.push(['content-encoding', 'gzip']);
      }
    }
    const entry: Entry = {
      status: res.status,
      headers,
      body,
      etag: await etagOf(body),
      bytes: body.byteLength + key.length + 64 * headers.length + 200,
      at: Date.now(),
    };
    // A change during the fill: this answer may predate it, so it serves only those already waiting.
    if (started === epoch) drop(key);
    if (started === epoch && entry.bytes <= maxBytes) {
      entries.set(key, entry);
      counts.bytes += entry.bytes;
      for (const [k, e] of entries) {
        if (counts.bytes <= maxBytes) break;
        entries.delete(k);
        counts.bytes -= e.bytes;
      }
    }
    return { entry };
  };

  return {
    clear,
    stats: () => ({ ...counts, entries: entries.size }),
    async serve(request, key, fill) {
      if (maxBytes <= 0) return fill();
      await upToDate();
      const hit = entries.get(key);
      let shared = filling.get(key);
      // Aged out (not changed: a change removes it): the crowd keeps it while one read refills it.
      if (hit && (Date.now() - hit.at < MAX_AGE_MS || shared)) {
        counts.hits += 1;
        entries.delete(key); // most recently used last: eviction takes the first
        entries.set(key, hit);
        return answer(request, hit, 'hit');
      }
      if (shared) {
        const entry = await shared;
        // Not storable (an error, a streamed or private answer): each waiter runs its own.
        return entry ? answer(request, entry, 'hit') : fill();
      }
      let own: Response | undefined;
      shared = fillOnce(key, acceptsGzip(request), fill).then(({ res, entry }) => {
        own = res;
        return entry;
      });
      filling.set(key, shared);
      try {
        const entry = await shared;
        return entry ? answer(request, entry, 'miss') : own!;
      } finally {
        if (filling.get(key) === shared) filling.delete(key);
      }
    },
  };
}

/** 200s and 404s that nobody marked private, uncompressed by a proxy and not a stream. */
function storable(res: Response): boolean {
  if (res.status !== 200 && res.status !== 404) return false;
  if (res.headers.has('set-cookie')) return false;
  if (/\b(no-store|private)\b/.test(res.headers.get('cache-control') ?? '')) return false;
  return !(res.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

function answer(request: Request, entry: Entry, how: 'hit' | 'miss'): Response {
  const headers = new Headers(entry.headers);
  headers.set('etag', entry.etag);
  headers.set('x-cache', how);
  const matches = (request.headers.get('if-none-match') ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === entry.etag || tag.trim() === '*');
  if (matches && entry.status === 200) {
    for (const name of ['content-type', 'content-length', 'content-encoding']) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(entry.body.byteLength ? entry.body : null, { status: entry.status, headers });
}

async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body));
  let text = '';
  for (const byte of digest.subarray(0, 12)) text += String.fromCharCode(byte);
  return `"${btoa(text).replaceAll('+', '-').replaceAll('/', '_')}"`;
}

export interface CachedReadsOptions {
  db: Db;
  maxBytes?: number;
  /** Whether this GET may be cached at all (a public read). */
  cacheable(path: string): boolean;
  /** The CORS origin the answer depends on ('' when none). */
  corsOrigin?(request: Request): string;
  /**
   * Reads whose screen token matters only when the anonymous answer is not a 200 (a wallboard's
   * feed: a paired screen may also show a private one), with the app to ask anonymously.
   */
  screens?: { shares(path: string): boolean; fetch(request: Request): Response | Promise<Response> };
}

/** Only a screen token (no user's credentials): a TV. */
const screenOnly = (request: Request) =>
  request.headers.has('x-screen-token') &&
  !request.headers.has('authorization') &&
  !request.headers.has('cookie');

/** The cache as Hono middleware; personal GETs pass through, marked private. */
export function cachedReads(options: CachedReadsOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const screens = options.screens;
    if (screens && screenOnly(c.req.raw) && screens.shares(c.req.path)) {
      // A public wallboard's feed is the same for its paired TVs as for anyone: shared. The
      // anonymous ask never carries the token, so a private feed is never kept.
      const headers = new Headers(c.req.raw.headers);
      headers.delete('x-screen-token');
      const shared = await screens.fetch(new Request(c.req.url, { headers }));
      if (shared.status === 200 || shared.status === 304) {
        c.res = undefined;
        c.res = shared;
        return;
      }
    }
    if (isPersonal(c.req.raw)) {
      await next();
      // A route's own rule stands (no-store on GET /api/me, no-transform on the live stream) unless it
      // is public (a calendar's): nothing signed in is ever marked public.
      const rule = c.res.headers.get('cache-control');
      if (!rule || /\bpublic\b/.test(rule)) c.header('cache-control', PRIVATE_CACHE_CONTROL);
      return;
    }
    if (!options.cacheable(c.req.path)) return next();
    const cache = readCache(options.db, options.maxBytes);
    const key = keyOf(c.req.raw, options.corsOrigin?.(c.req.raw));
    const res = await cache.serve(c.req.raw, key, async () => {
      await next();
      return c.res;
    });
    // Replaced, not merged: Hono's setter would copy the handler's own headers onto the answer.
    c.res = undefined;
    c.res = res;
  };
}
