import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { request } from './api.ts';

/** The default query function GETs the first element of the query key. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => request(String(queryKey[0]));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}
