// Loads a public page's data as the anonymous role (RLS applies, whoever asks). The answers built
// from it (the page's HTML, GET /api/public/...) are shared through the anonymous-read cache
// (api/read-cache.ts): league night's crowd of phones costs one load per page and change.
import type { PublicPageKind, PublicPageRef } from '@core/rules/public-paths.ts';
import type { PublicPage } from '@core/schemas/public-site.ts';
import { asUser, type Db, type Queryable } from '../db/port.ts';
import { cupPage } from './cup-page.ts';
import { organisationPage } from './organisation-page.ts';
import { divisionPage, fixturePage, leaguePage, playerPage, teamPage } from './pages.ts';

const loaders: Record<
  PublicPageKind,
  (tx: Queryable, leagueId: number, id: number) => Promise<PublicPage | undefined>
> = {
  league: (tx, leagueId) => leaguePage(tx, leagueId),
  division: divisionPage,
  team: teamPage,
  player: playerPage,
  fixture: fixturePage,
  cup: cupPage,
};

/** The page's data, or undefined when the address names nothing in that league. */
export function loadPublicPage(db: Db, ref: PublicPageRef): Promise<PublicPage | undefined> {
  return asUser(db, { role: 'anon' }, (tx) => loaders[ref.kind](tx, ref.leagueId, ref.id));
}

/** An organisation's page (its slug's), or undefined when no organisation has that slug. */
export function loadOrganisationPage(db: Db, slug: string) {
  return asUser(db, { role: 'anon' }, (tx) => organisationPage(tx, slug));
}
