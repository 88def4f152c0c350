import type { RosterEntry } from '@core/schemas/roster.ts';
import { listQuery } from '@/lib/queries.ts';

export const rosterQuery = (teamId: number) => listQuery<RosterEntry>(`/teams/${teamId}/players`);
