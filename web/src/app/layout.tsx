import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { AuthDialog } from '@/features/auth/components/auth-dialog.tsx';
import { Nav } from './nav.tsx';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Nav />
      <main className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <AuthDialog />
      <Toaster />
    </div>
  );
}
