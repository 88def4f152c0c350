// The frame of every public page: the league's name as the way home, a breadcrumb trail and the
// page's heading.
import type { ReactNode } from 'react';
import { publicPath } from '../../../../core/rules/public-paths.ts';

export interface Crumb {
  label: string;
  href: string;
}

interface Props {
  league?: { id: number; name: string; season: string };
  crumbs?: Crumb[];
  title: string;
  children: ReactNode;
}

export function SiteLayout({ league, crumbs = [], title, children }: Props) {
  return (
    <div className="mx-auto min-h-screen max-w-4xl px-3 pb-10 sm:px-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-300 py-3">
        {league ? (
          <a
            className="text-lg font-bold text-green-800"
            href={publicPath({ kind: 'league', leagueId: league.id, id: league.id })}
          >
            {league.name}
          </a>
        ) : (
          <span className="text-lg font-bold text-green-800">Cueboard</span>
        )}
        {league && <span className="text-sm text-slate-600">{league.season}</span>}
      </header>
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb" className="pt-2 text-sm">
          <ol className="flex flex-wrap gap-1">
            {crumbs.map((c) => (
              <li
                key={c.href}
                className="after:ml-1 after:text-slate-500 after:content-['/'] last:after:content-none"
              >
                <a className="text-green-800 underline" href={c.href}>
                  {c.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <main>
        <h1 className="mt-3 mb-4 text-2xl font-bold break-words">{title}</h1>
        {children}
      </main>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Where a page's own actions go: "Add to Calendar" and the embed snippet on team and division pages. */
export function PageActions({ children }: { children?: ReactNode }) {
  return (
    <div data-slot="page-actions" className="mb-4 flex flex-wrap gap-2 empty:hidden">
      {children}
    </div>
  );
}
