// The durable outbox of match night: every change is saved before it is sent, and replayed strictly
// in order, one at a time, until the server has answered it. A lost connection leaves the change at
// the head of the queue and retries with backoff; the connection coming back (the browser's online
// event, the live stream reopening) replays at once. A refusal (4xx) removes the change and tells
// the scorer. Only the signed-in scorer's own changes are sent (owner.ts); everyone else's wait.
// Storage, transport, signals and clock come in as dependencies (outbox-types.ts), and nothing runs
// before start().
import type {
  Applier,
  OutboxDeps,
  OutboxState,
  Refusal,
  Settled,
  Stored,
  TimerId,
  Unsubscribe,
} from './outbox-types.ts';
import { errorText, HttpError } from '@/lib/api.ts';
import { fallbackText, newKey, type Change, type Queued, type Sent } from './changes.ts';
import { ownedBy } from './owner.ts';

/** Retries after a lost connection wait 1 s, 2 s, 4 s, then 5 s each. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 5_000;

const empty: Stored = { queue: [], ids: {}, refused: [] };
const storedOf = (s: Partial<Stored>): Stored => ({
  queue: s.queue ?? [],
  ids: s.ids ?? {},
  refused: s.refused ?? [],
});

export type { Applier, OutboxDeps, OutboxState, Settled, Stored } from './outbox-types.ts';

export function createOutbox(deps: OutboxDeps) {
  // Wrapped: a browser refuses clearTimeout called as a method of another object.
  const clock = deps.clock ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
  };
  const lock = deps.lock ?? ((replay) => replay());
  const log = deps.log ?? ((message, error) => console.error(message, error));

  let state: OutboxState = { loaded: false, ...empty, reachable: true, online: true };
  const listeners = new Set<() => void>();
  const waiters = new Map<string, (s: Settled) => void>();
  let applier: Applier | undefined;
  let saving: Promise<unknown> = Promise.resolve();
  let unsaved = 0;
  /** Counts local changes, so a read that raced one is not taken over it. */
  let generation = 0;
  let running = false;
  let stops: Unsubscribe[] = [];
  let tabs: ReturnType<NonNullable<OutboxDeps['tabs']>> | undefined;
  let flushing: Promise<void> | undefined;
  /** A flush asked for while one runs: it may have missed a change or a returning connection. */
  let again = false;
  /** The connection came back during this run: a send failing now may have left before it did. */
  let signalled = false;
  let failures = 0;
  let retry: TimerId | undefined;
  let markLoaded!: () => void;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));

  function setState(next: Partial<OutboxState>) {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  }

  const waitingToSend = () => {
    const me = deps.sender();
    return state.queue.some((q) => ownedBy(q, me));
  };

  /** Takes what the storage holds (it may include another tab's changes). */
  async function adopt() {
    const seen = generation;
    const saved = await deps.storage.read();
    if (unsaved === 0 && seen === generation) setState({ loaded: true, ...storedOf(saved ?? empty) });
  }

  /** Another tab saved: take its queue, and send what it leaves of ours if it does not. */
  async function adoptFromTab() {
    await adopt().catch((error: unknown) => log('match night: the outbox could not be read', error));
    if (running && !flushing && retry === undefined && waitingToSend()) schedule(RETRY_MAX_MS);
  }

  /** Applies a change to the screen at once and to the storage; resolves once it is saved. */
  function change(fn: (s: Stored) => Stored) {
    setState(fn(storedOf(state)));
    unsaved += 1;
    generation += 1;
    saving = saving
      .then(() => deps.storage.update((old) => fn(storedOf(old ?? empty))))
      .catch((error: unknown) => log('match night: the outbox could not be saved', error))
      .finally(() => {
        unsaved -= 1;
        tabs?.notify();
      });
    return saving;
  }

  function schedule(ms: number) {
    clock.clearTimeout(retry);
    retry = running
      ? clock.setTimeout(() => {
          retry = undefined;
          void flush();
        }, ms)
      : undefined;
  }

  /** The connection is back: replay now rather than at the next retry. */
  function reconnect(next: Partial<OutboxState>) {
    setState({ ...next, reachable: true });
    failures = 0;
    if (flushing) signalled = true;
    void flush();
  }

  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    clock.clearTimeout(retry);
    retry = undefined;
    signalled = false;
    flushing = lock(replay)
      .catch((error: unknown) => log('match night: the outbox could not replay', error))
      .finally(() => {
        flushing = undefined;
        if (again) {
          again = false;
          void flush();
        }
      });
    return flushing;
  }

  async function replay() {
    await loaded;
    await saving;
    for (;;) {
      // Asked again after every await, and nothing awaited before the send: the phone may change hands.
      const me = deps.sender();
      if (!me) return;
      if (state.queue.some((q) => q.userId === undefined)) {
        await claim(me);
        continue;
      }
      const head = state.queue.find((q) => q.userId === me);
      if (!head) return;
      const frameId = 'frameId' in head ? (state.ids[head.frameId] ?? head.frameId) : undefined;
      let result: Sent;
      try {
        result = await deps.send(head, frameId);
      } catch (error) {
        if (retryable(error)) {
          // Changes queued during this run wait behind this one: only a returning connection
          // is worth another try before the retry.
          if (!signalled) again = false;
          failures += 1;
          setState({ reachable: false });
          schedule(Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1)));
          return;
        }
        await refuse(head, errorText(error, fallbackText[head.kind]));
        continue;
      }
      failures = 0;
      applier?.(head, result);
      setState({ reachable: true });
      await change((s) => ({
        queue: s.queue.filter((q) => q.key !== head.key),
        ids: head.kind === 'add-frame' ? { ...s.ids, [head.tempId]: result.id } : s.ids,
        refused: s.refused,
      }));
      settle(head.key, { ok: true, result });
    }
  }

  function settle(key: string, settled: Settled) {
    waiters.get(key)?.(settled);
    waiters.delete(key);
  }

  /** The older queue format recorded no author: its changes go to the first user who sends. */
  function claim(userId: string) {
    return change((s) => ({ ...s, queue: s.queue.map((q) => (q.userId ? q : { ...q, userId })) }));
  }

  /** Removes a refused change, and the changes to a frame whose creation was refused. */
  async function refuse(head: Queued, message: string) {
    const orphan = (q: Queued) => head.kind === 'add-frame' && 'frameId' in q && q.frameId === head.tempId;
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
    for (const r of refusals) settle(r.key, { ok: false, refusal: r });
  }

  return {
    /** Loads the saved queue, listens for the connection returning, and sends what waits. */
    start() {
      if (running) return;
      running = true;
      setState({ online: deps.network.online() });
      tabs = deps.tabs?.(() => void adoptFromTab());
      stops = [
        deps.network.watch((online) => (online ? reconnect({ online }) : setState({ online }))),
        deps.reconnected(() => reconnect({})),
      ];
      void adopt()
        .catch((error: unknown) => {
          log('match night: the outbox could not be read', error);
          setState({ loaded: true });
        })
        .then(() => {
          markLoaded();
          if (running) void flush();
        });
    },
    /** Stops listening and retrying; waiting changes stay saved for the next start. */
    stop() {
      running = false;
      stops.splice(0).forEach((unsubscribe) => unsubscribe());
      tabs?.close();
      tabs = undefined;
      clock.clearTimeout(retry);
      retry = undefined;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => state,
    /** Resolves once every change made so far is saved. */
    saved: () => saving,
    /** How a replayed change reaches the screen's cached data (set by the route). */
    setApplier(next: Applier | undefined) {
      applier = next;
    },
    /** Queues a change (saved before it is sent) and resolves when the server has answered it. */
    async enqueue(item: Change, label: string): Promise<Settled> {
      await loaded;
      const queued = { ...item, key: newKey(), label, userId: deps.sender() } as Queued;
      const settled = new Promise<Settled>((resolve) => waiters.set(queued.key, resolve));
      await change((s) => ({ ...s, queue: withChange(s.queue, queued) }));
      void flush();
      return settled;
    },
    dismiss(key: string) {
      void change((s) => ({ ...s, refused: s.refused.filter((r) => r.key !== key) }));
    },
    flush,
  };
}

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
