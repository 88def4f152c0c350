// How every screen names a fixture's status: the admin web app's badges, the public site and the TV
// show these words, never the enum's spelling (`in_play`).
import type { FixtureStatus, ForfeitSide } from '../schemas/enums.ts';

/** One label per status; a new enum value fails to compile until it has one. */
export const fixtureStatusLabels: Record<FixtureStatus, string> = {
  scheduled: 'Scheduled',
  in_play: 'In play',
  final: 'Final',
  postponed: 'Postponed',
  void: 'Void',
};

/** "In play"; "Final (forfeit)" for a result decided by forfeit. */
export function statusLabel(status: FixtureStatus, forfeit?: ForfeitSide | null): string {
  return forfeit ? `${fixtureStatusLabels[status]} (forfeit)` : fixtureStatusLabels[status];
}
