import { queryOptions } from '@tanstack/react-query';
import type { Screen } from '@core/schemas/screen.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

export type { Screen };

// Online/offline is derived from heartbeats, which are not announced live; a slow poll keeps it current.
export const screensQuery = () =>
  queryOptions({ ...itemQuery<Screen[]>(api.screens.$path()), refetchInterval: 30_000 });
