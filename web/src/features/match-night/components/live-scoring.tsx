import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { framesWon } from '@core/rules/score.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useStartMatch } from '@/features/fixtures/api/fixture-mutations.ts';
import { paths } from '@/lib/paths.ts';
import { useFreshOdds } from '../hooks/use-fresh-odds.ts';
import { useMatch } from '../hooks/use-match.ts';
import { useLeagueSettings } from '../hooks/use-league-settings.ts';
import { useMatchLength } from '../hooks/use-match-length.ts';
import { useScoring } from '../hooks/use-scoring.ts';
import { FrameCard } from './frame-card.tsx';
import { Refusals, SyncLine } from './sync-status.tsx';

// The empty text points at Add Frame for who can add one (issue 24), and names who can for the others
// (docs/decisions.md: the spec's "Please set up frames in the Fixtures page first").
const NO_FRAMES_SCORER = 'No frames yet. Tap Add Frame to start scoring.';
const NO_FRAMES_VIEWER =
  'No frames set up for this match. Only an organiser or a captain of either team can add frames.';

/** Phone first (360x640): the score stays on top, the two big actions sit under the thumb. */
export function LiveScoring({ fixtureId }: { fixtureId: number }) {
  const navigate = useNavigate();
  const match = useMatch(fixtureId);
  const { frames, completing: queuedComplete } = match.screen;
  const scoring = useScoring(fixtureId, frames, match.playerName);
  const score = framesWon(frames);
  const length = useMatchLength(match.fixture.data);
  const settings = useLeagueSettings(match.fixture.data);
  const full = length !== null && frames.length >= length;
  const undecided = frames.filter((f) => f.winner === 'na').length;
  const [confirming, setConfirming] = useState(false);
  const { isOrganiser, isCaptain } = useAuth();
  const start = useStartMatch();
  useFreshOdds(match.frames.data);
  const back = () => navigate(paths.matchNight);

  if (match.fixture.isPending) return <Spinner label="Loading match" />;
  if (match.fixture.isError) {
    return (
      <div className="mx-auto max-w-xl p-4">
        <Button variant="outline" className="mb-4 h-11" onClick={back}>
          Back
        </Button>
        <LoadError error={match.fixture.error} fallback="Failed to fetch fixture" />
        {/* A deleted fixture is also why its waiting changes were refused: say which. */}
        <SyncLine />
        <Refusals />
      </div>
    );
  }
  const fixture = match.fixture.data;
  // As can_score_fixture() in supabase/migrations/20261122001500_roles_helpers.sql, which decides.
  const canScore = isOrganiser || isCaptain(fixture.homeTeamId) || isCaptain(fixture.awayTeamId);
  return (
    <div className="mx-auto w-full max-w-xl pb-28">
      <header className="sticky top-0 z-10 border-b border-border bg-white/95 px-4 py-2 shadow-sm backdrop-blur">
        <div className="flex items-center gap-3">
          <Button variant="outline" className="h-11 min-w-11" onClick={back}>
            Back
          </Button>
          <h1 className="text-lg font-bold">Live Scoring</h1>
          <p
            aria-label="Score"
            data-testid="score"
            className="ml-auto text-3xl font-bold tabular-nums text-slate-900"
          >
            {score.home} - {score.away}
          </p>
        </div>
        <p className="mt-1 truncate font-semibold" data-testid="match-title">
          {match.title}
        </p>
        <p className="truncate text-sm text-slate-600">
          {match.venue} · {formatDateTime(fixture.kickoffAt)}
        </p>
        {/* Completed in a league that asks for it: the state, and where the other captain answers. */}
        {(fixture.confirmation === 'awaiting' || fixture.confirmation === 'disputed') && (
          <p className="text-sm font-semibold" data-testid="confirmation">
            {fixture.confirmation === 'awaiting' ? 'Awaiting confirmation' : 'Disputed'} ·{' '}
            <Link className="underline" to={paths.fixture(fixture.id)}>
              See the result
            </Link>
          </p>
        )}
        {/* The first frame scored starts it too; this is for starting before the first frame. */}
        {fixture.status === 'scheduled' &&
          (isOrganiser || isCaptain(fixture.homeTeamId) || isCaptain(fixture.awayTeamId)) && (
            <Button
              className="mt-2 h-11 w-full"
              disabled={start.isPending}
              onClick={() => start.mutate(fixture.id)}
            >
              Start Match
            </Button>
          )}
        <SyncLine />
      </header>
      <Refusals />
      {match.frames.isPending ? (
        <Spinner label="Loading frames" />
      ) : frames.length === 0 ? (
        <p className="m-4 rounded-lg border border-dashed border-border p-6 text-center text-slate-600">
          {canScore ? NO_FRAMES_SCORER : NO_FRAMES_VIEWER}
        </p>
      ) : (
        <ol className="grid gap-3 p-4" aria-label="Frames">
          {frames.map((frame) => (
            <FrameCard
              key={frame.rowKey}
              frame={frame}
              home={match.home}
              away={match.away}
              playerName={match.playerName}
              onChange={scoring.setField}
              settings={canScore ? settings : null}
              onDetails={scoring.setDetails}
              onBreak={scoring.addBreak}
            />
          ))}
        </ol>
      )}
      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-white/95 p-3 backdrop-blur">
        <div className="mx-auto grid max-w-xl grid-cols-2 gap-3">
          <Button variant="outline" className="h-12 text-base" disabled={full} onClick={scoring.addFrame}>
            {full ? `This match has ${length} ${length === 1 ? 'frame' : 'frames'}` : 'Add Frame'}
          </Button>
          <Button
            className="h-12 text-base"
            disabled={scoring.completing || queuedComplete || fixture.status === 'final'}
            onClick={() => setConfirming(true)}
          >
            {fixture.status === 'final' ? 'Completed' : 'Complete Match'}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Complete Match"
        description={
          <>
            <span className="block text-base font-semibold text-slate-900" data-testid="final-score">
              {match.title}: {score.home} - {score.away}
            </span>
            {undecided === 0
              ? 'Every frame has a winner.'
              : `${undecided} ${undecided === 1 ? 'frame is' : 'frames are'} still undecided and will count for nobody.`}
          </>
        }
        confirmLabel="Complete Match"
        onConfirm={() => {
          setConfirming(false);
          void scoring.complete();
        }}
      />
    </div>
  );
}
