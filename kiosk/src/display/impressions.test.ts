import { describe, expect, it } from 'vitest';
import { impressionsCount, refusedForGood } from './impressions.ts';

describe('which impressions a display queues and keeps sending', () => {
  it('queues a paired screen’s always, an unpaired display’s only where the wallboard counts them', () => {
    expect(impressionsCount({}, true)).toBe(true);
    expect(impressionsCount({ countUnpairedImpressions: false }, true)).toBe(true);
    expect(impressionsCount({ countUnpairedImpressions: false }, false)).toBe(false);
    // An older API's feed without the setting: nothing counts an unpaired display's, so none is queued.
    expect(impressionsCount({}, false)).toBe(false);
    expect(impressionsCount({ countUnpairedImpressions: true }, false)).toBe(true);
  });

  it('drops a batch refused for good, and retries one that may yet go through', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) expect(refusedForGood(status)).toBe(true);
    for (const status of [408, 429, 500, 502, 503]) expect(refusedForGood(status)).toBe(false);
  });
});
