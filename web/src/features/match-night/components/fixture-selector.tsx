import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { todaysFixtures } from '@core/rules/fixture-filters.ts';
import { statusLabel } from '@core/rules/fixture-status.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { EmptyState, Page } from '@/components/ui/page.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { FIXTURES_POLL_MS, useLive } from '@/lib/live.ts';
import { paths } from '@/lib/paths.ts';
import { matchQueries } from '../data/kept.ts';
import { Refusals, SyncLine } from './sync-status.tsx';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** Today's scheduled and in-play fixtures (the scorer's own calendar day). */
export function FixtureSelector() {
  const navigate = useNavigate();
  const fixtures = useQuery(matchQueries.fixtures());
  const teams = useQuery(matchQueries.teams());
  const venues = useQuery(matchQueries.venues());
  useLive({
    topics: ['fixtures'],
    targets: [{ queryKey: matchQueries.fixtures().queryKey, pollMs: FIXTURES_POLL_MS }],
  });
  const teamName = (id: number) => teams.data?.find((t) => t.id === id)?.name ?? `Team ${id}`;
  const venueName = (id: number) => venues.data?.find((v) => v.id === id)?.name ?? '';
  const today = todaysFixtures(fixtures.data ?? []);

  return (
    <Page title="Select a Fixture">
      <SyncLine />
      <Refusals />
      <div className="mt-3">
        {fixtures.isPending ? (
          <div className="grid gap-3" data-testid="loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        ) : fixtures.isError ? (
          <LoadError error={fixtures.error} fallback="Failed to fetch fixtures" />
        ) : today.length === 0 ? (
          <EmptyState>No fixtures scheduled for today.</EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Today's fixtures">
            {today.map((f) => {
              const name = `${teamName(f.homeTeamId)} vs ${teamName(f.awayTeamId)}`;
              return (
                <li key={f.id} className="grid gap-2 rounded-lg border border-border bg-white p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="font-semibold">{name}</h2>
                    <Badge variant={f.status === 'in_play' ? 'info' : 'secondary'}>
                      {statusLabel(f.status)}
                    </Badge>
                  </div>
                  <p className="text-sm text-slate-600">
                    {venueName(f.venueId)} · {time.format(new Date(f.kickoffAt))}
                  </p>
                  <Button
                    className="h-11"
                    aria-label={`Start Scoring ${name}`}
                    onClick={() => navigate(paths.matchNightFor(f.id))}
                  >
                    Start Scoring
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Page>
  );
}
