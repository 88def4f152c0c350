// The public league site's root: one component for the server's render and the browser's hydration.
import type { PublicPage } from '../../../core/schemas/public-site.ts';
import { SiteContext, type SiteSettings } from './lib/site-context.ts';
import { CupPage } from './pages/cup-page.tsx';
import { DivisionPage } from './pages/division-page.tsx';
import { FixturePage } from './pages/fixture-page.tsx';
import { LeaguePage } from './pages/league-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { OrganisationPage } from './pages/organisation-page.tsx';
import { PlayerPage } from './pages/player-page.tsx';
import { TeamPage } from './pages/team-page.tsx';

/** What the host puts in the page for hydration (a JSON script, never executed). */
export interface SiteData {
  page: PublicPage | null;
  settings: SiteSettings;
}

function View({ page }: { page: PublicPage | null }) {
  if (!page) return <NotFoundPage />;
  switch (page.kind) {
    case 'league':
      return <LeaguePage page={page} />;
    case 'division':
      return <DivisionPage page={page} />;
    case 'team':
      return <TeamPage page={page} />;
    case 'player':
      return <PlayerPage page={page} />;
    case 'fixture':
      return <FixturePage page={page} />;
    case 'cup':
      return <CupPage page={page} />;
    case 'organisation':
      return <OrganisationPage page={page} />;
  }
}

export function PublicSite({ page, settings }: SiteData) {
  return (
    <SiteContext.Provider value={settings}>
      <View page={page} />
    </SiteContext.Provider>
  );
}
