import type { PublicPlayerPage } from '../../../../core/schemas/public-site.ts';
import { frameDetailItems } from '../../../../core/rules/frame-detail-figures.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { FormLetters } from '../components/form-letters.tsx';
import { Section, SiteLayout } from '../components/site-layout.tsx';
import { StatList } from '../components/stat-list.tsx';
import { formatDate } from '../lib/format.ts';
import { useSite } from '../lib/site-context.ts';

export function PlayerPage({ page }: { page: PublicPlayerPage }) {
  const { league, player, team, stats } = page;
  const leagueId = league.id;
  const { timeZone } = useSite();
  const crumbs = [{ label: league.name, href: publicPath({ kind: 'league', leagueId, id: leagueId }) }];
  if (team) crumbs.push({ label: team.name, href: publicPath({ kind: 'team', leagueId, id: team.id }) });
  return (
    <SiteLayout league={league} crumbs={crumbs} title={player.name}>
      <Section title="Statistics">
        <StatList
          items={[
            ['Rating', `${Math.round(stats.rating)}${stats.provisional ? ' (provisional)' : ''}`],
            ['Frames played', stats.framesPlayed],
            ['Frames won', stats.framesWon],
            ['Frames lost', stats.framesLost],
            ['Win %', stats.winPct.toFixed(1)],
            ['Matches', stats.matchesPlayed],
            ['Home won', `${stats.home.won} of ${stats.home.played}`],
            ['Away won', `${stats.away.won} of ${stats.away.played}`],
            ['Streak', stats.streak ?? '–'],
            ...(page.frameDetails ? frameDetailItems(page.frameDetails.recorded, page.frameDetails) : []),
          ]}
        />
        <p className="mt-2 text-sm">
          Form: <FormLetters form={stats.form} />
        </p>
      </Section>
      <Section title="Recent frames">
        {page.recentFrames.length === 0 ? (
          <p className="text-slate-600">No frames yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {page.recentFrames.map((f, i) => (
              <li key={`${f.fixtureId}-${i}`} className="flex justify-between gap-2 py-1">
                <a
                  className="text-green-800 underline"
                  href={publicPath({ kind: 'fixture', leagueId, id: f.fixtureId })}
                >
                  {`${formatDate(f.kickoffAt, timeZone)} v ${f.opponent ?? 'no opponent named'}`}
                </a>
                <span className="font-semibold">{f.won ? 'Won' : 'Lost'}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </SiteLayout>
  );
}
