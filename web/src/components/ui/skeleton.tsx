import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

/** The spec's loading placeholder: 3 cards in the 1/2/3-column grid. */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} data-testid="skeleton" className="h-40" />
      ))}
    </div>
  );
}

/** The loading placeholder of a table: `count` rows. */
export function RowSkeletons({ count = 3, className = 'h-12' }: { count?: number; className?: string }) {
  return (
    <div className="grid gap-2" data-testid="loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} data-testid="skeleton" className={className} />
      ))}
    </div>
  );
}
