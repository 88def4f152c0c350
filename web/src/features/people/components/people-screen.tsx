import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Account } from '@core/schemas/account.ts';
import type { UserRole } from '@core/schemas/role.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { EmptyState, Page, RoleNote } from '@/components/ui/page.tsx';
import { RowSkeletons } from '@/components/ui/skeleton.tsx';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { useAuth } from '@/lib/auth.tsx';
import { usersQuery } from '../api/get-users.ts';
import { useRevokeRole } from '../api/role-mutations.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { roleLabel } from '../labels.ts';
import { AccountsTable } from './accounts-table.tsx';
import { GrantRoleDialog } from './grant-role-dialog.tsx';
import { InvitationsPanel } from './invitations-panel.tsx';
import { LinkPlayerDialog } from './link-player-dialog.tsx';
import { Pager } from './pager.tsx';

export const PAGE_SIZE = 50;

/** /people: every account, searched and paged on the server, with its roles and player (organisers);
 * the invitations below it (organisers, and captains for their team's players). */
export default function PeopleScreen({ initialSearch = '' }: { initialSearch?: string }) {
  const { isOrganiser } = useAuth();
  return (
    <Page title="People">
      {isOrganiser ? (
        <Accounts initialSearch={initialSearch} />
      ) : (
        <RoleNote>Only organisers can see accounts and grant or revoke roles.</RoleNote>
      )}
      <InvitationsPanel />
    </Page>
  );
}

function Accounts({ initialSearch }: { initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch);
  const [offset, setOffset] = useState(0);
  const q = useDebounced(search.trim());
  const page = useQuery({
    ...usersQuery({ q, limit: PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  const teams = useQuery(teamsQuery());
  const players = useQuery(playersQuery());
  const [granting, setGranting] = useState<Account | null>(null);
  const [linking, setLinking] = useState<Account | null>(null);
  const [revoking, setRevoking] = useState<{ account: Account; role: UserRole } | null>(null);
  const revoke = useRevokeRole(() => setRevoking(null));
  const teamName = (id: number) => teams.data?.find((t) => t.id === id)?.name;
  const playerName = (id: number) => players.data?.find((p) => p.id === id)?.fullName;

  return (
    <>
      <div className="mb-4 grid max-w-sm gap-1">
        <Label htmlFor="people-search">Search</Label>
        <Input
          id="people-search"
          type="search"
          placeholder="Name or e-mail"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setOffset(0);
          }}
        />
      </div>
      {page.isPending ? (
        <RowSkeletons count={4} />
      ) : page.isError ? (
        <LoadError error={page.error} />
      ) : page.data.items.length === 0 ? (
        <EmptyState>{q ? `No accounts match “${q}”.` : 'No accounts yet.'}</EmptyState>
      ) : (
        <AccountsTable
          accounts={page.data.items}
          teamName={teamName}
          playerName={playerName}
          onGrant={setGranting}
          onLink={setLinking}
          onRevoke={(account, role) => setRevoking({ account, role })}
        />
      )}
      {page.data && page.data.total > 0 && (
        <Pager
          offset={offset}
          shown={page.data.items.length}
          total={page.data.total}
          pageSize={PAGE_SIZE}
          onOffset={setOffset}
        />
      )}
      {granting && <GrantRoleDialog account={granting} onClose={() => setGranting(null)} />}
      {linking && <LinkPlayerDialog account={linking} onClose={() => setLinking(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke role"
        description={
          revoking &&
          `Remove "${roleLabel(revoking.role, teamName)}" from ${revoking.account.email}? They lose what the role allows at once.`
        }
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate({
            userId: revoking.account.id,
            role: revoking.role.role,
            teamId: revoking.role.teamId,
          })
        }
      />
    </>
  );
}
