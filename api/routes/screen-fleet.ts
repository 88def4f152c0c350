// The fleet of paired TVs as organisers see it (what each reported in its last heartbeat), and the
// remote actions they send one: reload its page, or show its name large for 10 s (identify). A
// command bumps the screen's command counter; the TV hears a screens.update event (or polls its
// heartbeat while the live stream is down) and acts on each counter once.
import { heartbeatAnswerSchema, heartbeatSchema, type ScreenCommandType } from '@core/schemas/screen.ts';
import { requireOrganiser } from '../authz.ts';
import { run, runAsService, timeZoneOf, type Ctx } from '../context.ts';
import { ids, jsonBody, noContent, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { pathId } from '../validate.ts';
import { loadSchedule } from './screen-schedules.ts';
import { requireScreen } from '../screen-of-request.ts';

/** A command older than this is not acted on by a TV that only now comes on. */
const COMMAND_FRESH_SECONDS = 300;

const commandRoute = <P extends string>(path: P, summary: string) =>
  ({ method: 'post', path, summary, request: { params: ids('id') }, responses: noContent }) as const;

async function send(c: Ctx, type: ScreenCommandType) {
  const id = pathId(c);
  const sent = await run(c, async (tx) => {
    await requireOrganiser(tx, c.var.claims, 'manage screens');
    const rows = await tx.query(
      `update public.screens set command = $2, command_id = command_id + 1, command_at = now()
       where id = $1 returning id`,
      [id, type],
    );
    return rows.length > 0;
  });
  if (!sent) throw notFound('Screen');
  return c.body(null, 204);
}

export const screenFleet = routes()
  .endpoint(
    {
      method: 'post',
      path: '/heartbeat',
      summary: 'A paired screen reports it is on, what it shows, and hears its latest command',
      request: { body: jsonBody(heartbeatSchema) },
      responses: ok(heartbeatAnswerSchema),
    },
    async (c, request) => {
      const screen = await requireScreen(c);
      const input = await request.body();
      const showing = input.showing;
      const [row] = await runAsService(c, (tx) =>
        tx.query<{ commandId: number; command: 'reload' | 'identify' | null }>(
          `update public.screens set last_seen_at = now(), user_agent = coalesce($2, user_agent),
                app_version = coalesce($3, app_version), resolution = coalesce($4, resolution),
                showing_wallboard_id = case when $5::boolean then $6::bigint else showing_wallboard_id end,
                showing_page = case when $5::boolean then $7 else showing_page end,
                showing_sponsor_id = case when $5::boolean then $8::bigint else showing_sponsor_id end,
                loaded_at = coalesce($9::timestamptz, loaded_at)
         where id = $1
         returning command_id as "commandId",
                   case when command_at > now() - make_interval(secs => ${COMMAND_FRESH_SECONDS}) then command end as command`,
          [
            screen.id,
            input.userAgent ?? null,
            input.appVersion ?? null,
            input.resolution ?? null,
            showing !== undefined,
            showing?.wallboardId ?? null,
            showing?.page ?? null,
            showing?.sponsorId ?? null,
            input.loadedAt ?? null,
          ],
        ),
      );
      const schedule = await runAsService(c, (tx) => loadSchedule(tx, screen.id, timeZoneOf(c)));
      return c.json({
        ...screen,
        command: row?.command ? { id: row.commandId, type: row.command } : null,
        schedule,
      });
    },
  )
  .endpoint(commandRoute('/{id}/reload', 'Reload the TV page of a screen within 5 s (organisers)'), (c) =>
    send(c, 'reload'),
  )
  .endpoint(
    commandRoute('/{id}/identify', 'Show the name of a screen large on its TV for 10 s (organisers)'),
    (c) => send(c, 'identify'),
  );
