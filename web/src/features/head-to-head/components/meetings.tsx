// The two players' meetings, newest first: each fixture by its teams and date (linking to its result
// page), and who won each of their frames in it.
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Player } from '@core/schemas/player.ts';
import type { HeadToHead } from '@core/schemas/stats.ts';
import { EmptyState } from '@/components/ui/page.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { fixtureQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { formatDateTime } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

type Frame = HeadToHead['frames'][number];

/** The frames grouped by fixture, in the order given (newest first), frames in playing order. */
function byFixture(frames: Frame[]) {
  const meetings = new Map<number, Frame[]>();
  for (const f of frames) meetings.set(f.fixtureId, [...(meetings.get(f.fixtureId) ?? []), f]);
  return [...meetings].map(([fixtureId, list]) => ({
    fixtureId,
    kickoffAt: list[0].kickoffAt,
    frames: list.sort((x, y) => x.frameNo - y.frameNo),
  }));
}

export function Meetings({
  frames,
  playerA,
  playerB,
}: {
  frames: Frame[];
  playerA: Player;
  playerB: Player;
}) {
  const meetings = byFixture(frames);
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const fixtures = useQueries({ queries: meetings.map((m) => fixtureQuery(m.fixtureId)) });
  const teamName = (id?: number) => teams.data?.find((t) => t.id === id)?.name ?? '…';
  const winner = (f: Frame) => (f.winnerPlayerId === playerA.id ? playerA.fullName : playerB.fullName);
  return (
    <section aria-labelledby="meetings-heading">
      <h2 id="meetings-heading" className="mb-3 text-xl font-semibold">
        Meetings
      </h2>
      {meetings.length === 0 ? (
        <EmptyState>These two players have not met in a frame yet.</EmptyState>
      ) : (
        <Table aria-label="Meetings">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Fixture</TableHead>
              <TableHead>Frames</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {meetings.map((m, i) => {
              const fixture = fixtures[i]?.data;
              return (
                <TableRow key={m.fixtureId} data-testid="meeting">
                  <TableCell className="whitespace-nowrap">{formatDateTime(m.kickoffAt)}</TableCell>
                  <TableCell>
                    <Link className="text-green-800 underline" to={paths.fixture(m.fixtureId)}>
                      {fixture
                        ? `${teamName(fixture.homeTeamId)} v ${teamName(fixture.awayTeamId)}`
                        : 'Result'}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <ul>
                      {m.frames.map((f) => (
                        <li key={f.frameId}>{`Frame ${f.frameNo}: ${winner(f)} won`}</li>
                      ))}
                    </ul>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
