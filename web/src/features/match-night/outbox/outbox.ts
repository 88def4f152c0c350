// The durable outbox of match night: every change is written to IndexedDB before it is sent, and
// replayed strictly in order, one at a time, until the server has answered it. A lost connection
// leaves the change at the head of the queue; a refusal (4xx) removes it and tells the scorer.
import { get, set } from 'idb-keyval';
import type { Frame } from '../../../../../core/schemas/frame.ts';
import type { Fixture } from '../../../../../core/schemas/fixture.ts';
import { errorText, HttpError } from '../../../lib/api.ts';
import { fallbackText, newKey, send, type Change, type Queued } from './changes.ts';

const STORE_KEY = 'cueboard:match-night:outbox';
const RETRY_MS = 5_000;

export interface Refusal {
  key: string;
  label: string;
  message: string;
}

export interface OutboxState {
  loaded: boolean;
  queue: Queued[];
  /** Temp frame id -> the server's frame id, once its creation has replayed. */
  ids: Record<string, number>;
  refused: Refusal[];
  /** False after a send failed for want of a network, until one succeeds. */
  reachable: boolean;
  online: boolean;
}

type Settled = { ok: true; result: Frame | Fixture } | { ok: false; refusal: Refusal };
export type Applier = (change: Queued, result: Frame | Fixture) => void;

let state: OutboxState = {
  loaded: false,
  queue: [],
  ids: {},
  refused: [],
  reachable: true,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
};
const listeners = new Set<() => void>();
const waiters = new Map<string, (s: Settled) => void>();
let applier: Applier | undefined;
let saving: Promise<unknown> = Promise.resolve();
let flushing: Promise<void> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function update(next: Partial<OutboxState>, persist = true) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
  if (!persist) return saving;
  const { queue, ids, refused } = state;
  // Writes are chained, so IndexedDB always ends with the latest state.
  saving = saving
    .then(() => set(STORE_KEY, { queue, ids, refused }))
    .catch((error: unknown) => {
      console.error('match night: the outbox could not be saved', error);
    });
  return saving;
}

const loading: Promise<void> | undefined =
  typeof window === 'undefined'
    ? undefined
    : get<Pick<OutboxState, 'queue' | 'ids' | 'refused'>>(STORE_KEY)
        .then((saved) => {
          update({ loaded: true, ...saved }, false);
          window.addEventListener('online', () => {
            update({ online: true, reachable: true }, false);
            void flush();
          });
          window.addEventListener('offline', () => update({ online: false }, false));
          // Periodic retry: pub Wi-Fi can be back without the browser noticing.
          setInterval(() => state.queue.length > 0 && void flush(), RETRY_MS);
          void flush();
        })
        .catch((error: unknown) => {
          console.error('match night: the outbox could not be read', error);
          update({ loaded: true }, false);
        });

export const outbox = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => state,
  /** How a replayed change reaches the screen's cached data (set by the route). */
  setApplier(next: Applier | undefined) {
    applier = next;
  },
  /** Queues a change (saved before it is sent) and resolves when the server has answered it. */
  async enqueue(change: Change, label: string): Promise<Settled> {
    await loading;
    const queued = { ...change, key: newKey(), label } as Queued;
    // Completing a match is sent after every other change of that match, even ones made later.
    const completeAt = state.queue.findIndex(
      (q) => q.kind === 'complete' && q.fixtureId === change.fixtureId,
    );
    const queue = [...state.queue];
    if (change.kind !== 'complete' && completeAt >= 0) queue.splice(completeAt, 0, queued);
    else queue.push(queued);
    const settled = new Promise<Settled>((resolve) => waiters.set(queued.key, resolve));
    await update({ queue });
    void flush();
    return settled;
  },
  dismiss(key: string) {
    void update({ refused: state.refused.filter((r) => r.key !== key) });
  },
  flush: () => flush(),
};

function retryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true; // no response at all: the network
  if (error.status >= 500 || error.status === 408 || error.status === 429) return true;
  // The same key still being processed by the server (a response lost mid-flight).
  return error.status === 409 && /Idempotency-Key/i.test(error.serverMessage ?? '');
}

function flush(): Promise<void> {
  if (!flushing) {
    flushing = replay().finally(() => {
      flushing = undefined;
    });
  }
  return flushing;
}

async function replay() {
  await loading;
  await saving;
  clearTimeout(retryTimer);
  while (state.queue.length > 0) {
    const head = state.queue[0];
    const frameId = head.kind === 'set-frame' ? (state.ids[head.frameId] ?? head.frameId) : undefined;
    let result: Frame | Fixture;
    try {
      result = await send(head, frameId);
    } catch (error) {
      if (retryable(error)) {
        update({ reachable: false }, false);
        retryTimer = setTimeout(() => void flush(), RETRY_MS);
        return;
      }
      refuse(head, errorText(error, fallbackText[head.kind]));
      continue;
    }
    applier?.(head, result);
    const ids = head.kind === 'add-frame' ? { ...state.ids, [head.tempId]: result.id } : state.ids;
    await update({ queue: state.queue.filter((q) => q.key !== head.key), ids, reachable: true });
    waiters.get(head.key)?.({ ok: true, result });
    waiters.delete(head.key);
  }
}

/** Removes a refused change, and the changes to a frame whose creation was refused. */
function refuse(head: Queued, message: string) {
  const refusals: Refusal[] = [{ key: head.key, label: head.label, message }];
  let queue = state.queue.filter((q) => q.key !== head.key);
  if (head.kind === 'add-frame') {
    const orphans = queue.filter((q) => q.kind === 'set-frame' && q.frameId === head.tempId);
    queue = queue.filter((q) => !orphans.includes(q));
    for (const o of orphans)
      refusals.push({ key: o.key, label: o.label, message: 'The frame was not created' });
  }
  void update({ queue, refused: [...state.refused, ...refusals] });
  for (const r of refusals) {
    waiters.get(r.key)?.({ ok: false, refusal: r });
    waiters.delete(r.key);
  }
}
