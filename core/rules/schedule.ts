// A screen's weekly schedule: slots of days, a start and an end time (minutes, in the league's time
// zone) and a wallboard; outside every slot the screen shows its default wallboard. The API refuses
// overlapping slots with this rule; the TV finds the current slot with it, offline too.

export interface ScheduleSlot {
  /** ISO days of the week: 1 Monday ... 7 Sunday. */
  days: number[];
  /** 'HH:MM', included. */
  from: string;
  /** 'HH:MM' after `from` ('24:00' for the end of the day), excluded. */
  to: string;
  wallboardId: number;
}

export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The first pair of slots that share a day and a minute, by index, or null. */
export function overlappingSlots(slots: ScheduleSlot[]): [number, number] | null {
  for (let i = 0; i < slots.length; i++) {
    for (let j = i + 1; j < slots.length; j++) {
      const [a, b] = [slots[i], slots[j]];
      const sameDay = a.days.some((d) => b.days.includes(d));
      if (sameDay && minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to))
        return [i, j];
    }
  }
  return null;
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The ISO day of the week and the minute of the day of an instant in a time zone. */
export function localWeekMinute(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: weekdays.indexOf(part('weekday')) + 1,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The wallboard a screen shows at `at`: the slot's that holds that minute, else the default. */
export function scheduledWallboard(
  slots: ScheduleSlot[],
  defaultWallboardId: number | null,
  at: Date,
  timeZone: string,
): number | null {
  const { day, minute } = localWeekMinute(at, timeZone);
  const slot = slots.find(
    (s) => s.days.includes(day) && minutesOf(s.from) <= minute && minute < minutesOf(s.to),
  );
  return slot ? slot.wallboardId : defaultWallboardId;
}
