// The one table every growing list uses (players, fixtures, people; teams and the audit log use its
// search and pager around their own layout): a labelled search box, headers that sort (aria-sort), the
// page's rows, optionally grouped under headings (fixtures by night), and "Page 1 of N" below.
import type { ComponentProps, ReactNode } from 'react';
import { flexRender, type Header, type Row } from '@tanstack/react-table';
import { cn } from '@/lib/cn.ts';
import { DataPager, pageRange } from './data-pager.tsx';
import { DataSearch } from './data-search.tsx';
import { EmptyState } from './page.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table.tsx';
import type { ListState, ListTable } from './use-data-table.ts';

export function DataTable<T>({
  list,
  label,
  searchLabel = 'Search',
  searchPlaceholder,
  toolbar,
  withSearch = true,
  empty = 'Nothing here yet.',
  noMatch,
  groupBy,
  rowProps,
}: {
  list: ListTable<T>;
  /** The table's accessible name ("Players"). */
  label: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Other controls beside the search box. */
  toolbar?: ReactNode;
  /** False when the screen shows the search box itself, beside filters that outlive an empty list. */
  withSearch?: boolean;
  /** What an empty list says (a screen with no rows at all usually says it before the table). */
  empty?: ReactNode;
  /** What an empty search result says; by default `No rows match “text”.` */
  noMatch?: (search: string) => ReactNode;
  /** Rows under one heading per group, in the page's order (a night's fixtures). */
  groupBy?: (row: T) => string;
  rowProps?: (row: T) => ComponentProps<'tr'> & { 'data-testid'?: string };
}) {
  const { table, state, matched } = list;
  const rows = table.getRowModel().rows;
  const { pageIndex, pageSize } = state.pagination;
  const pageCount = table.getPageCount();
  const search = state.search.trim();
  const body = (part: Row<T>[], name: string) => (
    <Table aria-label={name}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <SortableHead key={header.id} header={header} state={state} />
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {part.map((row) => (
          <TableRow key={row.id} {...rowProps?.(row.original)}>
            {row.getVisibleCells().map((cell) => (
              <TableCell
                key={cell.id}
                className={cn(
                  cell.column.columnDef.meta?.className,
                  cell.column.columnDef.meta?.cellClassName,
                )}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

  return (
    <div>
      {(withSearch || toolbar) && (
        <div className="mb-4 flex flex-wrap items-end gap-3">
          {withSearch && (
            <DataSearch
              label={searchLabel}
              placeholder={searchPlaceholder}
              value={state.search}
              onChange={state.setSearch}
            />
          )}
          {toolbar}
        </div>
      )}
      {rows.length === 0 ? (
        <EmptyState>{search ? (noMatch?.(search) ?? `No rows match “${search}”.`) : empty}</EmptyState>
      ) : groupBy ? (
        <div className="space-y-6">
          {runs(rows, groupBy).map(({ name, part }, i) => (
            <section key={`${name}-${i}`} aria-label={name}>
              <h2 className="mb-1 text-base font-semibold">{name}</h2>
              {body(part, name)}
            </section>
          ))}
        </div>
      ) : (
        body(rows, label)
      )}
      <DataPager
        pageIndex={pageIndex}
        pageCount={pageCount}
        range={pageRange(pageIndex * pageSize, rows.length, matched)}
        hasNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </div>
  );
}

/** A column header: a button that sorts by it when the column sorts, its state in aria-sort. */
function SortableHead<T>({ header, state }: { header: Header<T, unknown>; state: ListState }) {
  const { column } = header;
  const className = column.columnDef.meta?.className;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) return <TableHead className={className}>{content}</TableHead>;
  const mine = state.sorting[0]?.id === column.id ? state.sorting[0] : null;
  const sort = mine ? (mine.desc ? 'descending' : 'ascending') : 'none';
  return (
    <TableHead aria-sort={sort} className={className}>
      <button
        type="button"
        onClick={() => state.sortBy(column.id)}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700',
          mine && 'text-foreground',
        )}
      >
        {content}
        <span aria-hidden="true" className="text-xs">
          {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </TableHead>
  );
}

/** Consecutive rows with the same group, in order (a group split by a page break shows on both). */
function runs<T>(rows: Row<T>[], groupOf: (row: T) => string) {
  const out: { name: string; part: Row<T>[] }[] = [];
  for (const row of rows) {
    const name = groupOf(row.original);
    if (out.at(-1)?.name === name) out.at(-1)!.part.push(row);
    else out.push({ name, part: [row] });
  }
  return out;
}
