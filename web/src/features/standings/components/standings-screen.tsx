// /standings: a division's table as the database orders it (standings_table), picked by division
// (?divisionId= keeps the choice in the address), with the league's tie-break order written under it.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tiebreakText } from '@core/rules/tiebreakers.ts';
import type { Division } from '@core/schemas/division.ts';
import type { League } from '@core/schemas/league.ts';
import { Page } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { SelectField, type SelectGroup } from '@/components/ui/select.tsx';
import { RowSkeletons } from '@/components/ui/skeleton.tsx';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import { divisionStandingsQuery } from '../api/get-division-standings.ts';
import { StandingsTable } from './standings-table.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

/** Every division under its league and season, in the leagues' and divisions' own order. */
function groupsOf(leagues: League[], divisions: Division[]): SelectGroup[] {
  return leagues
    .map((l) => ({
      label: `${l.name} · ${l.season}`,
      options: divisions
        .filter((d) => d.leagueId === l.id)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
        .map((d) => ({ value: String(d.id), label: `${d.name} · ${l.season}` })),
    }))
    .filter((g) => g.options.length > 0);
}

export default function StandingsScreen() {
  const organisationId = useOrganisationId();
  const divisions = useQuery(divisionsQuery(organisationId));
  const leagues = useQuery(leaguesQuery(organisationId));
  const groups = groupsOf(leagues.data ?? [], divisions.data ?? []);
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('divisionId') ?? groups[0]?.options[0]?.value ?? '';
  const divisionId = Number(chosen) || 0;
  const standings = useQuery({ ...divisionStandingsQuery(divisionId), enabled: divisionId > 0 });
  const division = divisions.data?.find((d) => d.id === divisionId);
  const league = leagues.data?.find((l) => l.id === division?.leagueId);

  return (
    <Page title="Standings">
      <SelectField
        className="mb-6 max-w-sm"
        label="Division"
        value={chosen}
        placeholder="Choose a division"
        onValueChange={(v) => setSearch({ divisionId: v }, { replace: true })}
        groups={groups}
      />
      {divisions.isPending || leagues.isPending ? (
        <RowSkeletons />
      ) : divisionId > 0 ? (
        <QueryView
          query={standings}
          loading={<RowSkeletons />}
          errorFallback="Failed to fetch standings"
          empty="No teams in this division yet."
        >
          {(rows) => (
            <section aria-label={`${division?.name ?? 'Division'} table`}>
              <StandingsTable rows={rows} />
              {league && (
                <p className="mt-3 text-sm text-slate-700" data-testid="tiebreak">
                  {tiebreakText(league.settings.tiebreakers)}
                </p>
              )}
            </section>
          )}
        </QueryView>
      ) : (
        <p className="text-slate-600">No divisions yet. Create a league and its divisions first.</p>
      )}
    </Page>
  );
}
