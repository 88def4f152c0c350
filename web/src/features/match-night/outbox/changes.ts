// The changes a scorer makes, as they wait in the outbox, and how each one is sent. Every change
// carries its own Idempotency-Key, so a change re-sent after a lost response is applied once.
import type { FrameWinner } from '@core/schemas/enums.ts';
import type { Frame, FrameUpdate } from '@core/schemas/frame.ts';
import type { Fixture } from '@core/schemas/fixture.ts';
import { api, ok } from '@/lib/api.ts';

export type FrameField = 'homePlayerId' | 'awayPlayerId' | 'winner';
export type FieldValue = number | null | FrameWinner;

/** A frame's details as match night sends them: points or racks in pairs, or the event. */
export type FrameDetailsChange = Pick<
  FrameUpdate,
  'homePoints' | 'awayPoints' | 'homeRacks' | 'awayRacks' | 'event'
>;

export type Change =
  /** tempId: a negative id the screen uses until the server has numbered the frame. */
  | { kind: 'add-frame'; fixtureId: number; tempId: number }
  | { kind: 'set-frame'; fixtureId: number; frameId: number; field: FrameField; value: FieldValue }
  | { kind: 'set-details'; fixtureId: number; frameId: number; details: FrameDetailsChange }
  | { kind: 'add-break'; fixtureId: number; frameId: number; playerId: number; value: number }
  | { kind: 'complete'; fixtureId: number };

/** What the server answers a change with: the frame, the fixture, or a new break's id. */
export type Sent = Frame | Fixture | { id: number };

export type Queued = Change & {
  /** The Idempotency-Key, and the change's identity in the queue. */
  key: string;
  /** What the scorer did, in words: shown if the server refuses it. */
  label: string;
  /** Who made it (see owner.ts); absent in the older queue format. */
  userId?: string;
};

/** The spec's fallback texts for a refused change (section 8). */
export const fallbackText: Record<Change['kind'], string> = {
  'add-frame': 'Failed to create frame',
  'set-frame': 'Failed to update frame',
  'set-details': 'Failed to update frame',
  'add-break': 'Failed to record break',
  complete: 'Failed to complete match',
};

/** Sends one change; temp frame ids are resolved by the caller first. */
export function send(change: Queued, frameId?: number): Promise<Sent> {
  const headers = { 'Idempotency-Key': change.key };
  switch (change.kind) {
    case 'add-frame':
      return ok(api.fixtures[':id'].frames.$post({ param: { id: change.fixtureId }, json: {} }, { headers }));
    case 'set-frame':
      return ok(
        api.frames[':id'].$patch(
          { param: { id: frameId }, json: { [change.field]: change.value } },
          { headers },
        ),
      );
    case 'set-details':
      return ok(api.frames[':id'].$patch({ param: { id: frameId }, json: change.details }, { headers }));
    case 'add-break':
      return ok(
        api.frames[':id'].breaks.$post(
          { param: { id: frameId }, json: { playerId: change.playerId, value: change.value } },
          { headers },
        ),
      );
    case 'complete':
      return ok(
        api.fixtures[':id'].$patch(
          { param: { id: change.fixtureId }, json: { status: 'final' } },
          { headers },
        ),
      );
  }
}

export function newKey(): string {
  return crypto.randomUUID();
}

let lastTemp = 0;
/** A negative id unique on this device (time based, so it survives reloads). */
export function newTempId(): number {
  lastTemp = Math.min(lastTemp - 1, -Date.now());
  return lastTemp;
}
