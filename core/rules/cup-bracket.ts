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

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A round's date (YYYY-MM-DD, a calendar day that no time zone moves) as "Thu 7 Jan"; '' when absent. */
export function roundDay(date: string | undefined): string {
  const [y, m, d] = (date ?? '').split('-').map(Number);
  if (!y || !m || !d) return '';
  return `${DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

export interface Side {
  entry: CupEntry | null;
  /** The entry's name, "Bye" for a bye, or "Winner of R1 M3" while that match is undecided. */
  label: string;
  frames: number;
  needs: number | null;
  won: boolean;
  /** What the side's score column shows: frames won (of its race while undecided), "w/o", or nothing. */
  score: string;
}

export interface BracketMatch extends CupMatch {
  home: Side;
  away: Side;
}

function scoreOf(m: CupMatch, frames: number, needs: number | null, won: boolean): string {
  if (m.decidedBy === 'result') return String(frames);
  if (m.decidedBy === 'walkover') return won ? 'w/o' : '';
  if (m.decidedBy === 'bye' || needs === null) return '';
  return m.fixtureStatus === 'in_play' || frames > 0 ? `${frames}/${needs}` : `to ${needs}`;
}

/**
 * The matches of each round (index 0 is round 1), each with its two sides named. A side not yet on
 * the match is named from the match that feeds it: its winner once decided, else "Winner of R1 M3".
 */
export function bracketRounds(bracket: CupBracket): BracketMatch[][] {
  const entries = new Map(bracket.entries.map((e) => [e.id, e]));
  const byPlace = new Map(bracket.matches.map((m) => [`${m.round}:${m.slot}`, m]));
  const side = (m: CupMatch, at: 'home' | 'away'): Side => {
    const feedSlot = 2 * m.slot - (at === 'home' ? 1 : 0);
    const feeder = byPlace.get(`${m.round - 1}:${feedSlot}`);
    const id = (at === 'home' ? m.homeEntryId : m.awayEntryId) ?? feeder?.winnerEntryId ?? null;
    const entry = id === null ? null : (entries.get(id) ?? null);
    const label =
      entry?.name ??
      (m.round === 1 || m.decidedBy === 'bye' ? 'Bye' : `Winner of R${m.round - 1} M${feedSlot}`);
    const frames = at === 'home' ? m.homeFrames : m.awayFrames;
    const needs = at === 'home' ? m.homeNeeds : m.awayNeeds;
    const won = id !== null && m.winnerEntryId === id;
    return { entry, label, frames, needs, won, score: scoreOf(m, frames, needs, won) };
  };
  const rounds: BracketMatch[][] = Array.from({ length: bracket.rounds }, () => []);
  for (const m of bracket.matches)
    rounds[m.round - 1].push({ ...m, home: side(m, 'home'), away: side(m, 'away') });
  return rounds;
}

/** The first round not yet fully decided; the final once all are. */
export function currentRound(bracket: CupBracket): number {
  const open = bracket.matches.filter((m) => m.decidedBy === null).map((m) => m.round);
  return open.length ? Math.min(...open) : Math.max(bracket.rounds, 1);
}

/**
 * The rounds a screen of `columns` rounds shows (1-based, first to last): every round when they fit,
 * else from the last finished round (its winners and scores) on, the later rounds beside it.
 */
export function shownRounds(bracket: CupBracket, columns: number): { first: number; last: number } {
  const first = Math.max(1, Math.min(currentRound(bracket) - 1, bracket.rounds - columns + 1));
  return { first, last: Math.min(bracket.rounds, first + columns - 1) };
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
