import { api } from '@/lib/api.ts';
import { read } from '@/lib/queries.ts';

export const wallboardSponsorsQuery = (wallboardId: number) =>
  read(api.wallboards[':id'].sponsors, { param: { id: wallboardId } });
