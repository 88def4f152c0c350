import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { matchNightList, type MatchNightSection } from '@core/rules/match-night-list.ts';
import type { Fixture } from '@core/schemas/fixture.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { EmptyState, Page } from '@/components/ui/page.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';
import { FIXTURES_POLL_MS, useLive } from '@/lib/live.ts';
import { paths } from '@/lib/paths.ts';
import { matchQueries } from '../data/kept.ts';
import { FixtureEntry } from './fixture-entry.tsx';
import { Refusals, SyncLine } from './sync-status.tsx';

/**
 * The fixtures to score, per role (core/rules/match-night-list.ts): a captain's own matches first, an
 * organiser's night by venue, everyone else's today (the scorer's own calendar day).
 */
export function FixtureSelector() {
  const navigate = useNavigate();
  const { roles, isOrganiser } = useAuth();
  const organisationId = useOrganisationId();
  const fixtures = useQuery(matchQueries.fixtures());
  const teams = useQuery(matchQueries.teams());
  const venues = useQuery(matchQueries.venues());
  useLive({
    topics: ['fixtures'],
    targets: [{ queryKey: matchQueries.fixtures().queryKey, pollMs: FIXTURES_POLL_MS }],
  });
  // Names only, never ids: the list waits for teams and venues (kept copies when offline).
  const teamName = (id: number) => teams.data?.find((t) => t.id === id)?.name ?? 'Unknown team';
  const venueName = (id: number) => venues.data?.find((v) => v.id === id)?.name ?? 'Unknown venue';
  const captainOf = roles.flatMap((r) => (r.role === 'captain' && r.teamId != null ? [r.teamId] : []));
  // The organisation shown (an organiser of one sees only its night). The list itself stays the whole
  // kept one, so a reload with no signal, when the organisations are not known, still lists the night.
  const shown = fixtures.data?.filter(
    (f) => organisationId == null || f.organisationId == null || f.organisationId === organisationId,
  );
  const sections = matchNightList(shown ?? [], { organiser: isOrganiser, captainOf }, venueName);
  const yours = sections.some((s) => s.kind === 'yours');
  const title = (s: MatchNightSection<Fixture>) =>
    s.kind === 'yours'
      ? 'Your matches'
      : s.kind === 'venue'
        ? venueName(s.venueId ?? 0)
        : s.kind === 'recent'
          ? 'Not finished, last 7 days'
          : yours
            ? 'Other fixtures today'
            : "Today's fixtures";

  return (
    <Page title="Select a Fixture">
      <SyncLine />
      <Refusals />
      <div className="mt-3">
        {fixtures.isPending || teams.isPending || venues.isPending ? (
          <div className="grid gap-3" data-testid="loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        ) : fixtures.isError ? (
          <LoadError error={fixtures.error} fallback="Failed to fetch fixtures" />
        ) : sections.length === 0 ? (
          <EmptyState>No fixtures scheduled for today.</EmptyState>
        ) : (
          sections.map((s) => (
            <section key={`${s.kind}-${s.venueId ?? ''}`} className="mb-6" aria-label={title(s)}>
              <h2 className="mb-2 text-lg font-semibold">{title(s)}</h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {s.entries.map(({ fixture: f, when }) => (
                  <FixtureEntry
                    key={f.id}
                    fixture={f}
                    when={when}
                    name={`${teamName(f.homeTeamId)} vs ${teamName(f.awayTeamId)}`}
                    venue={venueName(f.venueId)}
                    onOpen={() => navigate(paths.matchNightFor(f.id))}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </Page>
  );
}
