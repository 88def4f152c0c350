// One shared Server-Sent Events connection to GET /api/live per URL, however many panels listen
// (a playlist mounts one display per item). Reports whether the stream is up, so callers can fall
// back to polling while it is down. A stream that was cut resumes after the last event it delivered
// (EventSource's own reconnect sends Last-Event-ID; a new one passes ?lastEventId=), and a "reset"
// (the server's log no longer covers it) counts as down and up again: listeners refetch.
import { liveUrl as streamUrl } from '@core/client/client.ts';
import { clientFor, type Credentials } from './request.ts';

import type { LiveEvent } from '@core/schemas/live.ts';

type Listener = { onEvent(e: LiveEvent): void; onStatus(up: boolean): void };

interface Connection {
  source: EventSource | null;
  /** The id of the last event delivered: where a new EventSource resumes. */
  lastId: string;
  listeners: Set<Listener>;
  up: boolean;
  setUp(up: boolean): void;
  connect(): void;
}

const connections = new Map<string, Connection>();

function open(url: string): Connection {
  const conn: Connection = {
    source: null,
    lastId: '',
    listeners: new Set(),
    up: false,
    setUp(up) {
      if (conn.up === up) return;
      conn.up = up;
      conn.listeners.forEach((l) => l.onStatus(up));
    },
    connect() {
      conn.source?.close();
      const resume = new URL(url, location.href);
      if (conn.lastId) resume.searchParams.set('lastEventId', conn.lastId);
      const source = new EventSource(resume.href);
      conn.source = source;
      source.onopen = () => conn.setUp(true);
      // EventSource reconnects by itself (retry); until it does, listeners poll.
      source.onerror = () => conn.setUp(false);
      source.addEventListener('reset', (msg: MessageEvent) => {
        conn.lastId = msg.lastEventId;
        conn.setUp(false);
        conn.setUp(true);
      });
      source.onmessage = (msg: MessageEvent) => {
        if (msg.lastEventId) conn.lastId = msg.lastEventId;
        let event: LiveEvent;
        try {
          event = JSON.parse(msg.data);
        } catch {
          return;
        }
        if (event && typeof event.type === 'string') conn.listeners.forEach((l) => l.onEvent(event));
      };
    },
  };
  conn.connect();
  return conn;
}

// A dropped network may leave a stream that looks open but delivers nothing: count it as down at
// once, and open a fresh one when the network is back.
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => connections.forEach((c) => c.setUp(false)));
  window.addEventListener('online', () => connections.forEach((c) => c.connect()));
}

/** Subscribes to the live stream at url; returns the unsubscribe function. */
export function subscribeLive(url: string, listener: Listener): () => void {
  if (typeof EventSource === 'undefined') {
    listener.onStatus(false);
    return () => {};
  }
  let conn = connections.get(url);
  if (!conn) {
    conn = open(url);
    connections.set(url, conn);
  }
  conn.listeners.add(listener);
  listener.onStatus(conn.up);
  return () => {
    conn.listeners.delete(listener);
    if (conn.listeners.size === 0) {
      conn.source?.close();
      connections.delete(url);
    }
  };
}

/**
 * The stream's URL. EventSource cannot send headers, so a paired screen's token (or a user's) goes in
 * the query: without it the stream carries public data only, not a private wallboard's changes.
 */
export function liveUrl(apiUrl: string, creds: Credentials = {}): string {
  const { screenToken, token } = creds;
  return streamUrl(clientFor(apiUrl), screenToken ? { screenToken } : { accessToken: token });
}
