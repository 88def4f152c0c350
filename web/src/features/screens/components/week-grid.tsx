// A week at a glance: one column per day, each slot a block from its start to its end, labelled
// with its wallboard; what is not covered shows the default wallboard.
import { minutesOf, type ScheduleSlot } from '@core/rules/schedule.ts';

export const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY_MINUTES = 24 * 60;

export function WeekGrid({ slots, nameOf }: { slots: ScheduleSlot[]; nameOf: (id: number) => string }) {
  return (
    <div className="grid grid-cols-7 gap-1 text-xs" data-testid="week-grid">
      {dayNames.map((day, i) => (
        <section key={day} aria-label={day}>
          <h3 className="mb-1 text-center font-medium">{day.slice(0, 3)}</h3>
          <div className="relative h-48 rounded border border-border bg-muted">
            {slots
              .filter((s) => s.days.includes(i + 1))
              .map((s) => (
                <div
                  key={`${s.from}-${s.wallboardId}`}
                  data-testid="slot-block"
                  title={`${s.from}-${s.to} ${nameOf(s.wallboardId)}`}
                  className="absolute inset-x-0 overflow-hidden rounded bg-green-800 px-0.5 text-white"
                  style={{
                    top: `${(minutesOf(s.from) / DAY_MINUTES) * 100}%`,
                    height: `${((minutesOf(s.to) - minutesOf(s.from)) / DAY_MINUTES) * 100}%`,
                  }}
                >
                  {nameOf(s.wallboardId)}
                </div>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
