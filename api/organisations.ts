// Which organisation a new row goes into (docs/architecture.md "Tenancy"): the one named, when the
// caller organises it; else the only one the caller organises. Anything else is a 400 naming
// organisationId, before the database's own refusal (RLS and the composite foreign keys).
import type { Claims, Queryable } from './db/port.ts';
import { badRequest } from './errors.ts';

const notYours = 'Organisation is not one you organise';
const ambiguous = 'Organisation is required: you organise more than one';

/** The organisations the caller organises (public.organised_organisations()). */
export async function organisedBy(tx: Queryable): Promise<number[]> {
  const [row] = await tx.query<{ ids: (string | number)[] }>(
    'select public.organised_organisations() as ids',
  );
  return row.ids.map(Number);
}

/** The organisation a create goes into; the service role may name any (or gets the deployment's default). */
export async function organisationFor(
  tx: Queryable,
  claims: Claims,
  requested: number | null | undefined,
): Promise<number> {
  if (claims.role === 'service_role') {
    if (requested) return requested;
    const [row] = await tx.query<{ id: string | null }>('select public.default_organisation_id() as id');
    if (row.id === null) throw badRequest(ambiguous, { organisationId: [ambiguous] });
    return Number(row.id);
  }
  const mine = await organisedBy(tx);
  if (requested) {
    if (!mine.includes(requested)) throw badRequest(notYours, { organisationId: [notYours] });
    return requested;
  }
  if (mine.length === 1) return mine[0];
  throw badRequest(ambiguous, { organisationId: [ambiguous] });
}
