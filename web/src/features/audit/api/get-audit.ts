// The audit log (organisers): one page of recorded changes, and the History of given rows.
import { useQueries } from '@tanstack/react-query';
import type { AuditEntry, AuditQuery } from '@core/schemas/audit.ts';
import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

/** Empty filters are left out, so the key is the same however a screen spells "no filter". */
export const auditQuery = (filters: AuditQuery = {}) => {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return read(api.audit, { query });
};

/** The recorded changes of several rows (a fixture's frames, a team's roster), newest first. */
export function useHistory(table: AuditEntry['table'], rowIds: number[]) {
  const pages = useQueries({ queries: rowIds.map((rowId) => auditQuery({ table, rowId, limit: 200 })) });
  return {
    isPending: pages.some((p) => p.isPending),
    error: pages.find((p) => p.error)?.error ?? null,
    entries: pages.flatMap((p) => p.data?.items ?? []).sort((a, b) => b.id - a.id),
  };
}
