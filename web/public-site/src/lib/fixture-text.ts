// How the public pages name a fixture's state and score: postponed and void fixtures by their
// status alone (they have no result), a result decided by forfeit with its awarded score and
// "(forfeit)", as the standings count it (public.team_results). The words are core's
// (core/rules/fixture-status.ts), the same as the admin app's and the TV's.
import { fixtureStatusRules, statusLabel as coreStatusLabel } from '../../../../core/rules/fixture-status.ts';
import type { PublicFixture } from '../../../../core/schemas/public-site.ts';

type Shown = Pick<PublicFixture, 'status' | 'forfeit'>;

/** The status as shown beside the score: "Final (forfeit)" for a forfeit. */
export const statusLabel = (f: Shown): string => coreStatusLabel(f.status, f.forfeit);

/** Whether the fixture has a score to show: a postponed or void one has none. */
export const hasScore = (f: Shown) => !fixtureStatusRules[f.status].off;

/** "2 - 1 Final", "5 - 0 Final (forfeit)", "Postponed"; "Scorecard" before play. */
export function scoreText(f: Shown & Pick<PublicFixture, 'homeScore' | 'awayScore'>): string {
  if (f.status === 'scheduled') return 'Scorecard';
  if (!hasScore(f)) return fixtureStatusRules[f.status].label;
  return `${f.homeScore} - ${f.awayScore} ${statusLabel(f)}`;
}
