// Score from frames: 'na' frames count for nobody; the side with more frames wins the match, equal
// frames is a draw (docs/decisions.md, "Standings and scores").
import type { FrameWinner } from '../schemas/enums.ts';
export type MatchResult = 'home' | 'away' | 'draw';

export interface FramesWon {
  home: number;
  away: number;
}

export function framesWon(frames: readonly { winner: FrameWinner }[]): FramesWon {
  let home = 0;
  let away = 0;
  for (const frame of frames) {
    if (frame.winner === 'home') home += 1;
    else if (frame.winner === 'away') away += 1;
  }
  return { home, away };
}

export function matchResult(frames: readonly { winner: FrameWinner }[]): MatchResult {
  const { home, away } = framesWon(frames);
  if (home > away) return 'home';
  if (away > home) return 'away';
  return 'draw';
}

/** The score as match night and the wallboards show it: "home - away". */
export function formatScore(frames: readonly { winner: FrameWinner }[]): string {
  const { home, away } = framesWon(frames);
  return `${home} - ${away}`;
}
