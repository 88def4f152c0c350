// Grant and revoke a role on /people (POST and DELETE /api/user-roles): the API's rules and messages.
import type { RoleGrant } from '@core/schemas/role.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { usersQuery } from './get-users.ts';

export const grantRole = (grant: RoleGrant) => ok(api['user-roles'].$post({ json: grant }));
export const revokeRole = (grant: RoleGrant) => ok(api['user-roles'].$delete({ json: grant }));

export const useGrantRole = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: grantRole,
    invalidates: [usersQuery().queryKey],
    success: 'Role granted successfully',
    fallback: 'Failed to grant role',
    onSuccess,
  });

export const useRevokeRole = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: revokeRole,
    invalidates: [usersQuery().queryKey],
    success: 'Role revoked successfully',
    fallback: 'Failed to revoke role',
    onSuccess,
  });
