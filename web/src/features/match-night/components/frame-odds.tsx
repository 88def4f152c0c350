// The chosen players' ratings and the home player's chance of winning the frame. Extra, never in the
// way: nothing is fetched or shown without a signal (no retries, not kept offline), and the line is
// always laid out, so the ratings arriving never move the winner buttons.
import { useQuery } from '@tanstack/react-query';
import { headToHeadQuery } from '@/features/head-to-head/api/get-head-to-head.ts';
import { playerStatsQuery } from '@/features/stats/api/get-player-stats.ts';

const quiet = { retry: false, staleTime: 60_000 } as const;

export function PlayerRating({ playerId }: { playerId: number | null }) {
  const stats = useQuery({ ...playerStatsQuery(playerId ?? 0), ...quiet, enabled: playerId !== null });
  const shown = playerId !== null && stats.data;
  return (
    <p className="mt-1 min-h-4 text-xs text-slate-600" data-testid="player-rating">
      {shown && `Rating ${Math.round(stats.data.rating)}${stats.data.provisional ? ' (provisional)' : ''}`}
    </p>
  );
}

export function HomeChance({ home, away }: { home: number | null; away: number | null }) {
  const both = home !== null && away !== null && home !== away;
  const h2h = useQuery({ ...headToHeadQuery(home ?? 0, away ?? 0), ...quiet, enabled: both });
  const shown = both && h2h.data;
  return (
    <p className="mt-1 min-h-4 text-xs font-medium text-slate-700" data-testid="home-chance">
      {shown && `Home player's chance to win: ${Math.round(h2h.data.probabilityA * 100)}%`}
    </p>
  );
}
