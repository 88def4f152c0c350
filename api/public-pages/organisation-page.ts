// An organisation's public page (/results/o/{slug}): the public fields of public.organisations and
// its leagues, read as the anonymous role like every other page, so RLS decides what is seen.
import type { PublicOrganisationPage } from '@core/schemas/public-site.ts';
import type { Queryable } from '../db/port.ts';
import { camel, camelAll } from '../rows.ts';

export async function organisationPage(
  tx: Queryable,
  slug: string,
): Promise<PublicOrganisationPage | undefined> {
  const [row] = await tx.query(
    `select id, name, slug, accent_colour, logo_url from public.organisations where slug = $1`,
    [slug],
  );
  if (!row) return undefined;
  const { id, ...organisation } = camel<PublicOrganisationPage['organisation'] & { id: number }>(row);
  const leagues = camelAll<PublicOrganisationPage['leagues'][number]>(
    await tx.query(
      'select id, name, season from public.leagues where organisation_id = $1 order by created_at, id',
      [id],
    ),
  );
  return { kind: 'organisation', organisation, leagues };
}
