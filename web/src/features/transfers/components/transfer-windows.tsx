import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { transferWindowStatus } from '@core/rules/transfer-window-status.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/page.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import { leagueTransferWindowsQuery } from '../api/get-transfer-windows.ts';
import { WindowFormDialog } from './window-form-dialog.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

const statusVariant = { Upcoming: 'info', Open: 'default', Closed: 'secondary' } as const;

export function TransferWindows({ canCreate }: { canCreate: boolean }) {
  const organisationId = useOrganisationId();
  const leagues = useQuery(leaguesQuery(organisationId));
  const [leagueId, setLeagueId] = useState('');
  const [creating, setCreating] = useState(false);
  const windows = useQuery({ ...leagueTransferWindowsQuery(Number(leagueId)), enabled: !!leagueId });

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          className="flex-1"
          label="League"
          value={leagueId}
          placeholder="Select a league"
          options={(leagues.data ?? []).map((l) => ({
            value: String(l.id),
            label: `${l.name} - ${l.season}`,
          }))}
          onValueChange={setLeagueId}
        />
        <Button disabled={!canCreate} onClick={() => setCreating(true)}>
          Create Transfer Window
        </Button>
      </div>
      {!leagueId ? (
        <EmptyState>Select a league to see its transfer windows.</EmptyState>
      ) : (
        <QueryView
          query={windows}
          loading={<p className="text-muted-foreground">Loading transfer windows...</p>}
          empty="No transfer windows for this league yet."
        >
          {(rows) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Opens At</TableHead>
                  <TableHead>Closes At</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((w) => {
                  const status = transferWindowStatus(w);
                  return (
                    <TableRow key={w.id}>
                      <TableCell>{formatDateTime(w.opensAt)}</TableCell>
                      <TableCell>{formatDateTime(w.closesAt)}</TableCell>
                      <TableCell>
                        <Badge variant={statusVariant[status]}>{status}</Badge>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </QueryView>
      )}
      {creating && <WindowFormDialog leagueId={leagueId} onClose={() => setCreating(false)} />}
    </div>
  );
}
