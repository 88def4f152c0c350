import type { CupDraw } from '@core/schemas/cup.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { bracketQuery } from './get-cups.ts';

export const drawCup = ({ cupId, ...json }: CupDraw & { cupId: number }) =>
  ok(api.cups[':id'].draw.$post({ param: { id: cupId }, json }));

export const useDrawCup = (cupId: number) =>
  useApiMutation({
    mutationFn: drawCup,
    invalidates: [bracketQuery(cupId).queryKey],
    success: 'Cup drawn',
    fallback: 'Failed to draw the cup',
  });
