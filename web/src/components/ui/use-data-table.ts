// One rule for every list that grows (players, teams, fixtures, people, the audit log): searched,
// sorted and paged through TanStack Table. A list the browser holds whole (2,000 fixtures are a few
// hundred kilobytes) is searched, sorted and paged here; a list the server pages (accounts) asks the
// server with the same state and hands its total in.
import { useEffect, useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Table,
} from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's header and cells (alignment, hidden on a phone). */
    className?: string;
    /** Classes of its cells only (a bold score under a plain header). */
    cellClassName?: string;
  }
}

/** A page: a season's squads (8 teams of 4) or a month of fixtures fit on one, 1,000 rows take 20. */
export const DEFAULT_PAGE_SIZE = 50;

/** A list's column: its value is the text it sorts by (names, ISO dates), never an id. */
export type Column<T> = ColumnDef<T, string>;

/** What the user chose: the search text, the sort (one column) and the page. */
export interface ListState {
  search: string;
  setSearch: (text: string) => void;
  sorting: SortingState;
  /** Sorts by the column, ascending first, then the other way on each click; back to page 1. */
  sortBy: (columnId: string) => void;
  setSorting: (sorting: SortingState) => void;
  pagination: PaginationState;
  setPagination: (page: PaginationState) => void;
}

export function useListState(
  initialSort: SortingState = [],
  pageSize = DEFAULT_PAGE_SIZE,
  initialSearch = '',
): ListState {
  const [search, setSearchText] = useState(initialSearch);
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const first = () => setPagination((p) => ({ ...p, pageIndex: 0 }));
  return {
    search,
    setSearch: (text) => {
      setSearchText(text);
      first();
    },
    sorting,
    sortBy: (columnId) => {
      const now = sorting[0]?.id === columnId ? sorting[0] : null;
      setSorting([{ id: columnId, desc: now ? !now.desc : false }]);
      first();
    },
    setSorting: (next) => {
      setSorting(next);
      first();
    },
    pagination,
    setPagination,
  };
}

export interface ListTable<T> {
  table: Table<T>;
  state: ListState;
  /** Rows matching the search, on every page. */
  matched: number;
}

export interface ListTableOptions<T> {
  data: T[];
  /** Every column has an `id`: the sort names it. */
  columns: Column<T>[];
  state: ListState;
  /** What a search matches for a row: the names the user sees, never ids. */
  searchText?: (row: T) => string;
  /** The sort applied for the user's (fixtures stay grouped by night under any sort). */
  sortWith?: (sorting: SortingState) => SortingState;
  /** Columns that only sort (a fixture's night), never shown. */
  hidden?: string[];
  /** A list searched, sorted and paged on the server: the rows are its page, this its total. */
  serverTotal?: number;
}

export function useDataTable<T>({
  data,
  columns,
  state,
  searchText,
  sortWith = (s) => s,
  hidden = [],
  serverTotal,
}: ListTableOptions<T>): ListTable<T> {
  const server = serverTotal !== undefined;
  const query = state.search.trim().toLowerCase();
  // Each row's text is lower-cased once per list, not once per keystroke.
  const texts = useMemo(() => {
    const map = new WeakMap<object, string>();
    if (searchText) for (const row of data) map.set(row as object, searchText(row).toLowerCase());
    return map;
  }, [data, searchText]);
  const firstColumn = columns[0]?.id;
  const columnVisibility = useMemo(() => Object.fromEntries(hidden.map((id) => [id, false])), [hidden]);

  // TanStack keeps each row's values until the data changes: new columns (names now loaded) need new rows.
  const rows = useMemo(() => [...data], [data, columns]); // eslint-disable-line react-hooks/exhaustive-deps
  const table = useReactTable<T>({
    data: rows,
    columns,
    state: {
      sorting: sortWith(state.sorting),
      pagination: state.pagination,
      globalFilter: query,
      columnVisibility,
    },
    onPaginationChange: (updater) =>
      state.setPagination(typeof updater === 'function' ? updater(state.pagination) : updater),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    // The search is one match over the row's text, tried once per row (on its first column).
    getColumnCanGlobalFilter: (column) => column.id === firstColumn,
    globalFilterFn: (row, _column, q: string) => (texts.get(row.original as object) ?? '').includes(q),
    manualPagination: server,
    manualFiltering: server,
    manualSorting: server,
    rowCount: serverTotal,
    autoResetPageIndex: false,
  });

  // A list that shrank under the page shown (a search, a deletion) shows its last page instead.
  const pages = table.getPageCount();
  const { pageIndex } = state.pagination;
  useEffect(() => {
    if (pageIndex > 0 && pageIndex >= pages)
      state.setPagination({ ...state.pagination, pageIndex: Math.max(0, pages - 1) });
  });

  return { table, state, matched: server ? serverTotal : table.getFilteredRowModel().rows.length };
}
