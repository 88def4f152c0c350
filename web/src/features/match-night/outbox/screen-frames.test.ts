import { describe, expect, it } from 'vitest';
import type { Frame } from '@core/schemas/frame.ts';
import type { Queued } from './changes.ts';
import { describeChange, screenMatch } from './screen-frames.ts';

const frame = (id: number, frameNo: number, winner: Frame['winner'] = 'na'): Frame => ({
  id,
  fixtureId: 7,
  frameNo,
  homePlayerId: null,
  awayPlayerId: null,
  homePoints: null,
  awayPoints: null,
  homeRacks: null,
  awayRacks: null,
  homeRace: null,
  awayRace: null,
  event: null,
  winner,
  createdAt: '2026-11-22T19:00:00Z',
  enteredByName: null,
});
let n = 0;
const q = <C extends Omit<Queued, 'key' | 'label'>>(change: C) =>
  ({ ...change, key: `k${++n}`, label: 'x' }) as Queued;

describe('what the scorer sees while changes wait', () => {
  it('shows a frame added offline as the next number, with its winner, before the server knows', () => {
    const queue = [
      q({ kind: 'add-frame', fixtureId: 7, tempId: -5 }),
      q({ kind: 'set-frame', fixtureId: 7, frameId: -5, field: 'winner', value: 'away' }),
      q({ kind: 'set-frame', fixtureId: 7, frameId: 11, field: 'homePlayerId', value: 3 }),
      q({ kind: 'set-frame', fixtureId: 8, frameId: 99, field: 'winner', value: 'home' }),
    ];
    const { frames, completing } = screenMatch(7, [frame(11, 1, 'home')], queue, {});
    expect(frames.map((f) => [f.frameNo, f.id, f.winner, f.homePlayerId, f.pending])).toEqual([
      [1, 11, 'home', 3, true],
      [2, -5, 'away', null, true],
    ]);
    expect(completing).toBe(false);
  });

  it('keeps the row key when the temp frame becomes the server frame, and drops the duplicate', () => {
    const queue = [
      q({ kind: 'add-frame', fixtureId: 7, tempId: -5 }),
      q({ kind: 'set-frame', fixtureId: 7, frameId: -5, field: 'winner', value: 'home' }),
      q({ kind: 'complete', fixtureId: 7 }),
    ];
    const before = screenMatch(7, [], queue, {});
    const after = screenMatch(7, [frame(40, 1)], queue.slice(1), { '-5': 40 });
    expect(before.frames[0].rowKey).toBe(after.frames[0].rowKey);
    expect(after.frames).toHaveLength(1);
    expect(after.frames[0]).toMatchObject({ id: 40, winner: 'home', pending: true });
    expect(after.completing).toBe(true);
  });

  it('describes a refused change by frame, field and value', () => {
    const name = (id: number) => (id === 3 ? 'Ann Lee' : '?');
    expect(describeChange({ kind: 'set-frame', field: 'winner', value: 'na' }, 4, name)).toBe(
      'Frame 4: winner N/A',
    );
    expect(describeChange({ kind: 'set-frame', field: 'awayPlayerId', value: 3 }, 2, name)).toBe(
      'Frame 2: away player Ann Lee',
    );
    expect(describeChange({ kind: 'add-frame' }, 6, name)).toBe('Add frame 6');
  });
});
