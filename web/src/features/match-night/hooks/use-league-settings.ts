// The settings of a fixture's league as match night reads them (kept offline with the match's other
// queries): what a frame records (points, racks, events, breaks) and how long the match is.
import { useQuery } from '@tanstack/react-query';
import type { Fixture } from '@core/schemas/fixture.ts';
import { leagueSettingsSchema, type LeagueSettings } from '@core/schemas/league.ts';
import { matchQueries } from '../data/kept.ts';

export function useLeagueSettings(fixture: Fixture | undefined): LeagueSettings | null {
  const divisions = useQuery(matchQueries.divisions());
  const leagues = useQuery(matchQueries.leagues());
  if (!fixture) return null;
  const leagueId = divisions.data?.find((d) => d.id === fixture.divisionId)?.leagueId;
  const league = leagues.data?.find((l) => l.id === leagueId);
  if (!league) return null;
  const settings = leagueSettingsSchema.safeParse(league.settings ?? {});
  return settings.success ? settings.data : null;
}
