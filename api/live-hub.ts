// One LISTEN on 'cueboard_live' per database, fanned out to every SSE subscriber. The LISTEN is
// opened with the first subscriber and closed with the last, so an idle process holds no connection.
import type { Db } from './db/port.ts';
import { consoleLogger, type ApiLogger } from './logger.ts';
import { liveEventSchema, type LiveEvent } from '@core/schemas/live.ts';

export const LIVE_CHANNEL = 'cueboard_live';
const LISTEN_RETRY_MS = 1_000;

/** An event as announced, with its id in the log (live_events) when the database logged it. */
type Listener = (event: LiveEvent, logId: number | undefined) => void;

export interface LiveHub {
  subscribe(listener: Listener): Promise<() => void>;
  readonly size: number;
}

const hubs = new WeakMap<Db, LiveHub>();

/** The hub of a database; the first caller's logger reports its LISTEN failures. */
export function liveHub(db: Db, logger: ApiLogger = consoleLogger): LiveHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = createHub(db, logger);
    hubs.set(db, hub);
  }
  return hub;
}

function createHub(db: Db, logger: ApiLogger): LiveHub {
  const listeners = new Set<Listener>();
  // Listen/unlisten calls are chained so a quick leave-and-join never leaves two LISTENs or none.
  let chain: Promise<unknown> = Promise.resolve();
  let unlisten: (() => Promise<void>) | undefined;

  const dispatch = (payload: string) => {
    let event: LiveEvent;
    let logId: unknown;
    try {
      const raw = JSON.parse(payload);
      event = liveEventSchema.parse(raw);
      logId = raw.logId;
    } catch {
      return;
    }
    const id = Number.isSafeInteger(logId) ? (logId as number) : undefined;
    for (const listener of [...listeners]) listener(event, id);
  };

  const sync = () => {
    chain = chain
      .then(async () => {
        if (listeners.size > 0 && !unlisten) unlisten = await db.listen(LIVE_CHANNEL, dispatch);
        else if (listeners.size === 0 && unlisten) {
          const stop = unlisten;
          unlisten = undefined;
          // The database may already be closed (shutdown): there is nothing left to unlisten.
          await stop().catch(() => {});
        }
      })
      .catch((error) => {
        // The database is away (a restart): try again, so subscribers get events once it is back.
        logger.error({ err: error }, 'live: listen failed, retrying in 1 s');
        setTimeout(() => void sync(), LISTEN_RETRY_MS).unref?.();
      });
    return chain;
  };

  return {
    get size() {
      return listeners.size;
    },
    async subscribe(listener) {
      listeners.add(listener);
      await sync();
      return () => {
        if (listeners.delete(listener)) void sync();
      };
    },
  };
}
