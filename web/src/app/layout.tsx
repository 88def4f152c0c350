import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { Nav } from './nav.tsx';
import { useOrganisationInUrl } from './use-organisation-in-url.ts';

// Off the first screen's critical path (issue 24: the app opens fast on a phone): the toasts load
// just after the first render, the sign-in dialog when it first opens or the browser is idle, so a
// reload with no signal (web/public/sw.js caches what the page loaded) still has both.
const Toaster = lazy(() => import('@/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));
const loadAuthDialog = () => import('@/features/auth/components/auth-dialog.tsx');
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000);

export function Layout() {
  const { dialogOpen } = useAuth();
  useOrganisationInUrl();
  // Once opened, the dialog stays mounted so it can close as it always has.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialogOpen && !dialogUsed) setDialogUsed(true);
  useEffect(() => void whenIdle(() => void loadAuthDialog()), []);
  return (
    <div className="flex min-h-screen flex-col">
      <Nav />
      <main className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {dialogUsed && <AuthDialog />}
        <Toaster />
      </Suspense>
    </div>
  );
}
