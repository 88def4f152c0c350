import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { NavGroup, navLinkClass } from './nav-group.tsx';
import { OrganisationSwitcher } from './organisation-switcher.tsx';
import { navFor } from './nav-items.ts';

// Only a signed-in user sees Sign Out (with its unsent-changes dialog): loaded then, not before.
const SignOutButton = lazy(() =>
  import('@/features/match-night/components/sign-out-button.tsx').then((m) => ({ default: m.SignOutButton })),
);

export function Nav() {
  const { user, isOrganiser, isCaptain, signOut, setDialogOpen } = useAuth();
  const entries = navFor({ signedIn: !!user, organiser: isOrganiser, captain: isCaptain() });
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (openGroup === null) return;
    const outside = (e: PointerEvent) => {
      if (!nav.current?.contains(e.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [openGroup]);
  const navigated = () => {
    setOpenGroup(null);
    setMenuOpen(false);
  };
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
      <nav
        ref={nav}
        aria-label="Main"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 xl:flex-nowrap"
      >
        <NavLink to={paths.home} className="mr-2 text-xl font-bold tracking-tight">
          Cueboard
        </NavLink>
        <OrganisationSwitcher />
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
            'w-full flex-col gap-1 xl:flex xl:w-auto xl:flex-1 xl:flex-row xl:items-center',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          {entries.map((entry) =>
            'items' in entry ? (
              <NavGroup
                key={entry.label}
                label={entry.label}
                items={entry.items}
                open={openGroup === entry.label}
                onOpenChange={(open) => setOpenGroup(open ? entry.label : null)}
                onNavigate={navigated}
              />
            ) : (
              <li key={entry.to} className="flex">
                <NavLink
                  to={entry.to}
                  end={entry.to === paths.home}
                  className={navLinkClass}
                  onClick={navigated}
                >
                  {entry.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <div className={cn('w-full xl:flex xl:w-auto', menuOpen ? 'flex' : 'hidden')}>{account}</div>
      </nav>
    </header>
  );
}
