// A screen's weekly schedule (dayparting), for organisers: GET it, PUT the whole week at once.
// Overlapping slots are refused (400 naming the slot, core/rules/schedule.ts). The TV receives the
// same schedule in its heartbeat answer and follows it itself, offline too.
import { scheduleSchema, screenScheduleSchema, type ScreenSchedule } from '@core/schemas/screen.ts';
import { requireOrganiser } from '../authz.ts';
import { run, timeZoneOf, type Ctx } from '../context.ts';
import { ids, jsonBody, ok, routes } from '../declare.ts';
import type { Queryable } from '../db/port.ts';
import { notFound } from '../errors.ts';
import { pathId } from '../validate.ts';

/** The schedule of a screen, or undefined when there is no such screen (or it is hidden by RLS). */
export async function loadSchedule(tx: Queryable, screenId: number, timeZone: string) {
  const [screen] = await tx.query<{ wallboardId: number | null }>(
    'select wallboard_id as "wallboardId" from public.screens where id = $1',
    [screenId],
  );
  if (!screen) return undefined;
  const slots = await tx.query<ScreenSchedule['slots'][number]>(
    `select days::int[] as days, to_char(starts_at, 'HH24:MI') as "from",
            case when ends_at = '24:00' then '24:00' else to_char(ends_at, 'HH24:MI') end as "to",
            wallboard_id as "wallboardId"
     from public.screen_schedule_slots where screen_id = $1 order by starts_at, id`,
    [screenId],
  );
  return { defaultWallboardId: screen.wallboardId, slots, timeZone } satisfies ScreenSchedule;
}

async function scheduleOf(c: Ctx, tx: Queryable, id: number) {
  const schedule = await loadSchedule(tx, id, timeZoneOf(c));
  if (!schedule) throw notFound('Screen');
  return schedule;
}

export const screenSchedules = routes()
  .endpoint(
    {
      method: 'get',
      path: '/{id}/schedule',
      summary: "A screen's default wallboard and weekly slots, in the league's time zone (organisers)",
      request: { params: ids('id') },
      responses: ok(screenScheduleSchema),
    },
    async (c) => {
      const id = pathId(c);
      return c.json(
        await run(c, async (tx) => {
          await requireOrganiser(tx, c.var.claims, 'manage screens');
          return scheduleOf(c, tx, id);
        }),
      );
    },
  )
  .endpoint(
    {
      method: 'put',
      path: '/{id}/schedule',
      summary: "Replace a screen's weekly slots; overlapping slots are refused (organisers)",
      request: { params: ids('id'), body: jsonBody(scheduleSchema) },
      responses: ok(screenScheduleSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const schedule = await run(c, async (tx) => {
        await requireOrganiser(tx, c.var.claims, 'manage screens');
        const input = await request.body();
        await scheduleOf(c, tx, id);
        for (const slot of input.slots) {
          const [w] = await tx.query('select 1 from public.wallboards where id = $1', [slot.wallboardId]);
          if (!w) throw notFound('Wallboard');
        }
        await tx.query('delete from public.screen_schedule_slots where screen_id = $1', [id]);
        for (const slot of input.slots) {
          await tx.query(
            `insert into public.screen_schedule_slots (screen_id, wallboard_id, days, starts_at, ends_at)
             values ($1, $2, $3::smallint[], $4::time, $5::time)`,
            [id, slot.wallboardId, slot.days, slot.from, slot.to],
          );
        }
        // The TV hears of it at once (its heartbeat answer carries the schedule).
        await tx.query(
          `select pg_notify('cueboard_live', jsonb_strip_nulls(jsonb_build_object(
             'type', 'screens.update', 'screenId', id, 'wallboardId', wallboard_id))::text)
           from public.screens where id = $1`,
          [id],
        );
        return scheduleOf(c, tx, id);
      });
      return c.json(schedule);
    },
  );
