// GET /api/live: Server-Sent Events of every change announced by the database's NOTIFY triggers,
// filtered by topic and ids, by what the subscriber may see (live-audience.ts) and, for a paired TV,
// by the leagues its boards show (live-scope.ts). A client that
// stops reading is dropped instead of buffering forever. Every event carries an id (live-cursor.ts):
// a client that reconnects with it as Last-Event-ID first gets what it missed (live-replay.ts), or a
// "reset" event when the log no longer covers it. ApiDeps.liveMaxStreamSeconds ends each stream, as
// Supabase's gateway does (docs/api.md).
import { z } from 'zod';
import { type LiveTopic, topicsOf } from '@core/rules/live-tables.ts';
import { type LiveEvent, type LiveQuery, liveQuerySchema } from '@core/schemas/live.ts';
import { refused, routes } from '../declare.ts';
import { audienceOf, mayHear, pairedPing } from '../live-audience.ts';
import { advance, formatCursor, type Cursor } from '../live-cursor.ts';
import { liveHub } from '../live-hub.ts';
import { followScope } from '../live-scope.ts';
import { consoleLogger } from '../logger.ts';
import { startFrom } from '../live-replay.ts';
import { parse } from '../validate.ts';

export const HEARTBEAT_MS = 15_000;
const RETRY_MS = 3_000;
const LISTEN_WAIT_MS = 2_000;
/** Events queued for one client before it counts as stalled. */
const MAX_QUEUED = 256;

/**
 * What every listener's copy of an event shares, worked out once per event rather than once per
 * listener: with thousands of TVs on one host, each event is fanned out to all of them.
 */
const shared = new WeakMap<LiveEvent, { topics: readonly LiveTopic[]; data: string }>();
function sharedOf(event: LiveEvent) {
  let known = shared.get(event);
  if (!known) {
    const { private: _private, ...shown } = event;
    known = { topics: topicsOf(event), data: `data: ${JSON.stringify(shown)}\n\n` };
    shared.set(event, known);
  }
  return known;
}

function matches(event: LiveEvent, q: LiveQuery): boolean {
  if (!sharedOf(event).topics.some((t) => q.topics.includes(t))) return false;
  if (q.fixtureId !== undefined && event.fixtureId !== undefined && event.fixtureId !== q.fixtureId)
    return false;
  if (q.divisionId !== undefined && event.divisionId !== undefined && event.divisionId !== q.divisionId)
    return false;
  if (q.wallboardId !== undefined && event.wallboardId !== undefined && event.wallboardId !== q.wallboardId) {
    return false;
  }
  return true;
}

const encoder = new TextEncoder();

export const live = routes().endpoint(
  {
    method: 'get',
    path: '/',
    summary: 'Server-Sent Events of changes, filtered by topic and ids',
    request: { query: liveQuerySchema },
    responses: {
      200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
      default: refused,
    },
  },
  async (c) => {
    const query = parse(liveQuerySchema, c.req.query());
    // EventSource sends the header when it reconnects by itself; a new one passes ?lastEventId=.
    const lastEventId = c.req.header('last-event-id') ?? query.lastEventId;
    const audience = await audienceOf(c, query.screen_token);
    // A paired TV hears the league data of its own boards only (live-scope.ts).
    const scope = audience.screen && followScope(c, audience.screen.id);
    const hub = liveHub(c.var.deps.db, c.var.deps.logger);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let cut: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // The stream's cursor, known once the log is read; events heard before that wait in `early`.
    const position: { cursor?: Cursor } = {};
    const early: [LiveEvent, number | undefined][] = [];
    const replayed = new Set<number>();
    let unplaced = false;

    // start() runs during construction, so the controller exists before any event can arrive.
    const stream = new ReadableStream<Uint8Array>(
      {
        start(c) {
          controller = c;
          c.enqueue(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
        },
        cancel: () => stop(),
      },
      { highWaterMark: MAX_QUEUED },
    );
    // Listening before the response goes out: once a client sees the stream open, no change is missed
    // (clients refresh what they show on open, then follow the events). A database that is slow to
    // answer does not hold the response longer than LISTEN_WAIT_MS; the hub keeps trying.
    const subscribed = hub.subscribe((heard, logId) => {
      if (position.cursor) deliver(position.cursor, heard, logId);
      else early.push([heard, logId]);
    });

    /** Sends an event this subscriber may hear; every event it heard moves its cursor on. */
    function deliver(at: Cursor, heard: LiveEvent, logId: number | undefined, fromLog = false) {
      if (logId !== undefined) {
        if (fromLog) replayed.add(logId);
        else if (replayed.has(logId)) return; // replayed from the log already
        if (unplaced) {
          unplaced = false;
          at.max = logId;
        } else advance(at, logId);
      }
      // Another match's event, most of what a page following one match hears: its cursor moved, no more.
      const fixture = heard.fixtureId;
      if (fixture !== undefined && query.fixtureId !== undefined && fixture !== query.fixtureId) return;
      if (scope && !scope.passes(heard)) return;
      const event = mayHear(audience, heard) ? heard : pairedPing(audience, heard);
      if (!event || !matches(event, query)) return;
      const id = logId === undefined ? '' : `id: ${formatCursor(at)}\n`;
      send(`${id}${sharedOf(event).data}`, !position.cursor);
    }
    function stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(cut);
      void subscribed.then((leave) => leave());
    }
    function end() {
      stop();
      try {
        controller.close();
      } catch {
        /* already closed */
      }
    }
    /** What is sent while starting is bounded (live-replay.ts MAX_REPLAY), and may exceed MAX_QUEUED. */
    function send(text: string, force = false) {
      if (stopped) return;
      // desiredSize falls below zero while the client is not reading: drop it, do not stall others.
      if (!force && (controller.desiredSize ?? 0) <= 0) return end();
      controller.enqueue(encoder.encode(text));
    }

    c.req.raw.signal?.addEventListener('abort', stop);
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all([subscribed, scope?.ready]),
      new Promise((r) => (waited = setTimeout(r, LISTEN_WAIT_MS))),
    ]);
    clearTimeout(waited);
    // The database away (a restart): the stream still opens, as live events resume once it is back,
    // and its position starts at the first event it hears (a client asking to resume refetches).
    const start = await startFrom(c, lastEventId).catch((error: unknown) => {
      (c.var.deps.logger ?? consoleLogger).error({ err: error }, 'live: the event log is unreadable');
      unplaced = true;
      return { cursor: { max: 0, holes: new Set<number>() }, missed: lastEventId === undefined ? [] : null };
    });
    const at = start.cursor;
    // Where the stream stands; an empty id (not placed yet) clears the client's.
    const here = () => `id: ${unplaced ? '' : formatCursor(at)}\n`;
    if (start.missed === null) send(`${here()}event: reset\ndata: {}\n\n`, true);
    else for (const { id, event } of start.missed) deliver(at, event, id, true);
    for (const [heard, logId] of early.splice(0)) deliver(at, heard, logId);
    position.cursor = at;
    // The position so far, even when nothing was for this subscriber: a reconnect resumes from here.
    send(`${here()}: ready\n\n`, true);
    if (!stopped) {
      heartbeat = setInterval(() => send(`${here()}: heartbeat\n\n`), HEARTBEAT_MS);
      const maxSeconds = c.var.deps.liveMaxStreamSeconds;
      if (maxSeconds) cut = setTimeout(end, maxSeconds * 1000);
    }
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      },
    });
  },
);
