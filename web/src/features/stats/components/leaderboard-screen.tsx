import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { divisionOptions } from '@core/rules/division-label.ts';
import type { LeaderboardMetric } from '@core/schemas/stats.ts';
import { leagueDivisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Page } from '@/components/ui/page.tsx';
import { leaderboardQuery, type LeaderboardFilters } from '../api/get-leaderboard.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

const metrics: [LeaderboardMetric, string][] = [
  ['rating', 'Rating'],
  ['win_pct', 'Win %'],
  ['frames_won', 'Frames won'],
];
const selectClass = 'h-10 rounded-md border border-border bg-white px-2 text-sm';
const idOf = (v: string) => (v ? Number(v) : undefined);

/** /leaderboard (anyone): players ranked by the chosen metric in a league or division. */
export default function LeaderboardScreen() {
  const [filters, setFilters] = useState<LeaderboardFilters>({ metric: 'rating' });
  const organisationId = useOrganisationId();
  const leagues = useQuery(leaguesQuery(organisationId));
  const divisions = useQuery({ ...leagueDivisionsQuery(filters.leagueId ?? 0), enabled: !!filters.leagueId });
  const board = useQuery(leaderboardQuery(filters));
  const set = (patch: Partial<LeaderboardFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <Page title="Leaderboard">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="lb-league">League</Label>
          <select
            id="lb-league"
            className={selectClass}
            value={filters.leagueId ?? ''}
            onChange={(e) => set({ leagueId: idOf(e.target.value), divisionId: undefined })}
          >
            <option value="">All leagues</option>
            {leagues.data?.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name} {l.season}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="lb-division">Division</Label>
          <select
            id="lb-division"
            className={selectClass}
            disabled={!filters.leagueId}
            value={filters.divisionId ?? ''}
            onChange={(e) => set({ divisionId: idOf(e.target.value) })}
          >
            <option value="">All divisions</option>
            {divisionOptions(divisions.data ?? [], leagues.data ?? []).map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="lb-metric">Rank by</Label>
          <select
            id="lb-metric"
            className={selectClass}
            value={filters.metric}
            onChange={(e) => set({ metric: e.target.value as LeaderboardMetric })}
          >
            {metrics.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="lb-min">Min frames</Label>
          <Input
            id="lb-min"
            type="number"
            min={0}
            className="w-28"
            placeholder="League's"
            onChange={(e) => set({ minFrames: e.target.value === '' ? undefined : Number(e.target.value) })}
          />
        </div>
      </div>
      <LeaderboardTable query={board} />
    </Page>
  );
}
