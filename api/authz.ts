// The handler half of authorization: a clear 401/403 before the database's RLS (the other half).
// Role facts come from the schema's security-definer helpers, inside the request's transaction.
import type { Claims, Queryable } from './db/port.ts';
import { forbidden, notAuthenticated } from './errors.ts';

export function requireSignedIn(claims: Claims): string {
  if (claims.role === 'service_role') return claims.sub ?? '';
  if (claims.role !== 'authenticated' || !claims.sub) throw notAuthenticated();
  return claims.sub;
}

export async function isOrganiser(tx: Queryable, claims: Claims): Promise<boolean> {
  if (claims.role === 'service_role') return true;
  if (claims.role !== 'authenticated') return false;
  const [row] = await tx.query<{ ok: boolean }>('select public.is_organiser() as ok');
  return row.ok;
}

export async function isCaptainOf(tx: Queryable, teamIds: number[]): Promise<boolean> {
  for (const id of teamIds) {
    const [row] = await tx.query<{ ok: boolean }>('select public.is_captain_of($1::bigint) as ok', [id]);
    if (row.ok) return true;
  }
  return false;
}

/** Organisers only: "Only organisers can create leagues". */
export async function requireOrganiser(tx: Queryable, claims: Claims, action: string) {
  requireSignedIn(claims);
  if (!(await isOrganiser(tx, claims))) throw forbidden(`Only organisers can ${action}`);
}

/** Organisers, or a captain of one of the teams: "Only organisers or the team's captain can ...". */
export async function requireOrganiserOrCaptain(
  tx: Queryable,
  claims: Claims,
  teamIds: number[],
  action: string,
) {
  requireSignedIn(claims);
  if (await isOrganiser(tx, claims)) return;
  if (await isCaptainOf(tx, teamIds)) return;
  throw forbidden(`Only organisers or the team's captain can ${action}`);
}

/** Whether the caller may score the fixture: an organiser, or a captain of either team. */
export async function canScoreFixture(tx: Queryable, fixtureId: number): Promise<boolean> {
  const [row] = await tx.query<{ ok: boolean }>('select public.can_score_fixture($1::bigint) as ok', [
    fixtureId,
  ]);
  return row.ok;
}
