import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { HomeSetup } from '@core/schemas/home.ts';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';

// Each step in the order an organiser takes it, and the screen where it is done.
const steps: [keyof HomeSetup, string, string][] = [
  ['league', 'Create a league', paths.leagues],
  ['divisions', 'Add its divisions', paths.divisions],
  ['venues', 'Add venues and their tables', paths.venues],
  ['teams', 'Add teams', paths.teams],
  ['players', 'Add players', paths.players],
  ['fixtures', 'Generate fixtures', paths.fixtures],
  ['captains', 'Invite captains', paths.people],
  ['tv', 'Pair a TV', paths.wallboards],
];

// Collapsed stays collapsed on this browser: a league without TVs is not nagged on every visit.
const COLLAPSED = 'cueboard.setup-checklist.collapsed';
const stored = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(COLLAPSED));

/** The first-run checklist: shown while a step is open, each ticked from the data (GET /api/home). */
export function SetupChecklist({ setup }: { setup: HomeSetup }) {
  const [open, setOpen] = useState(() => stored() !== 'true');
  const done = steps.filter(([key]) => setup[key]).length;
  if (done === steps.length) return null;
  return (
    <section aria-label="Getting started" className="rounded-lg border border-border bg-white shadow-sm">
      <details open={open}>
        <summary
          className="cursor-pointer list-inside p-5 text-xl font-semibold"
          // Stored in the click itself (the details' toggle event comes a task later, after a page
          // that re-renders at once may have dropped it).
          onClick={(e) => {
            e.preventDefault();
            setOpen(!open);
            localStorage.setItem(COLLAPSED, String(open));
          }}
        >
          Getting started{' '}
          <span className="text-base font-normal text-muted-foreground">
            {done} of {steps.length} done
          </span>
        </summary>
        <ol className="grid gap-2 px-5 pb-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(([key, label, to]) => (
            <li key={key} data-testid={`setup-${key}`} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-sm font-bold',
                  setup[key] ? 'border-green-800 bg-green-800 text-white' : 'border-slate-400',
                )}
              >
                {setup[key] ? '✓' : ''}
              </span>
              <Link
                to={to}
                className={cn(
                  'rounded font-medium text-green-800 hover:underline',
                  setup[key] && 'text-muted-foreground line-through',
                )}
              >
                {label}
              </Link>
              <span className="sr-only">{setup[key] ? '(done)' : '(to do)'}</span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
