import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Account, AccountSort } from '@core/schemas/account.ts';
import type { UserRole } from '@core/schemas/role.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Page, RoleNote } from '@/components/ui/page.tsx';
import { RowSkeletons } from '@/components/ui/skeleton.tsx';
import { useListState } from '@/components/ui/use-data-table.ts';
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
import { OrganisationsPanel } from './organisations-panel.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

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
      <OrganisationsPanel />
    </Page>
  );
}

function Accounts({ initialSearch }: { initialSearch: string }) {
  const list = useListState([{ id: 'email', desc: false }], PAGE_SIZE, initialSearch);
  const { search, sorting, pagination } = list;
  const q = useDebounced(search.trim());
  // E-mail, A to Z is the server's default: left out, so that page has one key.
  const by = sorting[0] && (`${sorting[0].desc ? '-' : ''}${sorting[0].id}` as AccountSort);
  const sort = by === 'email' ? undefined : by;
  const page = useQuery({
    ...usersQuery({ q, sort, limit: PAGE_SIZE, offset: pagination.pageIndex * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const players = useQuery(playersQuery(organisationId));
  const [granting, setGranting] = useState<Account | null>(null);
  const [linking, setLinking] = useState<Account | null>(null);
  const [revoking, setRevoking] = useState<{ account: Account; role: UserRole } | null>(null);
  const revoke = useRevokeRole(() => setRevoking(null));
  const teamName = useCallback((id: number) => teams.data?.find((t) => t.id === id)?.name, [teams.data]);
  const playerName = useCallback(
    (id: number) => players.data?.find((p) => p.id === id)?.fullName,
    [players.data],
  );
  const onRevoke = useCallback((account: Account, role: UserRole) => setRevoking({ account, role }), []);

  return (
    <>
      {page.isPending ? (
        <RowSkeletons count={4} />
      ) : page.isError ? (
        <LoadError error={page.error} />
      ) : (
        <AccountsTable
          accounts={page.data.items}
          total={page.data.total}
          state={list}
          teamName={teamName}
          playerName={playerName}
          onGrant={setGranting}
          onLink={setLinking}
          onRevoke={onRevoke}
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
