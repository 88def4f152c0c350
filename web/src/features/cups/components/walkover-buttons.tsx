import { useState } from 'react';
import type { BracketMatch, Side } from '@core/rules/cup-bracket.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAwardWalkover } from '../api/award-walkover.ts';

/** Organisers: give a match not yet started to one side (the other cannot come). */
export function WalkoverButtons({ cupId, match }: { cupId: number; match: BracketMatch }) {
  const [winner, setWinner] = useState<Side | null>(null);
  const award = useAwardWalkover(cupId, () => setWinner(null));
  const started =
    match.fixtureStatus !== null &&
    (match.fixtureStatus !== 'scheduled' || match.homeFrames + match.awayFrames > 0);
  if (match.decidedBy || !match.home.entry || !match.away.entry || started) return null;
  return (
    <li className="flex flex-wrap items-center gap-1 px-3 py-1.5 text-xs text-muted-foreground">
      Walkover:
      {[match.home, match.away].map((side) => (
        <Button
          key={side.entry!.id}
          size="sm"
          variant="outline"
          onClick={() => setWinner(side)}
          aria-label={`Walkover to ${side.label}`}
        >
          {side.label}
        </Button>
      ))}
      <ConfirmDialog
        open={winner !== null}
        onOpenChange={(open) => !open && setWinner(null)}
        title="Award Walkover"
        confirmLabel="Award Walkover"
        description={`Give this match to ${winner?.label} without play? Its fixture is removed and ${winner?.label} moves on.`}
        pending={award.isPending}
        onConfirm={() =>
          winner?.entry && award.mutate({ cupId, matchId: match.id, winnerEntryId: winner.entry.id })
        }
      />
    </li>
  );
}
