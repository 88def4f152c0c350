import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import type { Home } from '@core/schemas/home.ts';
import { paths } from '@/lib/paths.ts';

type Week = NonNullable<Home['organiser']>;

const day = (at: number) => format(at, 'MMM dd');

// Each count, what it is and where an organiser acts on it.
const tiles: [Exclude<keyof Week, 'weekFrom' | 'weekTo'>, string, string][] = [
  ['toPlay', 'Matches to play', paths.fixtures],
  ['awaitingConfirmation', 'Results awaiting confirmation', paths.fixtures],
  ['disputedOrLapsed', 'Disputed or lapsed', paths.fixtures],
  ['postponed', 'Postponed without a new date', paths.fixtures],
  ['screensOffline', 'TVs offline', paths.wallboards],
  ['invitationsPending', 'Invitations not accepted', paths.people],
];

/** The organiser's week at a glance: each figure links to the screen where it is dealt with. */
export function OrganiserHome({ week }: { week: Week }) {
  return (
    <section aria-labelledby="organiser-home" className="grid gap-4">
      <h2 id="organiser-home" className="text-xl font-semibold">
        This week{' '}
        <span className="text-base font-normal text-muted-foreground">
          {day(Date.parse(week.weekFrom))} to {day(Date.parse(week.weekTo) - 1)}
        </span>
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {tiles.map(([key, label, to]) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full flex-col rounded-lg border border-border bg-white p-4 shadow-sm hover:bg-slate-50"
            >
              <span className="text-3xl font-bold">{week[key]}</span> <span className="text-sm">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
