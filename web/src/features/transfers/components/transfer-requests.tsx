import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { transfersQuery } from '../api/get-transfers.ts';
import { useApproveTransfer, useRejectTransfer } from '../api/transfer-mutations.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

const statusVariant = { pending: 'secondary', approved: 'default', rejected: 'destructive' } as const;
const decidedText = { approved: 'Approved by', rejected: 'Rejected by' } as const;

export function TransferRequests({ canDecide }: { canDecide: boolean }) {
  const transfers = useQuery(transfersQuery());
  const organisationId = useOrganisationId();
  const players = useQuery(playersQuery(organisationId));
  const teams = useQuery(teamsQuery(organisationId));
  const approve = useApproveTransfer();
  const reject = useRejectTransfer();
  const player = (id: number) => players.data?.find((p) => p.id === id)?.fullName ?? `#${id}`;
  const team = (id: number) => teams.data?.find((t) => t.id === id)?.name ?? `#${id}`;

  return (
    <QueryView query={transfers} loading={<Skeleton className="h-24" />} empty="No transfer requests yet.">
      {(rows) => (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Player</TableHead>
              <TableHead>From Team</TableHead>
              <TableHead>To Team</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Requested</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((t) => (
              <TableRow key={t.id}>
                <TableCell className="font-medium">{player(t.playerId)}</TableCell>
                <TableCell>{team(t.fromTeamId)}</TableCell>
                <TableCell>{team(t.toTeamId)}</TableCell>
                <TableCell>
                  <Badge variant={statusVariant[t.status]}>{t.status}</Badge>
                  {t.status !== 'pending' && t.decidedByName && (
                    <span className="block text-xs text-muted-foreground">
                      {decidedText[t.status]} {t.decidedByName}
                    </span>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDateTime(t.requestedAt)}
                  {t.requestedByName && (
                    <span className="block text-xs text-muted-foreground">by {t.requestedByName}</span>
                  )}
                </TableCell>
                <TableCell className="flex flex-wrap gap-2">
                  {t.status === 'pending' && canDecide && (
                    <>
                      <Button size="sm" disabled={approve.isPending} onClick={() => approve.mutate(t.id)}>
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="destructive"
                        disabled={reject.isPending}
                        onClick={() => reject.mutate(t.id)}
                      >
                        Reject
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryView>
  );
}
