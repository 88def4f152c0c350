// How every face names a cup's rounds and reads a match's sides from GET /api/cups/{id}/bracket
// (web, kiosk and CLI alike).
import type { CupBracket, CupEntry, CupMatch } from '../schemas/cup.ts';
import type { LiveEvent } from '../schemas/live.ts';

/** "Final", "Semi-finals", "Quarter-finals", else "Round 2". */
export function roundName(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semi-finals';
  if (fromEnd === 2) return 'Quarter-finals';
  return `Round ${round}`;
}

export interface Side {
  entry: CupEntry | null;
  /** The entry's name, "Bye" for a bye, or "Winner of R1 M3" while still to be decided. */
  label: string;
  frames: number;
  needs: number | null;
  won: boolean;
}

export interface BracketMatch extends CupMatch {
  home: Side;
  away: Side;
}

/** The matches of each round (index 0 is round 1), each with its two sides named. */
export function bracketRounds(bracket: CupBracket): BracketMatch[][] {
  const entries = new Map(bracket.entries.map((e) => [e.id, e]));
  const side = (m: CupMatch, at: 'home' | 'away'): Side => {
    const id = at === 'home' ? m.homeEntryId : m.awayEntryId;
    const entry = id === null ? null : (entries.get(id) ?? null);
    const feeder = `R${m.round - 1} M${2 * m.slot - (at === 'home' ? 1 : 0)}`;
    const label = entry?.name ?? (m.round === 1 || m.decidedBy === 'bye' ? 'Bye' : `Winner of ${feeder}`);
    return {
      entry,
      label,
      frames: at === 'home' ? m.homeFrames : m.awayFrames,
      needs: at === 'home' ? m.homeNeeds : m.awayNeeds,
      won: id !== null && m.winnerEntryId === id,
    };
  };
  const rounds: BracketMatch[][] = Array.from({ length: bracket.rounds }, () => []);
  for (const m of bracket.matches)
    rounds[m.round - 1].push({ ...m, home: side(m, 'home'), away: side(m, 'away') });
  return rounds;
}

/** The first round not yet fully decided (what a TV shows first); the final once all are. */
export function currentRound(bracket: CupBracket): number {
  const open = bracket.matches.filter((m) => m.decidedBy === null).map((m) => m.round);
  return open.length ? Math.min(...open) : Math.max(bracket.rounds, 1);
}

/**
 * Whether a live event can change the bracket: anything about one of its fixtures (a frame, a
 * completion, a walkover's removal), and any fixture created or deleted elsewhere (a draw, a winner
 * moving on). Frames of other matches on the same night are not its business.
 */
export function eventConcernsBracket(
  event: Pick<LiveEvent, 'type' | 'fixtureId'>,
  bracket: CupBracket,
): boolean {
  if (event.type === 'fixtures.insert' || event.type === 'fixtures.delete') return true;
  return event.fixtureId !== undefined && bracket.matches.some((m) => m.fixtureId === event.fixtureId);
}
