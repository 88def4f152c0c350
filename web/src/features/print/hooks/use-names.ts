// Team, venue and player names for a printed sheet, from the lists the admin already caches.
import { useQuery } from '@tanstack/react-query';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { venuesQuery } from '@/features/venues/api/get-venues.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export function useNames() {
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const venues = useQuery(venuesQuery(organisationId));
  const players = useQuery(playersQuery(organisationId));
  const name = <T extends { id: number }>(
    rows: T[] | undefined,
    id: number | null,
    of: (row: T) => string,
  ) => {
    const row = id == null ? undefined : rows?.find((r) => r.id === id);
    return row ? of(row) : '';
  };
  return {
    ready: teams.isSuccess && venues.isSuccess && players.isSuccess,
    error: teams.error ?? venues.error ?? players.error,
    team: (id: number) => name(teams.data, id, (t) => t.name),
    venue: (id: number) => name(venues.data, id, (v) => v.name),
    venueAddress: (id: number) => name(venues.data, id, (v) => v.address ?? ''),
    player: (id: number | null) => name(players.data, id, (p) => p.fullName),
  };
}
