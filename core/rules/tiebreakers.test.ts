import { describe, expect, it } from 'vitest';
import { leagueSettingsSchema } from '../schemas/league.ts';
import { tiebreakText } from './tiebreakers.ts';

describe('tiebreakText', () => {
  it("reads the default order, the team's name last", () => {
    expect(tiebreakText(leagueSettingsSchema.parse({}).tiebreakers)).toBe(
      'Teams level on points are ordered by 1. Frame difference, 2. Frames for, 3. Team name.',
    );
  });

  it('ends with the name when the league left it out, and explains head-to-head', () => {
    expect(tiebreakText(['head_to_head', 'frames_for'])).toBe(
      'Teams level on points are ordered by 1. Head-to-head, 2. Frames for, 3. Team name. ' +
        "Head-to-head counts the tied teams' matches only.",
    );
  });
});
