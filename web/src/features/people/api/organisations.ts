// Organisations on /people, for the deployment owner: create one (POST /api/organisations) and name
// its first organiser by e-mail (POST /api/user-roles with its organisationId).
import type { OrganisationCreate } from '@core/schemas/organisation.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { organisationsQuery } from '@/lib/organisation.ts';
import { usersQuery } from './get-users.ts';

export const createOrganisation = (input: OrganisationCreate) => ok(api.organisations.$post({ json: input }));

export const nameOrganiser = (input: { email: string; organisationId: number }) =>
  ok(api['user-roles'].$post({ json: { ...input, role: 'organiser' } }));

export const useCreateOrganisation = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createOrganisation,
    // The owner becomes its organiser: the switcher and this list gain it.
    invalidates: [organisationsQuery().queryKey],
    success: (_, input) => `${input.name} created`,
    fallback: 'Failed to create organisation',
    onSuccess,
  });

export const useNameOrganiser = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: nameOrganiser,
    invalidates: [usersQuery().queryKey],
    success: (_, input) => `${input.email} now organises it`,
    fallback: 'Failed to name the organiser',
    onSuccess,
  });
