import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error.tsx';
import { EmptyState } from './page.tsx';
import { CardSkeletons } from './skeleton.tsx';

/** A list screen's four states: placeholders while loading, the server's refusal, the empty text, the data. */
export function QueryView<T>({
  query,
  loading = <CardSkeletons />,
  errorFallback,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading?: ReactNode;
  /** The error text when the server gives none. */
  errorFallback?: string;
  /** What an empty list says, in the spec's words. */
  empty: ReactNode;
  children: (data: T[]) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadError error={query.error} fallback={errorFallback} />;
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}
