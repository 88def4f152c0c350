// The durable outbox of match night: every change is written to IndexedDB before it is sent, and
// replayed strictly in order, one at a time, until the server has answered it. A lost connection
// leaves the change at the head of the queue; a refusal (4xx) removes it and tells the scorer.
// Only the signed-in scorer's own changes are sent (owner.ts); everyone else's wait for them.
import { get, update as idbUpdate } from 'idb-keyval';
import type { Frame } from '../../../../../core/schemas/frame.ts';
import type { Fixture } from '../../../../../core/schemas/fixture.ts';
import { errorText, HttpError } from '../../../lib/api.ts';
import { fallbackText, newKey, send, type Change, type Queued } from './changes.ts';
import { ownedBy, sender } from './owner.ts';
import { STORE_KEY, trackSaves } from './waiting.ts';

const RETRY_MS = 5_000;

export interface Refusal {
  key: string;
  label: string;
  message: string;
  /** The scorer whose change it was: only they are shown it. */
  userId?: string;
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

type Stored = Pick<OutboxState, 'queue' | 'ids' | 'refused'>;
const empty: Stored = { queue: [], ids: {}, refused: [] };

let state: OutboxState = {
  loaded: false,
  ...empty,
  reachable: true,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
};
const listeners = new Set<() => void>();
const waiters = new Map<string, (s: Settled) => void>();
let applier: Applier | undefined;
let saving: Promise<unknown> = Promise.resolve();
let unsaved = 0;
/** Counts local changes, so a read that raced one is not taken over it. */
let generation = 0;
let flushing: Promise<void> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
// Another tab of match night on the same phone shares the outbox: tell it when it changed.
const tabs = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(STORE_KEY);
trackSaves(() => saving);

function setState(next: Partial<OutboxState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

const storedOf = (s: Stored): Stored => ({
  queue: s.queue ?? [],
  ids: s.ids ?? {},
  refused: s.refused ?? [],
});

/** Takes what IndexedDB holds (it may include another tab's changes). */
async function adopt() {
  const seen = generation;
  const saved = await get<Stored>(STORE_KEY);
  if (unsaved === 0 && seen === generation) setState({ loaded: true, ...storedOf(saved ?? empty) });
}

/**
 * Applies a change to the screen at once and to IndexedDB as one read-modify-write, so two tabs
 * never overwrite each other's changes. Resolves once it is saved.
 */
function change(fn: (s: Stored) => Stored) {
  setState(fn(storedOf(state)));
  unsaved += 1;
  generation += 1;
  saving = saving
    .then(() => idbUpdate<Stored>(STORE_KEY, (old) => fn(storedOf(old ?? empty))))
    .catch((error: unknown) => console.error('match night: the outbox could not be saved', error))
    .finally(() => {
      unsaved -= 1;
      tabs?.postMessage('changed');
    });
  return saving;
}

const loading: Promise<void> | undefined =
  typeof window === 'undefined'
    ? undefined
    : adopt()
        .catch((error: unknown) => {
          console.error('match night: the outbox could not be read', error);
          setState({ loaded: true });
        })
        .then(() => {
          if (tabs) tabs.onmessage = () => void adopt();
          window.addEventListener('online', () => {
            setState({ online: true, reachable: true });
            void flush();
          });
          window.addEventListener('offline', () => setState({ online: false }));
          // Periodic retry: pub Wi-Fi can be back without the browser noticing.
          setInterval(() => state.queue.some((q) => ownedBy(q, sender())) && void flush(), RETRY_MS);
          void flush();
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
  async enqueue(item: Change, label: string): Promise<Settled> {
    await loading;
    const queued = { ...item, key: newKey(), label, userId: sender() } as Queued;
    const settled = new Promise<Settled>((resolve) => waiters.set(queued.key, resolve));
    await change((s) => ({ ...s, queue: withChange(s.queue, queued) }));
    void flush();
    return settled;
  },
  dismiss(key: string) {
    void change((s) => ({ ...s, refused: s.refused.filter((r) => r.key !== key) }));
  },
  flush: () => flush(),
};

/** Completing a match is sent after every other change of that match, even ones made later. */
function withChange(queue: Queued[], queued: Queued): Queued[] {
  const completeAt = queue.findIndex((q) => q.kind === 'complete' && q.fixtureId === queued.fixtureId);
  if (queued.kind === 'complete' || completeAt < 0) return [...queue, queued];
  return [...queue.slice(0, completeAt), queued, ...queue.slice(completeAt)];
}

function retryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true; // no response at all: the network
  if (error.status >= 500 || error.status === 408 || error.status === 429) return true;
  // The same key still being processed by the server (a response lost mid-flight).
  return error.status === 409 && /Idempotency-Key/i.test(error.serverMessage ?? '');
}

const LOCK = 'cueboard-match-night-outbox';

function flush(): Promise<void> {
  if (!flushing) {
    // One tab sends at a time; the Idempotency-Key would make a double send harmless anyway.
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    const run = (locks ? locks.request(LOCK, () => replay()) : replay()) as Promise<void>;
    flushing = run.finally(() => {
      flushing = undefined;
    });
  }
  return flushing!;
}

async function replay() {
  await loading;
  await saving;
  clearTimeout(retryTimer);
  for (;;) {
    // Asked again after every await, and nothing awaited before the send: the phone may change hands.
    const me = sender();
    if (!me) return;
    if (state.queue.some((q) => q.userId === undefined)) {
      await claim(me);
      continue;
    }
    const head = state.queue.find((q) => q.userId === me);
    if (!head) return;
    const frameId = head.kind === 'set-frame' ? (state.ids[head.frameId] ?? head.frameId) : undefined;
    let result: Frame | Fixture;
    try {
      result = await send(head, frameId);
    } catch (error) {
      if (retryable(error)) {
        setState({ reachable: false });
        retryTimer = setTimeout(() => void flush(), RETRY_MS);
        return;
      }
      await refuse(head, errorText(error, fallbackText[head.kind]));
      continue;
    }
    applier?.(head, result);
    setState({ reachable: true });
    await change((s) => ({
      queue: s.queue.filter((q) => q.key !== head.key),
      ids: head.kind === 'add-frame' ? { ...s.ids, [head.tempId]: result.id } : s.ids,
      refused: s.refused,
    }));
    waiters.get(head.key)?.({ ok: true, result });
    waiters.delete(head.key);
  }
}

/** The older queue format recorded no author: its changes go to the first user who sends. */
function claim(userId: string) {
  return change((s) => ({ ...s, queue: s.queue.map((q) => (q.userId ? q : { ...q, userId })) }));
}

/** Removes a refused change, and the changes to a frame whose creation was refused. */
async function refuse(head: Queued, message: string) {
  const orphan = (q: Queued) =>
    head.kind === 'add-frame' && q.kind === 'set-frame' && q.frameId === head.tempId;
  const refusals: Refusal[] = [
    { key: head.key, label: head.label, message, userId: head.userId },
    ...state.queue.filter(orphan).map((o) => ({
      key: o.key,
      label: o.label,
      message: 'The frame was not created',
      userId: o.userId,
    })),
  ];
  const gone = new Set(refusals.map((r) => r.key));
  await change((s) => ({
    queue: s.queue.filter((q) => !gone.has(q.key)),
    ids: s.ids,
    refused: [...s.refused.filter((r) => !gone.has(r.key)), ...refusals],
  }));
  for (const r of refusals) {
    waiters.get(r.key)?.({ ok: false, refusal: r });
    waiters.delete(r.key);
  }
}
