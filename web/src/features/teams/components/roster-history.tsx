import type { RosterEntry } from '@core/schemas/roster.ts';
import { HistoryList } from '@/components/ui/history-list.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { useHistory } from '@/features/audit/api/get-audit.ts';

/** Who added, changed and removed each roster entry of a team (organisers; the audit log is theirs only). */
export function RosterHistory({
  entries,
  nameOf,
}: {
  entries: RosterEntry[];
  nameOf: (playerId: number) => string;
}) {
  const history = useHistory(
    'team_players',
    entries.map((e) => e.id),
  );
  const player = new Map(entries.map((e) => [e.id, e.playerId]));
  return (
    <section aria-labelledby="roster-history" className="space-y-2">
      <h3 id="roster-history" className="font-semibold">
        History
      </h3>
      {history.error ? (
        <LoadError error={history.error} />
      ) : history.isPending ? (
        <p className="text-muted-foreground">Loading history...</p>
      ) : history.entries.length === 0 ? (
        <p className="text-muted-foreground">No changes recorded.</p>
      ) : (
        <HistoryList
          entries={history.entries}
          describe={(e) => {
            const id = player.get(e.rowId);
            return id ? nameOf(id) : `roster entry #${e.rowId}`;
          }}
        />
      )}
    </section>
  );
}
