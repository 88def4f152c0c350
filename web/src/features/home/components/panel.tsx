import type { ReactNode } from 'react';
import type { HomeFixture } from '@core/schemas/home.ts';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { FixtureTitle, FixtureWhen } from './fixture-line.tsx';

/** A card named by its title, so each part of the home page is a region screen readers can reach. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-border bg-white p-5 shadow-sm">
      <h3 className="mb-3 text-lg font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Fixtures each linking to its result page; `empty` when there are none. */
export function ResultLinks({
  fixtures,
  empty,
  action,
  detail,
}: {
  fixtures: HomeFixture[];
  empty: string;
  action?: string;
  detail?: (f: HomeFixture) => ReactNode;
}) {
  if (fixtures.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {fixtures.map((f) => (
        <li key={f.id}>
          <Link
            to={paths.fixture(f.id)}
            className="block rounded-md border border-border p-3 hover:bg-slate-50 focus-visible:outline-2"
          >
            <FixtureTitle fixture={f} />
            <FixtureWhen fixture={f} />
            {detail?.(f)}
            {action && <span className="mt-1 block text-sm font-semibold text-green-800">{action}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
