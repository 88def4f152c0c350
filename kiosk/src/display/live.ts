// One shared Server-Sent Events connection to GET /api/live per URL, however many panels listen
// (a playlist mounts one display per item). Reports whether the stream is up, so callers can fall
// back to polling while it is down.

export interface LiveEvent {
  type: string;
  fixtureId?: number;
  divisionId?: number;
  wallboardId?: number;
  sponsorId?: number;
  frameId?: number;
  screenId?: number;
}

type Listener = { onEvent(e: LiveEvent): void; onStatus(up: boolean): void };

interface Connection {
  source: EventSource;
  listeners: Set<Listener>;
  up: boolean;
}

const connections = new Map<string, Connection>();

function open(url: string): Connection {
  const source = new EventSource(url);
  const conn: Connection = { source, listeners: new Set(), up: false };
  const setUp = (up: boolean) => {
    if (conn.up === up) return;
    conn.up = up;
    conn.listeners.forEach((l) => l.onStatus(up));
  };
  source.onopen = () => setUp(true);
  // EventSource reconnects by itself (retry); until it does, listeners poll.
  source.onerror = () => setUp(false);
  const deliver = (msg: MessageEvent) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(msg.data);
    } catch {
      return;
    }
    if (event && typeof event.type === 'string') conn.listeners.forEach((l) => l.onEvent(event));
  };
  source.onmessage = deliver;
  // Servers may name their events after the type ("fixtures.update"); listen to those too.
  for (const table of [
    'fixtures',
    'frames',
    'standings',
    'wallboards',
    'wallboard_sponsors',
    'sponsors',
    'screens',
  ]) {
    for (const op of ['insert', 'update', 'delete'])
      source.addEventListener(`${table}.${op}`, deliver as EventListener);
  }
  return conn;
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
      conn.source.close();
      connections.delete(url);
    }
  };
}
