import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const rosterQuery = (teamId: number) => read(api.teams[':id'].players, { param: { id: teamId } });
