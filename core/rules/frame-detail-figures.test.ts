import { describe, expect, it } from 'vitest';
import { anyRecorded, frameDetailItems, recordedDetails, recordsAny } from './frame-detail-figures.ts';

const figures = {
  highBreak: 112,
  centuries: 1,
  dishes: 2,
  goldenBreaks: 1,
  whitewashes: 0,
  framePointsFor: 211,
  framePointsAgainst: 95,
};

describe('frame detail figures', () => {
  it('shows nothing for a league in the default format', () => {
    const recorded = recordedDetails({ break_threshold: 0, frame_points: false, frame_events: false });
    expect(recordsAny(recorded)).toBe(false);
    expect(frameDetailItems(recorded, figures)).toEqual([]);
    expect(recordsAny(recordedDetails({}))).toBe(false);
  });
  it('shows the figures of what the league records, in order', () => {
    expect(frameDetailItems(recordedDetails({ break_threshold: 30, frame_points: true }), figures)).toEqual([
      ['High break', 112],
      ['Centuries', 1],
      ['Frame points for', 211],
      ['Frame points against', 95],
    ]);
    expect(frameDetailItems(recordedDetails({ frame_events: true }), figures)).toEqual([
      ['Dishes', 2],
      ['Golden breaks', 1],
      ['Whitewashes', 0],
    ]);
  });
  it('shows a dash for a high break before any break', () => {
    const items = frameDetailItems(recordedDetails({ break_threshold: 50 }), { ...figures, highBreak: null });
    expect(items[0]).toEqual(['High break', '–']);
  });
  it('shows over several leagues what any of them records', () => {
    const snooker = recordedDetails({ break_threshold: 30, frame_points: true });
    const pool = recordedDetails({ frame_events: true });
    expect(anyRecorded([snooker, pool])).toEqual({ breaks: true, points: true, events: true });
    expect(anyRecorded([])).toEqual({ breaks: false, points: false, events: false });
  });
});
