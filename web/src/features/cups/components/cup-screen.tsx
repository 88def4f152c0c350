import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { eventConcernsBracket } from '@core/rules/cup-bracket.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { EmptyState, Page } from '@/components/ui/page.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { FIXTURES_POLL_MS, useLive } from '@/lib/live.ts';
import { bracketQuery } from '../api/get-cups.ts';
import { BracketView } from './bracket-view.tsx';
import { CupOrganiserPanel } from './cup-organiser-panel.tsx';
import { RoundDateButton } from './round-date-button.tsx';
import { WalkoverButtons } from './walkover-buttons.tsx';

/** /cups/:id (anyone): the bracket, live; organisers also enter and draw here. */
export default function CupScreen() {
  const id = Number(useParams().id);
  const { isOrganiser } = useAuth();
  const bracket = useQuery(bracketQuery(id));
  // A cup match is a fixture: its frames, its completion and a walkover's removed fixture redraw the
  // bracket; other matches' frames do not (core/rules/cup-bracket.ts).
  useLive({
    topics: ['fixtures', 'frames'],
    targets: [
      {
        queryKey: bracketQuery(id).queryKey,
        pollMs: FIXTURES_POLL_MS,
        when: (event) => !bracket.data || eventConcernsBracket(event, bracket.data),
      },
    ],
  });
  if (bracket.error) {
    return (
      <Page title="Cup">
        <LoadError error={bracket.error} />
      </Page>
    );
  }
  if (!bracket.data) {
    return (
      <Page title="Cup">
        <CardSkeletons />
      </Page>
    );
  }
  const { cup } = bracket.data;
  return (
    <Page title={cup.name}>
      {isOrganiser && <CupOrganiserPanel bracket={bracket.data} />}
      {cup.drawnAt ? (
        <>
          <p className="mb-4 text-sm text-muted-foreground">
            Drawn from {cup.seedFrom}, seed “{cup.drawSeed}”: the same seed and entries draw the same bracket.
          </p>
          <BracketView
            bracket={bracket.data}
            extra={isOrganiser ? (m) => <WalkoverButtons cupId={cup.id} match={m} /> : undefined}
            roundExtra={
              isOrganiser
                ? (round, name, date) => (
                    <RoundDateButton cupId={cup.id} round={round} name={name} date={date} />
                  )
                : undefined
            }
          />
        </>
      ) : (
        <EmptyState>This cup has not been drawn yet.</EmptyState>
      )}
    </Page>
  );
}
