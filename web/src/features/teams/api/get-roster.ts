import type { RosterEntry } from '@core/schemas/roster.ts';
import { api } from '@/lib/api.ts';
import { listQuery } from '@/lib/queries.ts';

export const rosterQuery = (teamId: number) =>
  listQuery<RosterEntry>(api.teams[':id'].players.$path({ param: { id: teamId } }));
