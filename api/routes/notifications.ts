// Which e-mails I get (GET/PATCH /api/me/notifications) and the one-click unsubscribe link in each of
// them (POST /api/unsubscribe?token=, RFC 8058: mail clients POST "List-Unsubscribe=One-Click" to it).
// The e-mails themselves are queued by the database and sent by the host (server/notifications.ts).
import {
  notificationKindLabels,
  notificationKinds,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
  type NotificationKind,
  type NotificationSettings,
} from '@core/schemas/notification.ts';
import { requireSignedIn } from '../authz.ts';
import { clientAddress } from '../client-address.ts';
import { run, runAsService, type Ctx } from '../context.ts';
import { jsonBody, ok, routes } from '../declare.ts';
import { ApiError } from '../errors.ts';
import { rateLimitUsed, takeRateLimit, tokenHash, tooMany } from '../rate-limit.ts';
import { parse } from '../validate.ts';

/** Wrong unsubscribe tokens per client address and hour. */
const WRONG_TOKENS = { max: 20, perSeconds: 3600 };

async function settingsOf(c: Ctx): Promise<NotificationSettings> {
  const rows = await run(c, (tx) =>
    tx.query<{ kind: NotificationKind; enabled: boolean }>(
      'select kind, enabled from public.notification_preferences where user_id = auth.uid()',
    ),
  );
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.kind));
  return Object.fromEntries(notificationKinds.map((k) => [k, !off.has(k)])) as NotificationSettings;
}

export const notificationSettings = routes()
  .endpoint(
    {
      method: 'get',
      path: '/notifications',
      summary: 'Which e-mails I get, by kind (all on until turned off)',
      responses: ok(notificationSettingsSchema),
    },
    async (c) => {
      requireSignedIn(c.var.claims);
      return c.json(await settingsOf(c));
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/notifications',
      summary: 'Turn kinds of e-mail on or off',
      request: { body: jsonBody(notificationSettingsUpdateSchema) },
      responses: ok(notificationSettingsSchema),
    },
    async (c, request) => {
      requireSignedIn(c.var.claims);
      const input = await request.body();
      await run(c, async (tx) => {
        for (const [kind, enabled] of Object.entries(input)) {
          await tx.query(
            `insert into public.notification_preferences (user_id, kind, enabled) values (auth.uid(), $1, $2)
             on conflict (user_id, kind) do update set enabled = excluded.enabled`,
            [kind, enabled],
          );
        }
      });
      return c.json(await settingsOf(c));
    },
  );

export const unsubscribe = routes().endpoint(
  {
    method: 'post',
    path: '/',
    summary:
      'One-click unsubscribe (RFC 8058): turns off the kind of e-mail the link came with. Anyone holding the link may use it.',
    request: { query: unsubscribeQuerySchema },
    responses: ok(unsubscribedSchema),
  },
  async (c) => {
    const wrongKey = `unsubscribe:token:${clientAddress(c)}`;
    if ((await rateLimitUsed(c, wrongKey, WRONG_TOKENS)) >= WRONG_TOKENS.max) throw tooMany();
    const { token } = parse(unsubscribeQuerySchema, c.req.query());
    const [link] = await runAsService(c, async (tx) => {
      const found = await tx.query<{ user_id: string; kind: NotificationKind }>(
        `select user_id::text, kind from public.unsubscribe_links where token_hash = ${tokenHash('$1')}`,
        [token],
      );
      for (const l of found) {
        await tx.query(
          `insert into public.notification_preferences (user_id, kind, enabled) values ($1, $2, false)
           on conflict (user_id, kind) do update set enabled = false`,
          [l.user_id, l.kind],
        );
      }
      return found;
    });
    if (!link) {
      await takeRateLimit(c, wrongKey, WRONG_TOKENS);
      throw new ApiError(404, 'not_found', 'This unsubscribe link is not valid');
    }
    return c.json({ kind: link.kind, label: notificationKindLabels[link.kind] });
  },
);
