import { describe, expect, it } from 'vitest';
import type { FrameWinner } from '../schemas/enums.ts';
import { formatScore, framesWon, matchResult } from './score.ts';

const frames = (...winners: FrameWinner[]) => winners.map((winner) => ({ winner }));

describe('score from frames', () => {
  it('counts frames won by each side and ignores na frames', () => {
    expect(framesWon(frames('home', 'away', 'na', 'home', 'na'))).toEqual({ home: 2, away: 1 });
    expect(framesWon([])).toEqual({ home: 0, away: 0 });
  });
  it('gives the match to the side with more frames, a draw when level', () => {
    expect(matchResult(frames('home', 'home', 'away'))).toBe('home');
    expect(matchResult(frames('away', 'na', 'na'))).toBe('away');
    expect(matchResult(frames('home', 'away', 'na'))).toBe('draw');
    expect(matchResult(frames('na', 'na'))).toBe('draw');
  });
  it('formats the score as home - away', () => {
    expect(formatScore(frames('home', 'away', 'away', 'na'))).toBe('1 - 2');
  });
});
