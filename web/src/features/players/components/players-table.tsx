// The Players list: searched by name, nickname or team, sorted by any named column, 50 a page.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { PlayerListItem } from '@core/schemas/player.ts';
import { Button } from '@/components/ui/button.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { useDataTable, type Column, type ListState } from '@/components/ui/use-data-table.ts';
import { displayName } from '@/lib/display-name.ts';
import { paths } from '@/lib/paths.ts';

export interface PlayerActions {
  canTransfer: boolean;
  canManage: boolean;
  onTransfer: (p: PlayerListItem) => void;
  onEdit: (p: PlayerListItem) => void;
  onMerge: (p: PlayerListItem) => void;
  onDelete: (p: PlayerListItem) => void;
}

const teamsOf = (p: PlayerListItem) => p.teamNames.join(', ');
// The account by its name: an id is never shown (organisers pick accounts by name).
const accountOf = (p: PlayerListItem) => (p.userId || p.userName ? displayName(p.userName) : '');
const searchText = (p: PlayerListItem) => `${p.fullName} ${p.nickname ?? ''} ${teamsOf(p)}`;

export function PlayersTable({
  players,
  state,
  actions,
}: {
  players: PlayerListItem[];
  state: ListState;
  actions: PlayerActions;
}) {
  const columns = useMemo(() => playerColumns(actions), [actions]);
  const list = useDataTable({ data: players, columns, state, searchText });
  return (
    <DataTable
      list={list}
      label="Players"
      searchLabel="Search players"
      searchPlaceholder="Name, nickname or team"
      noMatch={(q) => `No players match “${q}”.`}
    />
  );
}

function playerColumns(a: PlayerActions): Column<PlayerListItem>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (p) => p.fullName,
      sortingFn: 'text',
      meta: { className: 'font-medium' },
      cell: ({ row: { original: p } }) => (
        <Link className="text-green-800 underline" to={paths.player(p.id)}>
          {p.fullName}
        </Link>
      ),
    },
    { id: 'team', header: 'Team', accessorFn: (p) => teamsOf(p) || '-', sortingFn: 'text' },
    { id: 'nickname', header: 'Nickname', accessorFn: (p) => p.nickname || '-', sortingFn: 'text' },
    { id: 'account', header: 'Account', accessorFn: (p) => accountOf(p) || '-', sortingFn: 'text' },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={!a.canTransfer}
            aria-label={`Transfer ${p.fullName}`}
            onClick={() => a.onTransfer(p)}
          >
            Transfer
          </Button>
          {a.canManage && (
            <>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Edit ${p.fullName}`}
                onClick={() => a.onEdit(p)}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Merge ${p.fullName} into another player`}
                onClick={() => a.onMerge(p)}
              >
                Merge into…
              </Button>
              <Button
                size="sm"
                variant="destructive"
                aria-label={`Delete ${p.fullName}`}
                onClick={() => a.onDelete(p)}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];
}
