// Everything one match needs on screen: the fixture, its frames with the outbox applied, the two
// teams' active rosters, and names; kept current by the live stream.
import { useQuery } from '@tanstack/react-query';
import type { Player } from '@core/schemas/player.ts';
import type { RosterEntry } from '@core/schemas/roster.ts';
import { FIXTURES_POLL_MS, useLive } from '@/lib/live.ts';
import { matchQueries } from '../data/kept.ts';
import { screenMatch } from '../outbox/screen-frames.ts';
import { useOutbox } from './use-outbox.ts';

export interface RosterOption {
  id: number;
  name: string;
}

function rosterOptions(entries: RosterEntry[] | undefined, players: Player[] | undefined): RosterOption[] {
  const byId = new Map((players ?? []).map((p) => [p.id, p]));
  return (entries ?? [])
    .filter((e) => e.isActive && byId.has(e.playerId))
    .map((e) => ({ id: e.playerId, name: byId.get(e.playerId)!.fullName }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function useMatch(fixtureId: number) {
  const fixture = useQuery(matchQueries.fixture(fixtureId));
  const frames = useQuery(matchQueries.frames(fixtureId));
  const teams = useQuery(matchQueries.teams());
  const venues = useQuery(matchQueries.venues());
  const players = useQuery(matchQueries.players());
  const homeId = fixture.data?.homeTeamId ?? 0;
  const awayId = fixture.data?.awayTeamId ?? 0;
  const homeRoster = useQuery({ ...matchQueries.roster(homeId), enabled: homeId > 0 });
  const awayRoster = useQuery({ ...matchQueries.roster(awayId), enabled: awayId > 0 });
  const { queue, ids } = useOutbox();

  const { connected } = useLive({
    topics: ['frames', 'fixtures'],
    fixtureId,
    targets: [
      { queryKey: matchQueries.frames(fixtureId).queryKey, pollMs: FIXTURES_POLL_MS },
      {
        queryKey: matchQueries.fixture(fixtureId).queryKey,
        pollMs: FIXTURES_POLL_MS,
        when: (e) => e.type.startsWith('fixtures.'),
      },
    ],
  });

  const teamName = (id: number) => teams.data?.find((t) => t.id === id)?.name ?? `Team ${id}`;
  const playerName = (id: number) => players.data?.find((p) => p.id === id)?.fullName ?? `Player ${id}`;
  const screen = screenMatch(fixtureId, frames.data ?? [], queue, ids);
  return {
    fixture,
    frames,
    screen,
    connected,
    title: fixture.data ? `${teamName(homeId)} vs ${teamName(awayId)}` : '',
    venue: venues.data?.find((v) => v.id === fixture.data?.venueId)?.name ?? '',
    home: rosterOptions(homeRoster.data, players.data),
    away: rosterOptions(awayRoster.data, players.data),
    playerName,
  };
}
