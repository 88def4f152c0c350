// How a league's tie-breakers read in words: the settings form's choices and the line under every
// standings table. The order itself is the database's (standings_table): points, then the league's
// tie-breakers in their order, then the team's name, so a table's order is always total.
import type { Tiebreaker } from '../schemas/enums.ts';

export const tiebreakerLabels: Record<Tiebreaker, string> = {
  head_to_head: 'Head-to-head',
  frame_difference: 'Frame difference',
  frames_for: 'Frames for',
  name: 'Team name',
  points_difference: 'Points difference',
};

/** "Level on points: 1. Frame difference, 2. Frames for, 3. Team name." (the name always ends it). */
export function tiebreakText(order: readonly Tiebreaker[]): string {
  const steps = order.includes('name') ? order : [...order, 'name' as const];
  const named = steps.map((t, i) => `${i + 1}. ${tiebreakerLabels[t]}`).join(', ');
  const h2h = order.includes('head_to_head') ? " Head-to-head counts the tied teams' matches only." : '';
  return `Teams level on points are ordered by ${named}.${h2h}`;
}
