import type { Account } from '@core/schemas/account.ts';
import type { UserRole } from '@core/schemas/role.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { roleLabel } from '../labels.ts';

export interface AccountActions {
  onGrant: (account: Account) => void;
  onRevoke: (account: Account, role: UserRole) => void;
  onLink: (account: Account) => void;
}

/** The /people table: one row per account, its roles each with a remove control, and its player. */
export function AccountsTable({
  accounts,
  teamName,
  playerName,
  onGrant,
  onRevoke,
  onLink,
}: AccountActions & {
  accounts: Account[];
  teamName: (id: number) => string | undefined;
  playerName: (id: number) => string | undefined;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Display name</TableHead>
          <TableHead>Confirmed</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead>Roles</TableHead>
          <TableHead className="whitespace-nowrap">Linked player</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {accounts.map((a) => (
          <TableRow key={a.id} data-testid="account-row">
            <TableCell className="font-medium">{a.email}</TableCell>
            <TableCell>{a.displayName || '-'}</TableCell>
            <TableCell>
              {a.confirmedAt ? (
                <Badge>Confirmed</Badge>
              ) : (
                <Badge variant="secondary" className="whitespace-nowrap">
                  Not confirmed
                </Badge>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {a.lastSignInAt ? formatDateTime(a.lastSignInAt) : 'Never'}
            </TableCell>
            <TableCell>
              {a.roles.length === 0 ? (
                '-'
              ) : (
                <ul aria-label={`Roles of ${a.email}`} className="flex flex-wrap gap-1">
                  {a.roles.map((r) => {
                    const label = roleLabel(r, teamName);
                    return (
                      <li
                        key={`${r.role}-${r.teamId}`}
                        className="inline-flex items-center gap-1 rounded-full border border-border py-0.5 pl-2.5 pr-1 text-xs font-semibold"
                      >
                        {label}
                        <button
                          type="button"
                          aria-label={`Revoke ${label} from ${a.email}`}
                          className="rounded-full px-1 leading-none text-slate-700 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700"
                          onClick={() => onRevoke(a, r)}
                        >
                          ×
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </TableCell>
            <TableCell>{(a.playerId !== null && playerName(a.playerId)) || '-'}</TableCell>
            <TableCell>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Grant role to ${a.email}`}
                  onClick={() => onGrant(a)}
                >
                  Grant role
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Link player to ${a.email}`}
                  onClick={() => onLink(a)}
                >
                  Link player
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
