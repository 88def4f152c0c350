import { queryOptions } from '@tanstack/react-query';
import type { Screen } from '@core/schemas/screen.ts';

export type { Screen };

// Online/offline is derived from heartbeats, which are not announced live; a slow poll keeps it current.
export const screensQuery = () => queryOptions<Screen[]>({ queryKey: ['/screens'], refetchInterval: 30_000 });
