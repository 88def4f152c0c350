import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const divisionTeamsQuery = (divisionId: number) =>
  read(api.divisions[':id'].teams, { param: { id: divisionId } });
