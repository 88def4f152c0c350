import type { CupWalkover } from '@core/schemas/cup.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { bracketQuery } from './get-cups.ts';

export const awardWalkover = ({
  cupId,
  matchId,
  ...json
}: CupWalkover & { cupId: number; matchId: number }) =>
  ok(api.cups[':id'].matches[':matchId'].walkover.$post({ param: { id: cupId, matchId }, json }));

export const useAwardWalkover = (cupId: number, onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: awardWalkover,
    invalidates: [bracketQuery(cupId).queryKey],
    success: 'Walkover awarded',
    fallback: 'Failed to award the walkover',
    onSuccess,
  });
