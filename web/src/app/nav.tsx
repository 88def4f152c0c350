import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';

// Only a signed-in user sees Sign Out (with its unsent-changes dialog): loaded then, not before.
const SignOutButton = lazy(() =>
  import('@/features/match-night/components/sign-out-button.tsx').then((m) => ({ default: m.SignOutButton })),
);

const links = [
  ['Home', paths.home],
  ['Leagues', paths.leagues],
  ['Teams', paths.teams],
  ['Players', paths.players],
  ['Standings', paths.standings],
  ['Leaderboard', paths.leaderboard],
  ['Cups', paths.cups],
  ['Divisions', paths.divisions],
  ['Fixtures', paths.fixtures],
  ['Transfers', paths.transfers],
  ['Match Night', paths.matchNight],
  ['Venues', paths.venues],
  ['Sponsors', paths.sponsors],
  ['Wallboards', paths.wallboards],
  ['Audit Log', paths.audit],
] as const;

/** Links shown only to some: People to organisers and captains (who invite players), Account to every
 * signed-in user. */
const peopleLinks = [['People', paths.people]] as const;
const signedInLinks = [['Account', paths.account]] as const;

export function Nav() {
  const { user, isOrganiser, isCaptain, signOut, setDialogOpen } = useAuth();
  const shown = [
    ...links,
    ...(isOrganiser || isCaptain() ? peopleLinks : []),
    ...(user ? signedInLinks : []),
  ];
  const [menuOpen, setMenuOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-2 py-1.5 text-sm font-medium hover:bg-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white',
      isActive && 'bg-green-800',
    );
  const account = user ? (
    <div className="flex flex-wrap items-center gap-2">
      <span className="max-w-[14rem] truncate text-sm" data-testid="user-email">
        {user.email}
      </span>
      <Suspense
        fallback={
          <Button size="sm" variant="secondary" disabled>
            Sign Out
          </Button>
        }
      >
        <SignOutButton userId={user.id} signOut={signOut} />
      </Suspense>
    </div>
  ) : (
    <Button size="sm" variant="secondary" onClick={() => setDialogOpen(true)}>
      Sign In
    </Button>
  );
  return (
    <header className="bg-green-900 text-white print:hidden">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <NavLink to={paths.home} className="mr-2 text-xl font-bold tracking-tight">
          Cueboard
        </NavLink>
        <Button
          size="sm"
          variant="secondary"
          className="ml-auto xl:hidden"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          Menu
        </Button>
        <ul
          id="main-menu"
          className={cn(
            'w-full flex-col gap-1 xl:flex xl:w-auto xl:flex-1 xl:flex-row xl:flex-wrap',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          {shown.map(([label, to]) => (
            <li key={to} className="flex">
              <NavLink to={to} end={to === '/'} className={linkClass} onClick={() => setMenuOpen(false)}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={cn('w-full xl:flex xl:w-auto', menuOpen ? 'flex' : 'hidden')}>{account}</div>
      </nav>
    </header>
  );
}
