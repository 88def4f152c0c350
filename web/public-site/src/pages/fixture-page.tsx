import type { PublicFixturePage } from '../../../../core/schemas/public-site.ts';
import { postponementNote } from '../../../../core/rules/fixture-status.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { Section, SiteLayout } from '../components/site-layout.tsx';
import { formatKickoff } from '../lib/format.ts';
import { hasScore, statusLabel } from '../lib/fixture-text.ts';
import { useSite } from '../lib/site-context.ts';
import { useLiveFixture } from '../lib/use-live-fixture.ts';

export function FixturePage({ page: initial }: { page: PublicFixturePage }) {
  const page = useLiveFixture(initial);
  const { league, division, fixture, frames } = page;
  const leagueId = league.id;
  const { timeZone } = useSite();
  const team = (t: { id: number; name: string }) => (
    <a className="text-green-800 underline" href={publicPath({ kind: 'team', leagueId, id: t.id })}>
      {t.name}
    </a>
  );
  const player = (p: { id: number; name: string } | null) =>
    p ? (
      <a className="text-green-800 underline" href={publicPath({ kind: 'player', leagueId, id: p.id })}>
        {p.name}
      </a>
    ) : (
      <span className="text-slate-500">–</span>
    );
  const crumbs = [
    { label: league.name, href: publicPath({ kind: 'league', leagueId, id: leagueId }) },
    { label: division.name, href: publicPath({ kind: 'division', leagueId, id: division.id }) },
  ];
  return (
    <SiteLayout league={league} crumbs={crumbs} title={`${fixture.home.name} v ${fixture.away.name}`}>
      <p className="text-sm text-slate-600">
        {`${formatKickoff(fixture.kickoffAt, timeZone)} · ${fixture.venueName}`}
      </p>
      <p
        className="my-3 flex flex-wrap items-center gap-3 text-xl"
        aria-live="polite"
        data-testid="fixture-score"
      >
        {team(fixture.home)}
        <span className="font-bold tabular-nums">
          {hasScore(fixture) ? `${fixture.homeScore} - ${fixture.awayScore}` : 'v'}
        </span>
        {team(fixture.away)}
        <span className="rounded bg-slate-100 px-2 py-0.5 text-sm">{statusLabel(fixture)}</span>
      </p>
      {postponementNote(fixture) && (
        <p className="mb-3 break-words text-slate-700" data-testid="postponement">
          {postponementNote(fixture)}
        </p>
      )}
      <Section title="Scorecard">
        {frames.length === 0 ? (
          <p className="text-slate-600">No frames yet.</p>
        ) : (
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Frames, in order</caption>
            <thead>
              <tr className="border-b border-slate-400 text-left">
                <th scope="col" className="px-1 py-1">
                  Frame
                </th>
                <th scope="col" className="px-1">
                  {fixture.home.name}
                </th>
                <th scope="col" className="px-1">
                  {fixture.away.name}
                </th>
                <th scope="col" className="px-1">
                  Winner
                </th>
              </tr>
            </thead>
            <tbody>
              {frames.map((f) => (
                <tr key={f.frameNo} className="border-b border-slate-200" data-testid="frame-row">
                  <td className="px-1 py-1">{f.frameNo}</td>
                  <td className={`px-1 ${f.winner === 'home' ? 'font-bold' : ''}`}>{player(f.homePlayer)}</td>
                  <td className={`px-1 ${f.winner === 'away' ? 'font-bold' : ''}`}>{player(f.awayPlayer)}</td>
                  <td className="px-1">
                    {f.winner === 'home'
                      ? fixture.home.name
                      : f.winner === 'away'
                        ? fixture.away.name
                        : 'Not decided'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </SiteLayout>
  );
}
