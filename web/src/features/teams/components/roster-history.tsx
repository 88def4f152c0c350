import type { RosterEntry } from '@core/schemas/roster.ts';
import { HistoryPanel } from '@/components/ui/history-list.tsx';
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
    <HistoryPanel
      id="roster-history"
      history={history}
      describe={(e) => {
        const id = player.get(e.rowId);
        return id ? nameOf(id) : `Roster entry #${e.rowId}`;
      }}
    />
  );
}
