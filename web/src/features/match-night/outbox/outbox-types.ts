// The outbox's state and the dependencies it is given (outbox.ts): storage, transport, network
// signals, other tabs and the clock.
import type { Queued, Sent } from './changes.ts';

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

export type Settled = { ok: true; result: Sent } | { ok: false; refusal: Refusal };
export type Applier = (change: Queued, result: Sent) => void;
export type Stored = Pick<OutboxState, 'queue' | 'ids' | 'refused'>;
export type Unsubscribe = () => void;
export type TimerId = ReturnType<typeof setTimeout>;

export interface OutboxDeps {
  /** Where the queue outlives the page (IndexedDB on a phone). */
  storage: {
    read(): Promise<Stored | undefined>;
    /** One read-modify-write, so two tabs never overwrite each other's changes. */
    update(fn: (old: Stored | undefined) => Stored): Promise<void>;
  };
  /** Sends one change; temp frame ids are already resolved into frameId. */
  send(change: Queued, frameId?: number): Promise<Sent>;
  /** Who the next request goes out as, asked before every send. */
  sender(): string | undefined;
  /** The browser's view of the network: now, and its online/offline events. */
  network: { online(): boolean; watch(onChange: (online: boolean) => void): Unsubscribe };
  /** The server answered again by another way (the live stream reopening). */
  reconnected(listener: () => void): Unsubscribe;
  /** Other tabs sharing the storage: told after every save, and telling us of theirs. */
  tabs?(onChange: () => void): { notify(): void; close(): void };
  /** Lets one tab replay at a time (the Idempotency-Key makes a double send harmless anyway). */
  lock?(replay: () => Promise<void>): Promise<void>;
  clock?: { setTimeout(fn: () => void, ms: number): TimerId; clearTimeout(id: TimerId | undefined): void };
  log?(message: string, error: unknown): void;
}
