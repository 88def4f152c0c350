import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const teamQuery = (id: number) => read(api.teams[':id'], { param: { id } });

export const teamStatsQuery = (id: number) => read(api.teams[':id'].stats, { param: { id }, query: {} });
