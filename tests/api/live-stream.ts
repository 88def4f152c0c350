// Reads GET /api/live as a client would: events parsed from the SSE stream, waited on by condition.
import { expect } from 'vitest';

export interface Stream {
  /** The unnamed events' data, as EventSource's onmessage receives them. */
  events: Record<string, unknown>[];
  /** Named events ("reset"), in order. */
  named: string[];
  /** The last id the stream sent: what EventSource would send back as Last-Event-ID. */
  lastId: () => string | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  text: () => string;
  next(predicate: (e: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** An app's request(), or the same over fetch (the Edge Function). */
interface Requester {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export interface OpenOptions {
  /** Another app on the same database (one that cuts its streams). */
  app?: Requester;
  lastEventId?: string;
}

/** h: a harness, or anything that answers requests as its app does (the Edge Function over fetch). */
export async function open(
  h: { app: Requester },
  query: string,
  token?: string,
  o: OpenOptions = {},
): Promise<Stream> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (o.lastEventId !== undefined) headers['last-event-id'] = o.lastEventId;
  const res = await (o.app ?? h.app).request(`/api/live${query}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  let consumed = 0;
  const events: Record<string, unknown>[] = [];
  const named: string[] = [];
  let lastId: string | undefined;
  let wake = () => {};
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      raw += decoder.decode(value);
      // Complete messages only (they end with a blank line); identical payloads are distinct events.
      const end = raw.lastIndexOf('\n\n');
      if (end >= consumed) {
        for (const block of raw.slice(consumed, end).split('\n\n')) {
          const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
          lastId = field('id') ?? lastId;
          const data = field('data');
          if (field('event')) named.push(field('event')!);
          else if (data !== undefined) events.push(JSON.parse(data));
        }
        consumed = end + 2;
      }
      wake();
    }
  })();
  return {
    events,
    named,
    lastId: () => lastId,
    ended,
    text: () => raw,
    async next(predicate, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
    },
    close: () => reader.cancel(),
  };
}
