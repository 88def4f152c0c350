// The Teams screen's cards, searched by team or captain, sorted by name or captain, 24 a page (a card
// holds seven actions, too many for a table row at 1366 px; the search and pager are the lists' own).
import type { ReactNode } from 'react';
import type { Team } from '@core/schemas/team.ts';
import { DataPager, pageRange } from '@/components/ui/data-pager.tsx';
import { DataSearch } from '@/components/ui/data-search.tsx';
import { CardGrid, EmptyState } from '@/components/ui/page.tsx';
import { useDataTable, type Column, type ListState } from '@/components/ui/use-data-table.ts';
import { displayName } from '@/lib/display-name.ts';

export const TEAMS_PAGE_SIZE = 24;

const captainOf = (t: Team) => (t.captainUserId || t.captainName ? displayName(t.captainName) : '');
const columns: Column<Team>[] = [
  { id: 'name', accessorFn: (t) => t.name, sortingFn: 'text' },
  { id: 'captain', accessorFn: captainOf, sortingFn: 'text' },
];
const searchText = (t: Team) => `${t.name} ${captainOf(t)}`;
const sorts = {
  'name-asc': 'Name, A to Z',
  'name-desc': 'Name, Z to A',
  'captain-asc': 'Captain, A to Z',
} as const;

export function TeamsList({
  teams,
  state,
  card,
}: {
  teams: Team[];
  state: ListState;
  card: (team: Team) => ReactNode;
}) {
  const { table, matched } = useDataTable({ data: teams, columns, state, searchText });
  const rows = table.getRowModel().rows;
  const { pageIndex, pageSize } = state.pagination;
  const sort = `${state.sorting[0]?.id ?? 'name'}-${state.sorting[0]?.desc ? 'desc' : 'asc'}`;
  const search = state.search.trim();
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <DataSearch
          label="Search teams"
          placeholder="Team or captain"
          value={state.search}
          onChange={state.setSearch}
        />
        <div className="grid gap-2">
          <label htmlFor="teams-sort" className="text-sm font-medium leading-none">
            Sort by
          </label>
          <select
            id="teams-sort"
            className="h-10 rounded-md border border-border bg-white px-2 text-sm"
            value={sort}
            onChange={(e) => {
              const [id, dir] = e.target.value.split('-');
              state.setSorting([{ id, desc: dir === 'desc' }]);
            }}
          >
            {Object.entries(sorts).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </div>
      {rows.length === 0 ? (
        <EmptyState>{`No teams match “${search}”.`}</EmptyState>
      ) : (
        <CardGrid>{rows.map((row) => card(row.original))}</CardGrid>
      )}
      <DataPager
        pageIndex={pageIndex}
        pageCount={table.getPageCount()}
        range={pageRange(pageIndex * pageSize, rows.length, matched)}
        hasNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </div>
  );
}
