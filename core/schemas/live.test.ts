import { describe, expect, it } from 'vitest';
import { liveEventSchema } from './live.ts';

describe('live events as the hub reads them', () => {
  it('keeps what a score board needs', () => {
    const event = {
      type: 'frames.update',
      frameId: 7,
      fixtureId: 3,
      divisionId: 1,
      frameNo: 2,
      winner: 'home',
      homeScore: 1,
      awayScore: 0,
      version: 1795664854131128,
    };
    expect(liveEventSchema.parse(event)).toEqual(event);
  });

  it('still relays an event whose status it does not know, without the status', () => {
    expect(
      liveEventSchema.parse({ type: 'fixtures.update', fixtureId: 3, status: 'abandoned', version: 1 }),
    ).toEqual({ type: 'fixtures.update', fixtureId: 3, version: 1 });
  });
});
