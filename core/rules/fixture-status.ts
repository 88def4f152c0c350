// A fixture's status: how every screen names it (the admin web app's badges, the public site and the
// TV show these words, never the enum's spelling `in_play`), and what it allows, for the API's checks
// and the screens' buttons alike.
import type { FixtureStatus, ForfeitSide } from '../schemas/enums.ts';

/** What a fixture in one status is called, and what may be done with it. */
export interface FixtureStatusRule {
  /** Its name on every screen. */
  label: string;
  /** The match is off (postponed or void): no score to show. */
  off: boolean;
  /** It may be started (its first frame scored) on Match Night. */
  start: boolean;
  /** It may be postponed: it is still to be played (scheduled, or in play). */
  postpone: boolean;
  /** It may be given a new date and played after all. */
  reschedule: boolean;
  /** It may be voided. */
  void: boolean;
}

/** One record per status; a new enum value fails to compile until it has one. */
export const fixtureStatusRules: Record<FixtureStatus, FixtureStatusRule> = {
  scheduled: { label: 'Scheduled', off: false, start: true, postpone: true, reschedule: false, void: true },
  in_play: { label: 'In play', off: false, start: false, postpone: true, reschedule: false, void: true },
  final: { label: 'Final', off: false, start: false, postpone: false, reschedule: false, void: true },
  postponed: { label: 'Postponed', off: true, start: false, postpone: false, reschedule: true, void: true },
  void: { label: 'Void', off: true, start: false, postpone: false, reschedule: false, void: false },
};

/** "In play"; "Final (forfeit)" for a result decided by forfeit. */
export function statusLabel(status: FixtureStatus, forfeit?: ForfeitSide | null): string {
  const { label } = fixtureStatusRules[status];
  return forfeit ? `${label} (forfeit)` : label;
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

/** The one action a fixture row offers first, for its status and what the viewer may do. */
export type PrimaryAction = 'start' | 'score' | 'confirm' | 'result' | 'reschedule' | null;

export function primaryAction(
  f: { status: FixtureStatus },
  can: { score: boolean; manage: boolean; answer: boolean },
  /** Whether it kicks off today, where the viewer is. */
  today: boolean,
): PrimaryAction {
  const rule = fixtureStatusRules[f.status];
  if (rule.start) return can.score && today ? 'start' : null;
  if (f.status === 'in_play') return can.score ? 'score' : 'result';
  if (f.status === 'final') return can.answer ? 'confirm' : 'result';
  if (rule.reschedule) return can.manage ? 'reschedule' : null;
  return null;
}
