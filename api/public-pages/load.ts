// Loads a public page's data as the anonymous role (RLS applies, whoever asks), shared and briefly
// cached like the wallboard feed (feed-cache.ts): league night's crowd of phones costs one load per
// page and change, and any live event or signed-in write clears it at once.
import {
  organisationPath,
  publicPath,
  type PublicPageKind,
  type PublicPageRef,
} from '@core/rules/public-paths.ts';
import type { PublicPage } from '@core/schemas/public-site.ts';
import { asUser, type Db, type Queryable } from '../db/port.ts';
import { feedCache } from '../feed-cache.ts';
import type { ApiLogger } from '../logger.ts';
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
export function loadPublicPage(
  db: Db,
  ref: PublicPageRef,
  logger?: ApiLogger,
): Promise<PublicPage | undefined> {
  return feedCache(db, logger).get(`page:${publicPath(ref)}`, () =>
    asUser(db, { role: 'anon' }, (tx) => loaders[ref.kind](tx, ref.leagueId, ref.id)),
  );
}

/** An organisation's page (its slug's), or undefined when no organisation has that slug. */
export function loadOrganisationPage(db: Db, slug: string, logger?: ApiLogger) {
  return feedCache(db, logger).get(`page:${organisationPath(slug)}`, () =>
    asUser(db, { role: 'anon' }, (tx) => organisationPage(tx, slug)),
  );
}
