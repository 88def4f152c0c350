import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { teamCreateSchema, type Team } from '@core/schemas/team.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PersonPicker, type Person } from '@/components/ui/person-picker.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { usePeopleSearch } from '@/features/people/api/get-users.ts';
import { venuesQuery } from '@/features/venues/api/get-venues.ts';
import { displayName } from '@/lib/display-name.ts';
import { useForm } from '@/lib/form.ts';
import { useCreateTeam, useUpdateTeam } from '../api/team-mutations.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export function TeamFormDialog({
  team,
  onClose,
  onCreated,
}: {
  team?: Team;
  onClose: () => void;
  onCreated?: (team: Team) => void;
}) {
  const form = useForm({
    name: team?.name ?? '',
    captainUserId: team?.captainUserId ?? '',
    homeVenueId: team?.homeVenueId ? String(team.homeVenueId) : '',
  });
  const [captain, setCaptain] = useState<Person | null>(
    team?.captainUserId ? { id: team.captainUserId, name: displayName(team.captainName) } : null,
  );
  const organisationId = useOrganisationId();
  const venues = useQuery(venuesQuery(organisationId));
  const create = useCreateTeam((created) => {
    onCreated?.(created);
    onClose();
  });
  const update = useUpdateTeam(onClose);

  function submit() {
    // No captain chosen becomes null.
    const { homeVenueId, ...values } = form.values;
    const data = form.parse(teamCreateSchema, { ...values, homeVenueId: Number(homeVenueId) || null });
    if (!data) return;
    const body = {
      name: data.name,
      captainUserId: data.captainUserId ?? null,
      homeVenueId: data.homeVenueId,
    };
    if (team) update.mutate({ id: team.id, ...body }, { onError: form.showServerErrors });
    else create.mutate(body, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={team ? 'Edit Team' : 'Create Team'}
      onSubmit={submit}
      submitLabel={team ? 'Update Team' : 'Create Team'}
      pending={create.isPending || update.isPending}
    >
      <TextField label="Team Name" maxLength={255} {...form.field('name')} />
      <PersonPicker
        label="Captain (Optional)"
        chosen={captain}
        onChoose={(p) => {
          setCaptain(p);
          form.set('captainUserId', p?.id ?? '');
        }}
        useSearch={usePeopleSearch}
        error={form.errors.captainUserId}
      />
      <SelectField
        label="Home Venue (Optional)"
        value={form.values.homeVenueId}
        placeholder="No home venue"
        options={[
          { value: 'none', label: 'No home venue' },
          ...(venues.data ?? []).map((v) => ({ value: String(v.id), label: v.name })),
        ]}
        onValueChange={(v) => form.set('homeVenueId', v === 'none' ? '' : v)}
      />
    </FormDialog>
  );
}
