import type { ReactNode } from 'react';

/** Figures as labelled tiles: a description list, so each number reads with its name. */
export function StatTiles({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border bg-white p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-xl font-semibold" data-testid={`stat-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
