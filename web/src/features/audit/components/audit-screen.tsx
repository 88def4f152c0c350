import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditedTables, auditTableLabels, type AuditQuery } from '@core/schemas/audit.ts';
import { DataPager } from '@/components/ui/data-pager.tsx';
import { HistoryList } from '@/components/ui/history-list.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { EmptyState, Page } from '@/components/ui/page.tsx';
import { PersonPicker, type Person } from '@/components/ui/person-picker.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { usePeopleSearch } from '@/features/people/api/get-users.ts';
import { fromLocalInput } from '@/lib/format.ts';
import { auditQuery } from '../api/get-audit.ts';

/**
 * /audit (organisers): every recorded change, newest first, by kind of record, person and date, a page
 * at a time (the lists' shared pager); records and people by name (core/schemas/audit.ts auditTableLabels), never by internals.
 */
export default function AuditScreen() {
  const [filters, setFilters] = useState<AuditQuery>({});
  const [cursors, setCursors] = useState<number[]>([]);
  const [person, setPerson] = useState<Person | null>(null);
  const page = useQuery(auditQuery({ ...filters, before: cursors.at(-1) }));
  const set = (patch: AuditQuery) => {
    setFilters((f) => ({ ...f, ...patch }));
    setCursors([]);
  };
  const at = (v: string) => fromLocalInput(v) ?? undefined;

  return (
    <Page title="Audit Log">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="audit-table">Record type</Label>
          <select
            id="audit-table"
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            value={filters.table ?? ''}
            onChange={(e) => set({ table: (e.target.value || undefined) as AuditQuery['table'] })}
          >
            <option value="">All records</option>
            {[...auditedTables]
              .sort((a, b) => auditTableLabels[a].localeCompare(auditTableLabels[b]))
              .map((t) => (
                <option key={t} value={t}>
                  {auditTableLabels[t]}
                </option>
              ))}
          </select>
        </div>
        <div className="w-72">
          <PersonPicker
            label="Changed by"
            chosen={person}
            onChoose={(p) => {
              setPerson(p);
              set({ userId: p?.id });
            }}
            useSearch={usePeopleSearch}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" type="datetime-local" onChange={(e) => set({ from: at(e.target.value) })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="datetime-local" onChange={(e) => set({ to: at(e.target.value) })} />
        </div>
      </div>
      {page.isPending ? (
        <CardSkeletons />
      ) : page.isError ? (
        <LoadError error={page.error} />
      ) : page.data.items.length === 0 ? (
        <EmptyState>No changes recorded.</EmptyState>
      ) : (
        <HistoryList entries={page.data.items} />
      )}
      {/* A cursor pages the log (newest first), so its pager says "Page 2" without a count of pages. */}
      <DataPager
        pageIndex={cursors.length}
        hasNext={!!page.data?.nextBefore}
        onPrevious={() => setCursors((c) => c.slice(0, -1))}
        onNext={() => page.data?.nextBefore && setCursors((c) => [...c, page.data.nextBefore!])}
      />
    </Page>
  );
}
