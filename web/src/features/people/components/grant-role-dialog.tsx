import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '@core/schemas/account.ts';
import type { Role } from '@core/schemas/enums.ts';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { useGrantRole } from '../api/role-mutations.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

const roleOptions = [
  { value: 'organiser', label: 'Organiser' },
  { value: 'captain', label: 'Captain' },
  { value: 'player', label: 'Player' },
];

/** Grant role: a role, and the team a captain (or, optionally, a player) belongs to. */
export function GrantRoleDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const [role, setRole] = useState<Role | ''>('');
  const [teamId, setTeamId] = useState('');
  const grant = useGrantRole(onClose);
  const needsTeam = role === 'captain';
  const teamOptions = (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  function submit() {
    if (!role || (needsTeam && !teamId)) return;
    grant.mutate({
      userId: account.id,
      role,
      teamId: role !== 'organiser' && teamId ? Number(teamId) : null,
      // An organiser of the organisation shown (one who organises several must say which).
      organisationId: organisationId ?? undefined,
    });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Grant role"
      description={`Give ${account.displayName || account.email} a role`}
      onSubmit={submit}
      submitLabel="Grant role"
      pendingLabel="Granting..."
      pending={grant.isPending}
      canSubmit={!!role && (!needsTeam || !!teamId)}
    >
      <SelectField
        label="Role"
        value={role}
        onValueChange={(v) => setRole(v as Role)}
        placeholder="Select a role"
        options={roleOptions}
      />
      {role && role !== 'organiser' && (
        <SelectField
          label={needsTeam ? 'Team' : 'Team (Optional)'}
          value={teamId}
          onValueChange={setTeamId}
          placeholder={teams.isPending ? 'Loading teams...' : 'Select a team'}
          options={teamOptions}
        />
      )}
    </FormDialog>
  );
}
