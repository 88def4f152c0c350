import type { CupCreate } from '@core/schemas/cup.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { cupsQuery } from './get-cups.ts';

export const createCup = (input: CupCreate) => ok(api.cups.$post({ json: input }));

export const useCreateCup = (onSuccess?: (cup: Awaited<ReturnType<typeof createCup>>) => void) =>
  useApiMutation({
    mutationFn: createCup,
    invalidates: [cupsQuery().queryKey],
    success: 'Cup created successfully',
    fallback: 'Failed to create cup',
    onSuccess,
  });
