// The organiser plans what a TV shows through the week: slots of days, a start and an end time and a
// wallboard, in the league's time zone; outside them the screen shows its default wallboard. An
// overlap is refused by the server, naming the slot.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ScheduleSlot } from '@core/rules/schedule.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { HttpError } from '@/lib/api.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import type { Screen } from '../api/get-screens.ts';
import { scheduleQuery, useSaveSchedule } from '../api/screen-schedule.ts';
import { dayNames, WeekGrid } from './week-grid.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

const input = 'h-9 rounded-md border border-border bg-white px-2 text-sm';
/** A time input stops at 23:59, which here stands for the end of the day (24:00). */
const endOfDay = (to: string) => (to === '23:59' ? '24:00' : to);

export function ScheduleDialog({ screen, onClose }: { screen: Screen; onClose: () => void }) {
  const saved = useQuery(scheduleQuery(screen.id));
  const organisationId = useOrganisationId();
  const wallboards = useQuery(wallboardsQuery(organisationId)).data ?? [];
  const [edited, setSlots] = useState<ScheduleSlot[] | null>(null);
  const slots = edited ?? saved.data?.slots ?? [];
  const save = useSaveSchedule(screen.id, onClose);
  const fields = save.error instanceof HttpError ? save.error.fields : undefined;
  const nameOf = (id: number) => wallboards.find((w) => w.id === id)?.name ?? `Wallboard ${id}`;
  const change = (i: number, patch: Partial<ScheduleSlot>) =>
    setSlots(slots.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  const firstWallboard = wallboards[0]?.id ?? 0;

  return (
    <FormDialog
      onClose={onClose}
      title={`Schedule of ${screen.name}`}
      description={`Outside these slots it shows ${screen.wallboardName ?? 'its wallboard'}. Times in ${saved.data?.timeZone ?? 'the league time zone'}.`}
      onSubmit={() => save.mutate({ slots })}
      submitLabel="Save Schedule"
      pending={save.isPending}
      canSubmit={saved.isSuccess}
    >
      <WeekGrid slots={slots} nameOf={nameOf} />
      {slots.map((slot, i) => {
        const label = `Slot ${i + 1}`;
        const errors = Object.entries(fields ?? {}).filter(([k]) => k.startsWith(`slots.${i}.`));
        return (
          <fieldset key={i} className="grid gap-2 rounded border border-border p-2">
            <legend className="px-1 text-sm font-medium">{label}</legend>
            <div className="flex flex-wrap gap-2">
              {dayNames.map((day, d) => (
                <label key={day} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={slot.days.includes(d + 1)}
                    onChange={(e) =>
                      change(i, {
                        days: e.target.checked
                          ? [...slot.days, d + 1].sort()
                          : slot.days.filter((x) => x !== d + 1),
                      })
                    }
                  />
                  {day.slice(0, 3)}
                </label>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <input
                type="time"
                aria-label={`${label} from`}
                className={input}
                value={slot.from}
                onChange={(e) => change(i, { from: e.target.value })}
              />
              <input
                type="time"
                aria-label={`${label} to`}
                className={input}
                value={slot.to === '24:00' ? '23:59' : slot.to}
                onChange={(e) => change(i, { to: endOfDay(e.target.value) })}
              />
              <select
                aria-label={`${label} wallboard`}
                className={input}
                value={slot.wallboardId}
                onChange={(e) => change(i, { wallboardId: Number(e.target.value) })}
              >
                {wallboards.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setSlots(slots.filter((_, k) => k !== i))}
              >
                Remove
              </Button>
            </div>
            {errors.map(([k, messages]) => (
              <p key={k} role="alert" className="text-sm text-red-700">
                {messages.join(' ')}
              </p>
            ))}
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          setSlots([...slots, { days: [], from: '18:00', to: '23:00', wallboardId: firstWallboard }])
        }
      >
        Add Slot
      </Button>
    </FormDialog>
  );
}
