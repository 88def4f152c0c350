import type { CupEntryCreate } from '@core/schemas/cup.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { bracketQuery } from './get-cups.ts';

export const addEntry = ({ cupId, ...json }: CupEntryCreate & { cupId: number }) =>
  ok(api.cups[':id'].entries.$post({ param: { id: cupId }, json }));

export const useAddEntry = (cupId: number) =>
  useApiMutation({
    mutationFn: addEntry,
    invalidates: [bracketQuery(cupId).queryKey],
    success: 'Entry added',
    fallback: 'Failed to add the entry',
  });
