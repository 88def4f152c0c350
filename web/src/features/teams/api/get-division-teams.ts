import type { DivisionTeam } from '@core/schemas/division.ts';
import { listQuery } from '@/lib/queries.ts';

export const divisionTeamsQuery = (divisionId: number) =>
  listQuery<DivisionTeam>(`/divisions/${divisionId}/teams`);
