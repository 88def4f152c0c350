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

/**
 * "Postponed: Burst pipe" beside a fixture still to play (postponed, or scheduled again after it);
 * null once played or voided, or when it was never postponed. The admin app, the result page and the
 * public site all show this one line.
 */
export function postponementNote(f: {
  status: FixtureStatus;
  postponeReason?: string | null;
}): string | null {
  if (!f.postponeReason || (f.status !== 'postponed' && f.status !== 'scheduled')) return null;
  return `Postponed: ${f.postponeReason}`;
}
