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
  errorView,
  empty,
  children,
}: {
  /** A list query, or a list derived from queries (their combined pending and error states). */
  query: Pick<UseQueryResult<T[]>, 'isPending' | 'isError' | 'error' | 'data'>;
  loading?: ReactNode;
  /** The error text when the server gives none. */
  errorFallback?: string;
  /** A screen's own error view, in place of the server's message. */
  errorView?: ReactNode;
  /** What an empty list says, in the spec's words. */
  empty: ReactNode;
  children: (data: T[]) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return errorView ?? <LoadError error={query.error} fallback={errorFallback} />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(rows);
}
