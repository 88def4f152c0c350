// Home, 404, the sign-in guard and the authentication dialog, without a backend.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import Home from '@/app/routes/home.tsx';
import NotFound from '@/app/routes/not-found.tsx';
import { Nav } from '@/app/nav.tsx';
import { AuthDialog } from '@/features/auth/components/auth-dialog.tsx';
import { Protected } from '@/features/auth/components/protected.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { organiser, ScreenHarness } from './screen-harness.tsx';

type Page = 'home' | 'not-found' | 'guard' | 'guard-loading' | 'dialog';

function OpenDialog() {
  const { setDialogOpen } = useAuth();
  useEffect(() => setDialogOpen(true), [setDialogOpen]);
  return null;
}

function Shell({ page, signedIn = false }: { page: Page; signedIn?: boolean }) {
  const auth = signedIn ? organiser : { user: null, loading: page === 'guard-loading' };
  return (
    <ScreenHarness data={{}} auth={auth}>
      <Nav />
      {page === 'home' && <Home />}
      {page === 'not-found' && <NotFound />}
      {(page === 'guard' || page === 'guard-loading') && (
        <Protected>
          <p>Secret page</p>
        </Protected>
      )}
      {page === 'dialog' && <OpenDialog />}
      <AuthDialog />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Shell', component: Shell } satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeSignedOut: Story = { args: { page: 'home' } };
export const HomeSignedIn: Story = { args: { page: 'home', signedIn: true } };
export const PageNotFound: Story = { args: { page: 'not-found' } };
export const GuardLoading: Story = { args: { page: 'guard-loading' } };
export const GuardSignedOut: Story = { args: { page: 'guard' } };
export const AuthenticationDialog: Story = { args: { page: 'dialog' } };
