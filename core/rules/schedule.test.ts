import { describe, expect, it } from 'vitest';
import { localWeekMinute, overlappingSlots, scheduledWallboard, type ScheduleSlot } from './schedule.ts';

const matchNight: ScheduleSlot = { days: [4], from: '18:00', to: '23:30', wallboardId: 2 };
const lunch: ScheduleSlot = { days: [1, 2, 3, 4, 5], from: '12:00', to: '14:00', wallboardId: 3 };

describe('a screen schedule', () => {
  it('finds slots that share a day and a minute, and lets slots touch at an edge', () => {
    expect(overlappingSlots([matchNight, lunch])).toBeNull();
    expect(overlappingSlots([lunch, { days: [5, 6], from: '13:59', to: '15:00', wallboardId: 4 }])).toEqual([
      0, 1,
    ]);
    expect(overlappingSlots([lunch, { days: [1], from: '14:00', to: '24:00', wallboardId: 4 }])).toBeNull();
    expect(
      overlappingSlots([lunch, { days: [6, 7], from: '12:00', to: '14:00', wallboardId: 4 }]),
    ).toBeNull();
  });

  it("reads the day and minute in the league's time zone", () => {
    // Thursday 2026-11-26 18:30 UTC is Friday 07:30 in Auckland.
    const at = new Date('2026-11-26T18:30:00Z');
    expect(localWeekMinute(at, 'Europe/London')).toEqual({ day: 4, minute: 18 * 60 + 30 });
    expect(localWeekMinute(at, 'Pacific/Auckland')).toEqual({ day: 5, minute: 7 * 60 + 30 });
  });

  it('shows the slot that holds the minute, from its start to just before its end, else the default', () => {
    const slots = [matchNight, lunch];
    const at = (iso: string) => scheduledWallboard(slots, 1, new Date(iso), 'Europe/London');
    expect(at('2026-11-26T17:59:59Z')).toBe(1);
    expect(at('2026-11-26T18:00:00Z')).toBe(2);
    expect(at('2026-11-26T23:29:59Z')).toBe(2);
    expect(at('2026-11-26T23:30:00Z')).toBe(1);
    expect(at('2026-11-27T12:00:00Z')).toBe(3);
    expect(at('2026-11-28T12:00:00Z')).toBe(1);
  });
});
