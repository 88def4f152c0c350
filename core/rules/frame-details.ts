// Who won a frame from its details (issue 29): the side that reached its race in a race-to rubber,
// the side with more points in a snooker frame; 'na' while neither. The database applies the same
// rules (public.frame_details_follow_league(), supabase/schemas/frames.sql);
// tests/db/frame-detail-properties.test.ts ties the two together for any input.
import type { FrameWinner } from '../schemas/enums.ts';

export interface RaceScore {
  homeRacks: number;
  awayRacks: number;
  homeRace: number;
  awayRace: number;
}

/** Whether a race score can stand: no side past its race, and not both at it. */
export function raceScoreValid(s: RaceScore): boolean {
  const inRange = (racks: number, race: number) => Number.isInteger(racks) && racks >= 0 && racks <= race;
  return (
    inRange(s.homeRacks, s.homeRace) &&
    inRange(s.awayRacks, s.awayRace) &&
    !(s.homeRacks === s.homeRace && s.awayRacks === s.awayRace)
  );
}

/** The winner of a valid race score: the side at its race, else nobody yet. */
export function raceWinner(s: RaceScore): FrameWinner {
  if (s.homeRacks === s.homeRace) return 'home';
  if (s.awayRacks === s.awayRace) return 'away';
  return 'na';
}

/** The winner of a snooker frame by its points: the side with more (equal: nobody yet). */
export function pointsWinner(homePoints: number, awayPoints: number): FrameWinner {
  if (homePoints === awayPoints) return 'na';
  return homePoints > awayPoints ? 'home' : 'away';
}

/** A break of 100 or more is a century. The database counts centuries by the same mark
 *  (player_frame_details() and team_frame_details(), supabase/schemas/stat-reads.sql;
 *  tests/db/frame-detail-stats.test.ts). */
const CENTURY = 100;
export const isCentury = (value: number): boolean => value >= CENTURY;
