// The test harness of Match Night's outbox (web/src/features/match-night/outbox/, tested by
// tests/web/outbox.test.ts): a phone with a memory storage, a fake server, a fake clock and the
// browser's signals, each under the test's control.
import { vi } from 'vitest';
import type { Frame } from '@core/schemas/frame.ts';
import type { HttpError } from '@/lib/api.ts';
import type { Queued } from '@/features/match-night/outbox/changes.ts';
import { createOutbox, type OutboxDeps, type Stored } from '@/features/match-night/outbox/outbox.ts';

export const ann = 'ann';
export const bob = 'bob';

/** The outbox on a phone whose storage, server, network, live stream and clock the test holds. */
export function phone(storage = memoryStorage()) {
  const server = fakeServer();
  const clock = fakeClock();
  const network = signal<boolean>();
  const stream = signal<void>();
  const tabs = signal<void>();
  const device = { online: true, user: ann as string | undefined };
  const outbox = createOutbox({
    storage,
    send: server.send,
    sender: () => device.user,
    network: { online: () => device.online, watch: network.listen },
    reconnected: stream.listen,
    tabs: (onChange) => ({ notify() {}, close: tabs.listen(onChange) }),
    clock,
  });
  const goOffline = () => {
    device.online = false;
    server.up = false;
    network.fire(false);
  };
  const goOnline = () => {
    device.online = true;
    server.up = true;
    network.fire(true);
  };
  return { outbox, server, clock, network, stream, tabs, device, storage, goOffline, goOnline };
}

export function memoryStorage() {
  const map = new Map<string, Stored>();
  return {
    map,
    read: async () => map.get('outbox'),
    update: async (fn: (old: Stored | undefined) => Stored) => void map.set('outbox', fn(map.get('outbox'))),
  } satisfies OutboxDeps['storage'] & { map: Map<string, Stored> };
}

export function fakeServer() {
  const frames: Frame[] = [];
  const server = {
    up: true,
    /** Every request that reached the server: the change, its key and the frame id it named. */
    received: [] as { kind: Queued['kind']; key: string; frameId?: number }[],
    /** Keys the server answers with this error instead. */
    refuse: new Map<string, HttpError>(),
    frames,
    send: vi.fn(async (change: Queued, frameId?: number) => {
      if (!server.up) throw new TypeError('Failed to fetch');
      const refusal = server.refuse.get(change.key);
      if (refusal) throw refusal;
      server.received.push({ kind: change.kind, key: change.key, frameId });
      if (change.kind === 'add-frame') {
        const frame: Frame = {
          id: 100 + frames.length,
          fixtureId: change.fixtureId,
          frameNo: frames.length + 1,
          homePlayerId: null,
          awayPlayerId: null,
          homePoints: null,
          awayPoints: null,
          homeRacks: null,
          awayRacks: null,
          homeRace: null,
          awayRace: null,
          event: null,
          winner: 'na',
          enteredByName: null,
          createdAt: '2026-11-22T19:00:00Z',
        };
        frames.push(frame);
        return frame;
      }
      return frames.find((f) => f.id === frameId) ?? frames[0];
    }),
  };
  return server;
}

export type TimerId = ReturnType<typeof setTimeout>;
/** Timers that fire only when the test advances time. */
export function fakeClock() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn: () => void, ms: number) {
      timers.set(++next, { at: now + ms, fn });
      return next as unknown as TimerId;
    },
    clearTimeout(id: TimerId | undefined) {
      timers.delete(id as unknown as number);
    },
    /** How far away each pending timer is. */
    pending: () => [...timers.values()].map((t) => t.at - now),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of timers) {
        if (t.at > now) continue;
        timers.delete(id);
        t.fn();
      }
    },
  };
}

export function signal<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    listen(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    fire: (value: T) => listeners.forEach((l) => l(value)),
    count: () => listeners.size,
  };
}

export const addFrame = { kind: 'add-frame', fixtureId: 7, tempId: -1 } as const;
export const winner = (frameId: number, value: 'home' | 'away') =>
  ({ kind: 'set-frame', fixtureId: 7, frameId, field: 'winner', value }) as const;
