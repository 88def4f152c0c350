// Renders a web screen with a QueryClient seeded with fixed data: no network, no backend. A list that
// is not seeded stays loading; `errors` put a list into its error state with the server's message.
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { HttpError } from '@/lib/api.ts';
import { StaticAuthProvider, type AuthState } from '@/lib/auth.tsx';
import { organisationsQuery } from '@/lib/organisation.ts';
import { Toaster } from '@/components/ui/toaster.tsx';

export type ScreenState = 'loading' | 'empty' | 'filled' | 'error';

export const organiser: Partial<AuthState> = {
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'organiser@example.com' },
  roles: [{ role: 'organiser', teamId: null }],
  isOrganiser: true,
};

export const player: Partial<AuthState> = {
  user: { id: '00000000-0000-4000-8000-000000000002', email: 'player@example.com' },
  roles: [{ role: 'player', teamId: null }],
  isOrganiser: false,
};

export const forbidden = new HttpError(403, {
  message: 'Only organisers can see this list',
  code: 'forbidden',
});

export function seededClient(data: Record<string, unknown>, errors: Record<string, Error> = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // retryOnMount false keeps a seeded error shown instead of refetching it.
      queries: {
        queryFn: () => new Promise(() => {}),
        retry: false,
        retryOnMount: false,
        staleTime: Infinity,
        gcTime: Infinity,
      },
    },
  });
  for (const [key, value] of Object.entries(data)) client.setQueryData([key], value);
  for (const [key, error] of Object.entries(errors)) {
    client
      .getQueryCache()
      .build(client, { queryKey: [key] })
      .setState({ status: 'error', error, fetchStatus: 'idle' });
  }
  return client;
}

/** The main list `path` in the given state, plus the other lists the screen reads. */
export function stateData(
  state: ScreenState,
  path: string,
  filled: unknown[],
  others: Record<string, unknown> = {},
): { data: Record<string, unknown>; errors: Record<string, Error> } {
  const data: Record<string, unknown> = { ...others };
  if (state === 'filled') data[path] = filled;
  if (state === 'empty') data[path] = [];
  return { data, errors: state === 'error' ? { [path]: forbidden } : {} };
}

export function ScreenHarness({
  data,
  errors,
  route = '/',
  auth = organiser,
  children,
}: {
  data: Record<string, unknown>;
  errors?: Record<string, Error>;
  route?: string;
  auth?: Partial<AuthState>;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const seeded = seededClient(data, errors);
    // In no organisation of their own: the lists read without ?organisationId=, under the keys seeded.
    if (auth.user) seeded.setQueryData(organisationsQuery(auth.user.id).queryKey, []);
    return seeded;
  });
  return (
    <QueryClientProvider client={client}>
      <StaticAuthProvider value={auth}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        <Toaster />
      </StaticAuthProvider>
    </QueryClientProvider>
  );
}
