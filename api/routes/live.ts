// GET /api/live: Server-Sent Events of every change announced by the database's NOTIFY triggers,
// filtered by topic and ids, and by what the subscriber may see (live-audience.ts). A client that
// stops reading is dropped instead of buffering forever.
import { z } from 'zod';
import { topicsOf } from '@core/rules/live-tables.ts';
import { type LiveEvent, type LiveQuery, liveQuerySchema } from '@core/schemas/live.ts';
import { refused, routes } from '../declare.ts';
import { audienceOf, mayHear, pairedPing } from '../live-audience.ts';
import { liveHub } from '../live-hub.ts';
import { parse } from '../validate.ts';

export const HEARTBEAT_MS = 15_000;
const RETRY_MS = 3_000;
const LISTEN_WAIT_MS = 2_000;
/** Events queued for one client before it counts as stalled. */
const MAX_QUEUED = 256;

function matches(event: LiveEvent, q: LiveQuery): boolean {
  if (!topicsOf(event).some((t) => q.topics.includes(t))) return false;
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
    const audience = await audienceOf(c, query.screen_token);
    const hub = liveHub(c.var.deps.db, c.var.deps.logger);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let stopped = false;

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
    const subscribed = hub.subscribe((heard) => {
      const event = mayHear(audience, heard) ? heard : pairedPing(audience, heard);
      if (!event || !matches(event, query)) return;
      const { private: _private, ...shown } = event;
      send(`data: ${JSON.stringify(shown)}\n\n`);
    });

    function stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      void subscribed.then((leave) => leave());
    }
    function send(text: string) {
      if (stopped) return;
      // desiredSize falls below zero while the client is not reading: drop it, do not stall others.
      if ((controller.desiredSize ?? 0) <= 0) {
        stop();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
        return;
      }
      controller.enqueue(encoder.encode(text));
    }

    c.req.raw.signal?.addEventListener('abort', stop);
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([subscribed, new Promise((r) => (waited = setTimeout(r, LISTEN_WAIT_MS)))]);
    clearTimeout(waited);
    if (!stopped) heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
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
