import type { PublicLeaguePage } from '../../../../core/schemas/public-site.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { FixtureList } from '../components/fixture-list.tsx';
import { HighBreaksList } from '../components/high-breaks-list.tsx';
import { Section, SiteLayout } from '../components/site-layout.tsx';
import { StandingsTable } from '../components/standings-table.tsx';

export function LeaguePage({ page }: { page: PublicLeaguePage }) {
  const { league } = page;
  return (
    <SiteLayout league={league} title={`${league.name} — ${league.season}`}>
      {page.divisions.length === 0 && <p className="text-slate-600">No divisions yet.</p>}
      {page.divisions.map((d) => (
        <Section key={d.id} title={d.name}>
          <StandingsTable leagueId={league.id} caption={`${d.name} table`} rows={d.standings} />
          <p className="mt-1 text-sm">
            <a
              className="text-green-800 underline"
              href={publicPath({ kind: 'division', leagueId: league.id, id: d.id })}
            >
              {`${d.name}: full table and fixtures`}
            </a>
          </p>
        </Section>
      ))}
      <Section title="Latest results">
        <FixtureList
          leagueId={league.id}
          fixtures={page.latestResults}
          empty="No results yet."
          withDivision
        />
      </Section>
      <Section title="Next fixtures">
        <FixtureList
          leagueId={league.id}
          fixtures={page.nextFixtures}
          empty="No fixtures to come."
          withDivision
        />
      </Section>
      {page.highBreaks && (
        <Section title="High breaks">
          <HighBreaksList leagueId={league.id} breaks={page.highBreaks} />
        </Section>
      )}
      {page.cups.length > 0 && (
        <Section title="Cups">
          <ul className="grid gap-1">
            {page.cups.map((c) => (
              <li key={c.id}>
                <a
                  className="text-green-800 underline"
                  href={publicPath({ kind: 'cup', leagueId: league.id, id: c.id })}
                >
                  {`${c.name}: the bracket`}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </SiteLayout>
  );
}
