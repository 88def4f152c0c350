// Which frame details a league records (issue 29), from its settings: snooker frame points, breaks
// (a threshold above 0), pool frame events, race-to rubbers. A league in the default format records
// none, and its screens and outputs stay as they were. snapshot_league_history()
// (supabase/schemas/leagues.sql) asks the same of a league; tests/cli/stats-details.test.ts ties them.
import type { LeagueSettings } from '../schemas/league.ts';

export interface RecordedDetails {
  points: boolean;
  breaks: boolean;
  events: boolean;
  races: boolean;
}

type DetailSettings = Pick<
  LeagueSettings,
  'frame_points' | 'break_threshold' | 'frame_events' | 'match_format'
>;

export function recordedDetails(s: DetailSettings): RecordedDetails {
  return {
    points: s.frame_points,
    breaks: s.break_threshold > 0,
    events: s.frame_events,
    races: s.match_format === 'races',
  };
}

/** Whether the league records any frame detail at all. */
export function recordsAnyDetail(s: DetailSettings): boolean {
  return Object.values(recordedDetails(s)).some(Boolean);
}
