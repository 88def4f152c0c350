import { queryOptions } from '@tanstack/react-query';
import type { Screen } from '@core/schemas/screen.ts';
import { api } from '@/lib/api.ts';
import { scoped } from '@/lib/organisation.ts';
import { read } from '@/lib/queries.ts';

export type { Screen };

// Online/offline and what each TV shows come from heartbeats, which are not announced live (every
// 30 s per TV); a 10 s poll keeps the fleet current, the live stream brings pairings and commands.
// The current organisation's TVs only (null: still loading, so nothing yet).
export const screensQuery = (organisationId?: number | null) =>
  queryOptions({
    ...read(api.screens, { query: scoped(organisationId) }),
    refetchInterval: 10_000,
    enabled: organisationId !== null,
  });
