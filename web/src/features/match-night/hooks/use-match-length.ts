// How many frames a match has: its league's frames_per_match (the database refuses any frame past
// it, supabase/migrations/20261127060000_match_starts_with_scoring.sql; this only words the button).
// A cup match's length is its race, which the database alone knows: null, no limit shown here.
import { useQuery } from '@tanstack/react-query';
import type { Fixture } from '@core/schemas/fixture.ts';
import { leagueSettingsSchema } from '@core/schemas/league.ts';
import { matchQueries } from '../data/kept.ts';

export function useMatchLength(fixture: Fixture | undefined): number | null {
  const divisions = useQuery(matchQueries.divisions());
  const leagues = useQuery(matchQueries.leagues());
  // The API returns every column of the fixture; cup_match_id is not in core's fixture schema.
  if (!fixture || (fixture as { cupMatchId?: number | null }).cupMatchId != null) return null;
  const leagueId = divisions.data?.find((d) => d.id === fixture.divisionId)?.leagueId;
  const league = leagues.data?.find((l) => l.id === leagueId);
  if (!league) return null;
  const setting = leagueSettingsSchema.shape.frames_per_match.safeParse(league.settings?.frames_per_match);
  return setting.success ? setting.data : null;
}
