import { isToday } from 'date-fns';
import type { HomeFixture } from '@core/schemas/home.ts';
import { statusLabel } from '@core/rules/fixture-status.ts';
import { formatDateTime } from '@/lib/format.ts';

/** "Red Lions 2 - 1 Blue Cues" for a match with frames, "Red Lions v Blue Cues" before any. */
export function FixtureTitle({ fixture: f }: { fixture: HomeFixture }) {
  const played = f.status === 'final' || f.status === 'in_play' || f.homeScore + f.awayScore > 0;
  return (
    <p className="font-medium break-words">
      {f.homeTeamName} {played ? `${f.homeScore} - ${f.awayScore}` : 'v'} {f.awayTeamName}
    </p>
  );
}

/** When and where, with the status as every screen words it. */
export function FixtureWhen({ fixture: f }: { fixture: HomeFixture }) {
  return (
    <p className="text-sm text-muted-foreground">
      {isToday(new Date(f.kickoffAt)) ? 'Today · ' : ''}
      {formatDateTime(f.kickoffAt)} · {f.venueName} · {statusLabel(f.status, f.forfeit)}
    </p>
  );
}
