import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { frameDetailItems } from '@core/rules/frame-detail-figures.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Page } from '@/components/ui/page.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { playerHistoryQuery, playerQuery, playerStatsQuery } from '../api/get-player-stats.ts';
import { FormChips } from './form-chips.tsx';
import { RatingChart } from './rating-chart.tsx';
import { RecentFrames } from './recent-frames.tsx';
import { StatTiles } from '@/components/ui/stat-tiles.tsx';
import { percent, rounded } from './figures.ts';

/** /players/:id (anyone): a player's figures, form, rating over time and last frames. */
export default function PlayerScreen() {
  const id = Number(useParams().id);
  const player = useQuery(playerQuery(id));
  const stats = useQuery(playerStatsQuery(id));
  const history = useQuery(playerHistoryQuery(id));
  const failed = player.error ?? stats.error ?? history.error;

  if (failed) {
    return (
      <Page title="Player">
        <LoadError error={failed} />
      </Page>
    );
  }
  if (!player.data || !stats.data || !history.data) {
    return (
      <Page title="Player">
        <CardSkeletons />
      </Page>
    );
  }
  const s = stats.data;
  const { team, ratings, recentFrames } = history.data;
  return (
    <Page title={player.data.fullName}>
      <p className="-mt-4 mb-6 text-muted-foreground">
        {team ? (
          <>
            Team:{' '}
            <Link className="font-medium text-green-800 underline" to={paths.team(team.id)}>
              {team.name}
            </Link>
          </>
        ) : (
          'No team'
        )}
        {' · '}
        <Link className="font-medium text-green-800 underline" to={paths.headToHeadOf(id)}>
          Head-to-head
        </Link>
      </p>
      <section aria-labelledby="rating-heading" className="mb-8">
        <h2 id="rating-heading" className="mb-3 flex items-center gap-2 text-xl font-semibold">
          Rating <span data-testid="player-rating">{rounded(s.rating)}</span>
          {s.provisional && <Badge variant="info">Provisional</Badge>}
        </h2>
        <RatingChart points={ratings} />
      </section>
      <section aria-labelledby="stats-heading" className="mb-8">
        <h2 id="stats-heading" className="mb-3 text-xl font-semibold">
          Statistics
        </h2>
        <StatTiles
          items={[
            ['Frames played', s.framesPlayed],
            ['Frames won', s.framesWon],
            ['Frames lost', s.framesLost],
            ['Win %', percent(s.winPct)],
            ['Matches', s.matchesPlayed],
            ['Home', `${s.home.won} won of ${s.home.played}`],
            ['Away', `${s.away.won} won of ${s.away.played}`],
            ['Streak', s.streak ?? '-'],
            ['Form', <FormChips key="form" results={s.form} label="Form, newest first" />],
            ...frameDetailItems(s.recorded, s),
          ]}
        />
      </section>
      <section aria-labelledby="frames-heading">
        <h2 id="frames-heading" className="mb-3 text-xl font-semibold">
          Recent frames
        </h2>
        <RecentFrames playerId={id} frames={recentFrames} />
      </section>
    </Page>
  );
}
