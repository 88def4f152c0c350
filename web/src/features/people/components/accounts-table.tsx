import { useMemo } from 'react';
import type { Account } from '@core/schemas/account.ts';
import type { UserRole } from '@core/schemas/role.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { useDataTable, type Column, type ListState } from '@/components/ui/use-data-table.ts';
import { formatDateTime } from '@/lib/format.ts';
import { roleLabel } from '../labels.ts';

export interface AccountActions {
  onGrant: (account: Account) => void;
  onRevoke: (account: Account, role: UserRole) => void;
  onLink: (account: Account) => void;
}

interface Names {
  teamName: (id: number) => string | undefined;
  playerName: (id: number) => string | undefined;
}

/** The /people table: one row per account, its roles each with a remove control, and its player; the
 * server searches, sorts (e-mail, display name, last sign-in) and pages it (GET /api/users). */
export function AccountsTable({
  accounts,
  total,
  state,
  ...props
}: AccountActions &
  Names & {
    accounts: Account[];
    total: number;
    state: ListState;
  }) {
  const { teamName, playerName, onGrant, onRevoke, onLink } = props;
  const columns = useMemo(
    () => accountColumns({ teamName, playerName, onGrant, onRevoke, onLink }),
    [teamName, playerName, onGrant, onRevoke, onLink],
  );
  const list = useDataTable({ data: accounts, columns, state, serverTotal: total });
  return (
    <DataTable
      list={list}
      label="Accounts"
      searchLabel="Search accounts"
      searchPlaceholder="Name or e-mail"
      empty="No accounts yet."
      noMatch={(q) => `No accounts match “${q}”.`}
      rowProps={() => ({ 'data-testid': 'account-row' })}
    />
  );
}

function accountColumns({ teamName, playerName, onGrant, onRevoke, onLink }: AccountActions & Names) {
  const columns: Column<Account>[] = [
    { id: 'email', header: 'Email', accessorFn: (a) => a.email, meta: { cellClassName: 'font-medium' } },
    { id: 'name', header: 'Display name', accessorFn: (a) => a.displayName || '-' },
    {
      id: 'confirmed',
      header: 'Confirmed',
      enableSorting: false,
      cell: ({ row: { original: a } }) =>
        a.confirmedAt ? (
          <Badge>Confirmed</Badge>
        ) : (
          <Badge variant="secondary" className="whitespace-nowrap">
            Not confirmed
          </Badge>
        ),
    },
    {
      id: 'lastSignIn',
      header: 'Last sign-in',
      accessorFn: (a) => (a.lastSignInAt ? formatDateTime(a.lastSignInAt) : 'Never'),
      meta: { className: 'whitespace-nowrap' },
    },
    {
      id: 'roles',
      header: 'Roles',
      enableSorting: false,
      cell: ({ row: { original: a } }) =>
        a.roles.length === 0 ? (
          '-'
        ) : (
          <ul aria-label={`Roles of ${a.email}`} className="flex flex-wrap gap-1">
            {a.roles.map((r) => {
              const label = roleLabel(r, teamName);
              return (
                <li
                  key={`${r.role}-${r.teamId}-${r.organisationName}`}
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
        ),
    },
    {
      id: 'player',
      header: 'Linked player',
      enableSorting: false,
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: a } }) => (a.playerId !== null && playerName(a.playerId)) || '-',
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row: { original: a } }) => (
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
      ),
    },
  ];
  return columns;
}
