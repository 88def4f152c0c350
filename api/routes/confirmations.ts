// Result confirmation (docs/result-confirmation.md): POST /api/fixtures/{id}/confirm and /dispute.
// The other team's captain confirms or disputes a result awaiting them; an organiser's confirm
// settles a disputed (or awaiting) result. The rules live in confirm_fixture() and dispute_fixture().
import { fixtureDisputeSchema } from '@core/schemas/confirmation.ts';
import { fixtureSchema } from '@core/schemas/fixture.ts';
import { requireSignedIn } from '../authz.ts';
import { type Ctx, run, runAsService } from '../context.ts';
import { ids, jsonBody, ok, routes } from '../declare.ts';
import { requireWithinLimit } from '../rate-limit.ts';
import { selectRow } from '../rows.ts';
import { pathId } from '../validate.ts';

/** Results unanswered for 48 hours count from now on: called before standings or fixtures are read. */
export async function lapseConfirmations(c: Ctx) {
  await runAsService(c, (tx) => tx.query('select public.lapse_confirmations()'));
}

/** Each signed-in user's answers: a dispute e-mails both captains, so it is bounded twice over (once per result). */
const answerLimit = { max: 60, perSeconds: 3600 };

export const confirmations = routes()
  .endpoint(
    {
      method: 'post',
      path: '/{id}/confirm',
      summary: "Confirm a result awaiting the other team's captain, or settle a disputed one (organisers)",
      request: { params: ids('id') },
      responses: ok(fixtureSchema),
    },
    async (c) => {
      const id = pathId(c);
      const user = requireSignedIn(c.var.claims);
      await requireWithinLimit(c, `api:fixtures:answer:${user}`, answerLimit);
      const row = await run(c, async (tx) => {
        await tx.query('select public.confirm_fixture($1::bigint)', [id]);
        return selectRow(tx, 'fixtures', id);
      });
      return c.json(row);
    },
  )
  .endpoint(
    {
      method: 'post',
      path: '/{id}/dispute',
      summary: "Dispute a result awaiting the other team's captain, with a reason",
      request: { params: ids('id'), body: jsonBody(fixtureDisputeSchema) },
      responses: ok(fixtureSchema),
    },
    async (c, request) => {
      const id = pathId(c);
      const user = requireSignedIn(c.var.claims);
      await requireWithinLimit(c, `api:fixtures:answer:${user}`, answerLimit);
      const row = await run(c, async (tx) => {
        const { reason } = await request.body();
        await tx.query('select public.dispute_fixture($1::bigint, $2::text)', [id, reason]);
        return selectRow(tx, 'fixtures', id);
      });
      return c.json(row);
    },
  );
