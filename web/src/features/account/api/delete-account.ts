import type { AccountDelete } from '@core/schemas/account.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';

/** DELETE /api/me: the account and its personal data go; its player record and results stay. */
export const deleteAccount = (input: AccountDelete) => ok(api.me.$delete({ json: input }));

export const useDeleteAccount = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: deleteAccount,
    invalidates: [],
    fallback: 'Failed to delete account',
    onSuccess,
  });
