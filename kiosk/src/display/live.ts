// One shared Server-Sent Events connection to GET /api/live per URL, however many panels listen
// (a playlist mounts one display per item). Reports whether the stream is up, so callers can fall
// back to polling while it is down.
import { liveUrl as streamUrl } from '@core/client/client.ts';
import { clientFor, type Credentials } from './request.ts';

import type { LiveEvent } from '@core/schemas/live.ts';

type Listener = { onEvent(e: LiveEvent): void; onStatus(up: boolean): void };

interface Connection {
  source: EventSource | null;
  listeners: Set<Listener>;
  up: boolean;
  setUp(up: boolean): void;
  connect(): void;
}

const connections = new Map<string, Connection>();

function open(url: string): Connection {
  const conn: Connection = {
    source: null,
    listeners: new Set(),
    up: false,
    setUp(up) {
      if (conn.up === up) return;
      conn.up = up;
      conn.listeners.forEach((l) => l.onStatus(up));
    },
    connect() {
      conn.source?.close();
      const source = new EventSource(url);
      conn.source = source;
      source.onopen = () => conn.setUp(true);
      // EventSource reconnects by itself (retry); until it does, listeners poll.
      source.onerror = () => conn.setUp(false);
      source.onmessage = (msg: MessageEvent) => {
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
