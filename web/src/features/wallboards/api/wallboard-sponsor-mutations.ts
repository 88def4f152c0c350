import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { wallboardsQuery } from './get-wallboards.ts';

type Link = { wallboardId: number; sponsorId: number };

export const addWallboardSponsor = ({ wallboardId, sponsorId }: Link) =>
  ok(api.wallboards[':id'].sponsors.$post({ param: { id: wallboardId }, json: { sponsorId } }));
export const removeWallboardSponsor = ({ wallboardId, sponsorId }: Link) =>
  ok(api.wallboards[':id'].sponsors[':sponsorId'].$delete({ param: { id: wallboardId, sponsorId } }));

export const useAddWallboardSponsor = () =>
  useApiMutation({
    mutationFn: addWallboardSponsor,
    invalidates: [wallboardsQuery().queryKey],
    success: 'Sponsor added to wallboard',
    fallback: 'Failed to add sponsor',
  });

export const useRemoveWallboardSponsor = () =>
  useApiMutation({
    mutationFn: removeWallboardSponsor,
    invalidates: [wallboardsQuery().queryKey],
    success: 'Sponsor removed from wallboard',
    fallback: 'Failed to remove sponsor',
  });
