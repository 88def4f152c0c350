// A screen's weekly schedule (organisers): read it, and replace the whole week at once.
import type { ScheduleInput } from '@core/schemas/screen.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { read } from '@/lib/queries.ts';

export const scheduleQuery = (id: number) => read(api.screens[':id'].schedule, { param: { id } });

export const useSaveSchedule = (id: number, onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: (input: ScheduleInput) =>
      ok(api.screens[':id'].schedule.$put({ param: { id }, json: input })),
    invalidates: [scheduleQuery(id).queryKey],
    success: 'Schedule saved',
    fallback: 'Failed to save the schedule',
    onSuccess,
  });
