import type { ProfileUpdate } from '@core/schemas/account.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { meQuery } from './get-me.ts';

export const updateProfile = (input: ProfileUpdate) => ok(api.me.$patch({ json: input }));

export const useUpdateProfile = () =>
  useApiMutation({
    mutationFn: updateProfile,
    invalidates: [meQuery().queryKey],
    success: 'Display name saved',
    fallback: 'Failed to save display name',
  });
