// The public bracket page's data: the cup's bracket as GET /api/cups/{id}/bracket answers it (one
// query, api/routes/cup-play.ts), under its league's address only.
import type { PublicCupPage } from '@core/schemas/public-site.ts';
import type { Queryable } from '../db/port.ts';
import { selectBracket } from '../routes/cup-play.ts';
import { leagueOf } from './queries.ts';

export async function cupPage(
  tx: Queryable,
  leagueId: number,
  cupId: number,
): Promise<PublicCupPage | undefined> {
  const league = await leagueOf(tx, leagueId);
  const [cup] = await tx.query('select 1 from public.cups where id = $1 and league_id = $2', [
    cupId,
    leagueId,
  ]);
  if (!league || !cup) return undefined;
  return { kind: 'cup', league, bracket: await selectBracket(tx, cupId) };
}
