// /api/me: the signed-in user's own account — who they are, their roles, their player record, its
// team and next match (the home page and /account); their display name; a download of their data;
// and deleting the account. The data access is in me-data.ts.
import { accountDeleteSchema, meSchema, myDataSchema, profileUpdateSchema } from '@core/schemas/account.ts';
import { run, runAsService } from '../context.ts';
import { jsonBody, noContent, ok, routes } from '../declare.ts';
import { badRequest } from '../errors.ts';
import { requireWithinLimit } from '../rate-limit.ts';
import { authUser, deleteAccount, loadMe, myData, signedInUser } from './me-data.ts';

// A typo'd display name is retyped at once; a script hammering it is not a user.
const profileLimit = { max: 30, perSeconds: 60 };
// Typing one's own e-mail address wrong ten times in an hour is not a typo.
const deleteLimit = { max: 10, perSeconds: 3600 };

export const me = routes()
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: 'My account: e-mail, display name, roles, linked player, its team and next match',
      responses: ok(meSchema),
    },
    async (c) => {
      const id = signedInUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await loadMe(c, id));
    },
  )
  .endpoint(
    {
      method: 'patch',
      path: '/',
      summary: 'Change my display name',
      request: { body: jsonBody(profileUpdateSchema) },
      responses: ok(meSchema),
    },
    async (c, request) => {
      const id = signedInUser(c);
      // A refused body changes nothing, so it takes no change from the limit.
      const input = await request.body();
      await requireWithinLimit(c, `api:me:profile:${id}`, profileLimit);
      const updated = await run(c, (tx) =>
        tx.query('update public.profiles set display_name = $2 where id = $1::uuid returning id', [
          id,
          input.displayName,
        ]),
      );
      // An account made before profiles existed has none; end users may not insert one themselves.
      if (updated.length === 0) {
        await runAsService(c, (tx) =>
          tx.query(
            `insert into public.profiles (id, display_name) values ($1::uuid, $2)
             on conflict (id) do update set display_name = excluded.display_name`,
            [id, input.displayName],
          ),
        );
      }
      c.header('Cache-Control', 'no-store');
      return c.json(await loadMe(c, id));
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/export',
      summary: 'Download my data: account, profile, roles and linked player (a JSON file)',
      responses: ok(myDataSchema),
    },
    async (c) => {
      const id = signedInUser(c);
      const data = await myData(c, id);
      c.header('Content-Disposition', 'attachment; filename="cueboard-my-data.json"');
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    },
  )
  .endpoint(
    {
      method: 'delete',
      path: '/',
      summary:
        'Delete my account (type my e-mail address to confirm). The player record and results stay; ' +
        'the link, profile and roles go. Refused for the only organiser.',
      request: { body: jsonBody(accountDeleteSchema) },
      responses: noContent,
    },
    async (c, request) => {
      const id = signedInUser(c);
      await requireWithinLimit(c, `api:me:delete:${id}`, deleteLimit);
      const input = await request.body();
      const user = await authUser(c, id);
      if (input.confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
        const message = 'That is not the e-mail address of your account';
        throw badRequest(message, { confirmEmail: [message] });
      }
      await deleteAccount(c, id);
      return c.body(null, 204);
    },
  );
