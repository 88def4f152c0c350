// Create, update and delete a division: each refreshes the division lists (all leagues' too).
import type { DivisionCreate, DivisionUpdate } from '@core/schemas/division.ts';
import { api, ok } from '@/lib/api.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { fixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { standingsQuery } from '@/features/fixtures/api/get-standings.ts';
import { divisionsQuery } from './get-divisions.ts';

export const createDivision = (input: DivisionCreate) => ok(api.divisions.$post({ json: input }));
export const updateDivision = ({ id, ...input }: DivisionUpdate & { id: number }) =>
  ok(api.divisions[':id'].$patch({ param: { id }, json: input }));
export const deleteDivision = (id: number) => ok(api.divisions[':id'].$delete({ param: { id } }));

export const useCreateDivision = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: createDivision,
    invalidates: [divisionsQuery().queryKey],
    success: 'Division created successfully',
    fallback: 'Failed to create division',
    onSuccess,
  });

export const useUpdateDivision = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateDivision,
    invalidates: [divisionsQuery().queryKey],
    success: 'Division updated successfully',
    fallback: 'Failed to update division',
    onSuccess,
  });

export const useDeleteDivision = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: deleteDivision,
    invalidates: [divisionsQuery().queryKey, fixturesQuery().queryKey, standingsQuery().queryKey],
    success: 'Division deleted successfully',
    fallback: 'Failed to delete division',
    onSuccess,
  });
