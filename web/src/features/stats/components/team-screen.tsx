import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { frameDetailItems } from '@core/rules/frame-detail-figures.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Page } from '@/components/ui/page.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { teamQuery, teamStatsQuery } from '../api/get-team-stats.ts';
import { FormChips } from './form-chips.tsx';
import { StatTiles } from '@/components/ui/stat-tiles.tsx';
import { TeamPlayers } from './team-players.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

const record = (r: { won: number; drawn: number; lost: number }) => `${r.won}-${r.drawn}-${r.lost}`;

/** /teams/:id (anyone): a team's final matches in figures, then its players'. */
export default function TeamScreen() {
  const id = Number(useParams().id);
  const team = useQuery(teamQuery(id));
  const stats = useQuery(teamStatsQuery(id));
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const failed = team.error ?? stats.error;

  if (failed) {
    return (
      <Page title="Team">
        <LoadError error={failed} />
      </Page>
    );
  }
  if (!team.data || !stats.data) {
    return (
      <Page title="Team">
        <CardSkeletons />
      </Page>
    );
  }
  const s = stats.data;
  const big = s.biggestWin;
  const opponent = big && (teams.data?.find((t) => t.id === big.opponentTeamId)?.name ?? 'another team');
  return (
    <Page title={team.data.name}>
      <section aria-labelledby="team-stats-heading" className="mb-8">
        <h2 id="team-stats-heading" className="mb-3 text-xl font-semibold">
          Statistics
        </h2>
        <StatTiles
          items={[
            ['Matches', s.matchesPlayed],
            ['Won-Drawn-Lost', record(s)],
            ['Frames for', s.framesFor],
            ['Frames against', s.framesAgainst],
            ['Home W-D-L', record(s.home)],
            ['Away W-D-L', record(s.away)],
            ['Clean sweeps', s.cleanSweeps],
            ['Form', <FormChips key="form" results={s.form} label="Last five matches, newest first" />],
            ...frameDetailItems(s.recorded, s),
          ]}
        />
        <p className="mt-3" data-testid="biggest-win">
          Biggest win:{' '}
          {big
            ? `${big.framesFor}-${big.framesAgainst} ${big.home ? 'at home to' : 'away at'} ${opponent}, ${formatDateTime(big.kickoffAt)}`
            : 'none yet'}
        </p>
      </section>
      <section aria-labelledby="team-players-heading">
        <h2 id="team-players-heading" className="mb-3 text-xl font-semibold">
          Players
        </h2>
        <TeamPlayers teamId={id} />
      </section>
    </Page>
  );
}
