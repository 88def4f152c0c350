// A match's score sheet on A4: teams, venue, date, one line per frame (players and winner, blank
// lines to fill in by hand), the score so far and both captains' signatures.
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useParams } from 'react-router-dom';
import { formatScore } from '@core/rules/score.ts';
import type { Frame } from '@core/schemas/frame.ts';
import { fixtureQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { framesQuery } from '@/features/fixtures/api/get-frames.ts';
import { useNames } from '../hooks/use-names.ts';
import { PrintPage } from './print-page.tsx';

/** Lines on a sheet even before any frame is entered, so it can be filled in at the table. */
export const MIN_FRAME_LINES = 10;

export default function ScoreSheetScreen() {
  const id = Number(useParams().id);
  const fixture = useQuery(fixtureQuery(id));
  const frames = useQuery(framesQuery(id));
  const names = useNames();
  const f = fixture.data;
  const home = f ? names.team(f.homeTeamId) : '';
  const away = f ? names.team(f.awayTeamId) : '';
  const played: (Frame | undefined)[] = [...(frames.data ?? [])].sort((a, b) => a.frameNo - b.frameNo);
  const lines = [
    ...played,
    ...Array<undefined>(Math.max(0, MIN_FRAME_LINES - played.length)).fill(undefined),
  ];
  const winner = (fr: Frame | undefined) =>
    fr?.winner === 'home' ? home : fr?.winner === 'away' ? away : '';
  const address = f ? names.venueAddress(f.venueId) : '';
  return (
    <PrintPage
      title={`Score sheet: ${home} v ${away}`}
      ready={fixture.isSuccess && frames.isSuccess && names.ready}
      error={fixture.error ?? frames.error ?? names.error}
    >
      <h1 className="text-2xl font-bold">Score Sheet</h1>
      <p className="text-xl font-semibold">
        {home} v {away}
      </p>
      {f && (
        <p className="mb-4">
          {names.venue(f.venueId)}
          {address && `, ${address}`} · {format(new Date(f.kickoffAt), 'EEEE d MMMM yyyy, HH:mm')}
        </p>
      )}
      <table aria-label="Frames">
        <thead>
          <tr>
            <th scope="col">Frame</th>
            <th scope="col">{home} player</th>
            <th scope="col">{away} player</th>
            <th scope="col">Winner</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((fr, i) => (
            <tr key={fr?.id ?? `blank-${i}`} className="h-8">
              <td>{fr?.frameNo ?? i + 1}</td>
              <td>{names.player(fr?.homePlayerId ?? null)}</td>
              <td>{names.player(fr?.awayPlayerId ?? null)}</td>
              <td>{winner(fr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 font-semibold">Score: {formatScore(frames.data ?? [])}</p>
      <p className="flex justify-between">
        <span className="signature">{home} captain</span>
        <span className="signature">{away} captain</span>
      </p>
    </PrintPage>
  );
}
