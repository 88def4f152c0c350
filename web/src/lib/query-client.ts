import { QueryClient } from '@tanstack/react-query';

/**
 * No default query function: every read names its call (read() in queries.ts or a typed call of the
 * client), so its data is typed by the route's declaration.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}
