import type { DivisionTeam } from '@core/schemas/division.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const divisionTeamsQuery = (divisionId: number) =>
  listQuery<DivisionTeam>(api.divisions[':id'].teams.$path({ param: { id: divisionId } }));
