import { Link } from 'react-router-dom';
import type { PlayerHistory } from '@core/schemas/stats.ts';
import { EmptyState } from '@/components/ui/page.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';

export function RecentFrames({
  playerId,
  frames,
}: {
  /** The page's player: each opponent links to their head-to-head. */
  playerId: number;
  frames: PlayerHistory['recentFrames'];
}) {
  if (frames.length === 0) return <EmptyState>No frames played yet.</EmptyState>;
  return (
    <Table aria-label="Recent frames">
      <TableHeader>
        <TableRow>
          <TableHead>Opponent</TableHead>
          <TableHead>Result</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Head-to-head</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {frames.map((f) => (
          <TableRow key={f.frameId} data-testid="recent-frame">
            <TableCell>
              {f.opponentId ? (
                <Link className="text-green-800 underline" to={paths.player(f.opponentId)}>
                  {f.opponentName}
                </Link>
              ) : (
                '-'
              )}
            </TableCell>
            <TableCell>{f.won ? 'Won' : 'Lost'}</TableCell>
            <TableCell>{formatDateTime(f.kickoffAt)}</TableCell>
            <TableCell>
              {f.opponentId && (
                <Link
                  className="text-green-800 underline"
                  to={paths.headToHeadOf(playerId, f.opponentId)}
                  aria-label={`Head-to-head with ${f.opponentName}`}
                >
                  Compare
                </Link>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
