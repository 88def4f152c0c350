// POST /api/fixtures/{id}/forfeit: an organiser awards a forfeit. forfeit_fixture() makes the fixture
// final with the forfeit recorded, and the standings follow in the same transaction.
import { fixtureSchema } from '@core/schemas/fixture.ts';
import { fixtureForfeitSchema } from '@core/schemas/season.ts';
import { requireOrganiser } from '../authz.ts';
import { run } from '../context.ts';
import { ids, jsonBody, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { selectRow } from '../rows.ts';
import { pathId } from '../validate.ts';

export const forfeits = routes().endpoint(
  {
    method: 'post',
    path: '/{id}/forfeit',
    summary: 'Award a forfeit: the fixture becomes final, frames per the league settings (organisers)',
    request: { params: ids('id'), body: jsonBody(fixtureForfeitSchema) },
    responses: ok(fixtureSchema),
  },
  async (c, request) => {
    const id = pathId(c);
    const row = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'award forfeits');
      const { winner } = await request.body();
      if (!(await selectRow(tx, 'fixtures', id, 'id'))) return undefined;
      await tx.query('select public.forfeit_fixture($1::bigint, $2::text)', [id, winner]);
      return selectRow(tx, 'fixtures', id);
    });
    if (!row) throw notFound('Fixture');
    return c.json(row);
  },
);
