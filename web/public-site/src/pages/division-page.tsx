import type { PublicDivisionPage } from '../../../../core/schemas/public-site.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { FixtureList } from '../components/fixture-list.tsx';
import { PageActions, Section, SiteLayout } from '../components/site-layout.tsx';
import { ShareActions } from '../components/share-actions.tsx';
import { StandingsTable } from '../components/standings-table.tsx';
import { formatWeek } from '../lib/format.ts';

export function DivisionPage({ page }: { page: PublicDivisionPage }) {
  const { league, division } = page;
  const home = publicPath({ kind: 'league', leagueId: league.id, id: league.id });
  return (
    <SiteLayout league={league} crumbs={[{ label: league.name, href: home }]} title={division.name}>
      <PageActions>
        <ShareActions of={{ divisionId: division.id }} name={division.name} />
      </PageActions>
      <Section title="Table">
        <StandingsTable leagueId={league.id} caption={`${division.name} table`} rows={division.standings} />
      </Section>
      <Section title="Fixtures and results">
        {page.weeks.length === 0 && <p className="text-slate-600">No fixtures yet.</p>}
        {page.weeks.map((w) => (
          <div key={w.weekOf} className="mb-4">
            <h3 className="mb-1 font-semibold">{formatWeek(w.weekOf)}</h3>
            <FixtureList leagueId={league.id} fixtures={w.fixtures} empty="" />
          </div>
        ))}
      </Section>
    </SiteLayout>
  );
}
