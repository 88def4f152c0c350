import type { CupRoundDate } from '@core/schemas/cup.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { bracketQuery } from './get-cups.ts';

export const dateCupRound = ({ cupId, round, ...json }: CupRoundDate & { cupId: number; round: number }) =>
  ok(api.cups[':id'].rounds[':round'].$put({ param: { id: cupId, round }, json }));

export const useDateCupRound = (cupId: number, onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: dateCupRound,
    invalidates: [bracketQuery(cupId).queryKey],
    success: 'Round date saved',
    fallback: 'Failed to save the round date',
    onSuccess,
  });
