// Reads GET /api/live as a client would: events parsed from the SSE stream, waited on by condition.
import { expect } from 'vitest';
import type { Harness } from './support.ts';

export interface Stream {
  events: Record<string, unknown>[];
  text: () => string;
  next(predicate: (e: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function open(h: Harness, query: string, token?: string): Promise<Stream> {
  const res = await h.app.request(
    `/api/live${query}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  let consumed = 0;
  const events: Record<string, unknown>[] = [];
  let wake = () => {};
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      raw += decoder.decode(value);
      // Complete messages only (they end with a blank line); identical payloads are distinct events.
      const end = raw.lastIndexOf('\n\n');
      if (end >= consumed) {
        for (const m of raw.slice(consumed, end).matchAll(/^data: (.+)$/gm)) events.push(JSON.parse(m[1]));
        consumed = end + 2;
      }
      wake();
    }
  })();
  return {
    events,
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
