// "Invite": an address, a role, and for captains and players a team (and optionally the player record
// the new account takes over). A captain may invite only players, to a team they captain.
import { useQuery } from '@tanstack/react-query';
import { invitationCreateSchema } from '@core/schemas/account.ts';
import type { Role } from '@core/schemas/enums.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { useForm } from '@/lib/form.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { useCreateInvitation } from '../api/invitations.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

const NO_PLAYER = 'none';
const roleOptions = [
  { value: 'player', label: 'Player' },
  { value: 'captain', label: 'Captain' },
  { value: 'organiser', label: 'Organiser' },
];

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { isOrganiser, isCaptain } = useAuth();
  const form = useForm({ email: '', role: 'player' as Role, teamId: '', playerId: NO_PLAYER });
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const players = useQuery({
    ...playersQuery(organisationId),
    enabled: organisationId !== null && isOrganiser,
  });
  const create = useCreateInvitation(onClose);
  const { role } = form.values;

  const teamOptions = (teams.data ?? [])
    .filter((t) => isOrganiser || isCaptain(t.id))
    .map((t) => ({ value: String(t.id), label: t.name }));
  const playerOptions = [
    { value: NO_PLAYER, label: 'No player record' },
    ...(players.data ?? []).filter((p) => !p.userId).map((p) => ({ value: String(p.id), label: p.fullName })),
  ];

  function submit() {
    const { email, teamId, playerId } = form.values;
    const data = form.parse(invitationCreateSchema, {
      email: email.trim(),
      role,
      teamId: role !== 'organiser' && teamId ? Number(teamId) : null,
      playerId: role !== 'organiser' && playerId !== NO_PLAYER ? Number(playerId) : null,
      // The organisation shown (a team's invitation goes into the team's own).
      organisationId: organisationId ?? null,
    });
    if (data) create.mutate(data, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Invite"
      description="We e-mail a link that works once, for 7 days."
      onSubmit={submit}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
      pending={create.isPending}
    >
      <TextField label="Email" type="email" maxLength={255} {...form.field('email')} />
      <SelectField
        label="Role"
        value={role}
        onValueChange={(v) => form.set('role', v as Role)}
        options={isOrganiser ? roleOptions : roleOptions.slice(0, 1)}
        error={form.errors.role}
      />
      {role !== 'organiser' && (
        <SelectField
          label={role === 'captain' ? 'Team' : 'Team (Optional)'}
          value={form.values.teamId}
          onValueChange={(v) => form.set('teamId', v)}
          options={teamOptions}
          error={form.errors.teamId}
        />
      )}
      {role !== 'organiser' && isOrganiser && (
        <SelectField
          label="Player (Optional)"
          value={form.values.playerId}
          onValueChange={(v) => form.set('playerId', v)}
          options={playerOptions}
          error={form.errors.playerId}
        />
      )}
    </FormDialog>
  );
}
