import { auditTableLabels, type AuditEntry } from '@core/schemas/audit.ts';
import { formatDateTime } from '@/lib/format.ts';
import { LoadError } from './load-error.tsx';

const actionText = { insert: 'created', update: 'changed', delete: 'deleted' } as const;

/** Who changed what and when, newest first: a History panel's or the audit page's rows. */
export function HistoryList({
  entries,
  describe,
  nameOf,
}: {
  entries: AuditEntry[];
  /** What the row is, in the screen's words ("Frame 2"). */
  describe?: (entry: AuditEntry) => string;
  /** A screen that knows what its rows point at names them ("home_player_id", 3 → "Ann Lee"); a
   * reference it cannot name is then left out rather than shown as a number. */
  nameOf?: (field: string, value: unknown) => string | undefined;
}) {
  // Account ids are left out: a person is named by who made the change, never by an id.
  const fields = (e: AuditEntry) =>
    Object.keys(e.after ?? {})
      .filter((k) => !isAccountId(e.before?.[k]) && !isAccountId(e.after?.[k]))
      .flatMap((k) => {
        const [before, after] = [e.before?.[k], e.after?.[k]];
        if (!nameOf || !k.endsWith('_id')) return [`${label(k)}: ${show(before)} → ${show(after)}`];
        const named = (v: unknown) => (v === null || v === undefined ? '—' : nameOf(k, v));
        const [from, to] = [named(before), named(after)];
        return from === undefined || to === undefined ? [] : [`${label(k.slice(0, -3))}: ${from} → ${to}`];
      })
      .join(', ');
  return (
    <ol className="space-y-1 text-sm" aria-label="History">
      {entries.map((e) => (
        <li key={e.id} data-testid="history-entry" className="rounded-md bg-muted px-3 py-1.5">
          <span className="font-medium">{formatDateTime(e.at)}</span> <span>{whoOf(e)}</span>{' '}
          {actionText[e.action]} {describe ? describe(e) : `${auditTableLabels[e.table]} #${e.rowId}`}
          {e.subject && ` for ${e.subject}`}
          {e.action === 'update' && fields(e) && (
            <span className="text-muted-foreground"> ({fields(e)})</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Who made the change: their name, else their address; "system" for the database's own writes. */
const whoOf = (e: AuditEntry) => e.userName ?? e.userEmail ?? (e.userId ? 'a removed account' : 'system');

const isAccountId = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(v);

const label = (field: string) => field.replaceAll('_', ' ');

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** A dialog's History panel: its rows' entries, or why there are none to show. */
export function HistoryPanel({
  id,
  history,
  describe,
  nameOf,
}: {
  id: string;
  history: { isPending: boolean; error: Error | null; entries: AuditEntry[] };
  describe: (entry: AuditEntry) => string;
  nameOf?: (field: string, value: unknown) => string | undefined;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold">
        History
      </h3>
      {history.error ? (
        <LoadError error={history.error} />
      ) : history.isPending ? (
        <p className="text-muted-foreground">Loading history...</p>
      ) : history.entries.length === 0 ? (
        <p className="text-muted-foreground">No changes recorded.</p>
      ) : (
        <HistoryList entries={history.entries} describe={describe} nameOf={nameOf} />
      )}
    </section>
  );
}
