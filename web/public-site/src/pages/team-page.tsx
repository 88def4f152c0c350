import type { PublicTeamPage } from '../../../../core/schemas/public-site.ts';
import { frameDetailItems } from '../../../../core/rules/frame-detail-figures.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { FixtureList } from '../components/fixture-list.tsx';
import { FormLetters } from '../components/form-letters.tsx';
import { PageActions, Section, SiteLayout } from '../components/site-layout.tsx';
import { ShareActions } from '../components/share-actions.tsx';
import { StatList } from '../components/stat-list.tsx';

export function TeamPage({ page }: { page: PublicTeamPage }) {
  const { league, team, stats } = page;
  const leagueId = league.id;
  const crumbs = [
    { label: league.name, href: publicPath({ kind: 'league', leagueId, id: leagueId }) },
    ...page.divisions.map((d) => ({
      label: d.name,
      href: publicPath({ kind: 'division', leagueId, id: d.id }),
    })),
  ];
  return (
    <SiteLayout league={league} crumbs={crumbs} title={team.name}>
      <PageActions>
        <ShareActions of={{ teamId: team.id }} name={team.name} />
      </PageActions>
      <Section title="Team statistics">
        <StatList
          items={[
            ['Played', stats.matchesPlayed],
            ['Won', stats.won],
            ['Drawn', stats.drawn],
            ['Lost', stats.lost],
            ['Frames for', stats.framesFor],
            ['Frames against', stats.framesAgainst],
            ['Home W-D-L', `${stats.home.won}-${stats.home.drawn}-${stats.home.lost}`],
            ['Away W-D-L', `${stats.away.won}-${stats.away.drawn}-${stats.away.lost}`],
            ['Clean sweeps', stats.cleanSweeps],
            ...(page.frameDetails ? frameDetailItems(page.frameDetails.recorded, page.frameDetails) : []),
          ]}
        />
        <p className="mt-2 text-sm">
          Form: <FormLetters form={stats.form} />
        </p>
      </Section>
      <Section title="Roster">
        {page.roster.length === 0 ? (
          <p className="text-slate-600">No players yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {page.roster.map((p) => (
              <li key={p.id}>
                <a
                  className="text-green-800 underline"
                  href={publicPath({ kind: 'player', leagueId, id: p.id })}
                >
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Fixtures">
        <FixtureList leagueId={leagueId} fixtures={page.fixtures} empty="No fixtures to come." />
      </Section>
      <Section title="Results">
        <FixtureList leagueId={leagueId} fixtures={page.results} empty="No results yet." />
      </Section>
    </SiteLayout>
  );
}
