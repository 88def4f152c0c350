// Route-level code splitting: every screen is its own chunk, loaded when first visited.
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout.tsx';
import { guarded } from './guarded.tsx';
import Home from './routes/home.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RouteError } from './routes/route-error.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export function createRouter() {
  return createBrowserRouter([
    // The wallboard display is full screen, outside the admin shell and the sign-in guard.
    {
      path: '/wallboards/:id',
      HydrateFallback: Spinner,
      errorElement: <RouteError />,
      lazy: page(() => import('./routes/wallboard-display.tsx')),
    },
    // Printable sheets: outside the admin shell, their own chunks (public data, no sign-in needed).
    {
      path: '/print/divisions/:id/fixtures',
      HydrateFallback: Spinner,
      errorElement: <RouteError />,
      lazy: page(() => import('@/features/print/components/print-fixtures-screen.tsx')),
    },
    {
      path: '/print/fixtures/:id/score-sheet',
      HydrateFallback: Spinner,
      errorElement: <RouteError />,
      lazy: page(() => import('@/features/print/components/score-sheet-screen.tsx')),
    },
    {
      element: <Layout />,
      HydrateFallback: Spinner,
      errorElement: <RouteError />,
      children: [
        { index: true, Component: Home },
        { path: 'leagues', lazy: guarded(() => import('@/features/leagues/components/leagues-screen.tsx')) },
        {
          path: 'leagues/:id/settings',
          lazy: guarded(() => import('@/features/leagues/components/league-settings-screen.tsx')),
        },
        {
          path: 'divisions',
          lazy: guarded(() => import('@/features/divisions/components/divisions-screen.tsx')),
        },
        { path: 'teams', lazy: guarded(() => import('@/features/teams/components/teams-screen.tsx')) },
        { path: 'players', lazy: guarded(() => import('@/features/players/components/players-screen.tsx')) },
        // Statistics are public: the player, team and leaderboard screens need no sign-in.
        { path: 'players/:id', lazy: page(() => import('@/features/stats/components/player-screen.tsx')) },
        { path: 'teams/:id', lazy: page(() => import('@/features/stats/components/team-screen.tsx')) },
        {
          path: 'leaderboard',
          lazy: page(() => import('@/features/stats/components/leaderboard-screen.tsx')),
        },
        // A division's table and two players' meetings: public data, their own chunks.
        {
          path: 'standings',
          lazy: page(() => import('@/features/standings/components/standings-screen.tsx')),
        },
        {
          path: 'head-to-head',
          lazy: page(() => import('@/features/head-to-head/components/head-to-head-screen.tsx')),
        },
        // Cups and their brackets are public; drawing them is the organisers' (on the cup screen).
        { path: 'cups', lazy: page(() => import('@/features/cups/components/cups-screen.tsx')) },
        { path: 'cups/:id', lazy: page(() => import('@/features/cups/components/cup-screen.tsx')) },
        {
          path: 'fixtures',
          lazy: guarded(() => import('@/features/fixtures/components/fixtures-screen.tsx')),
        },
        // A result is public (score and frames); confirming, disputing and settling need a session.
        {
          path: 'fixtures/:id',
          lazy: page(() => import('@/features/fixtures/components/result-screen.tsx')),
        },
        {
          path: 'transfers',
          lazy: guarded(() => import('@/features/transfers/components/transfers-screen.tsx')),
        },
        { path: 'match-night', lazy: page(() => import('./routes/match-night.tsx')) },
        { path: 'venues', lazy: guarded(() => import('@/features/venues/components/venues-screen.tsx')) },
        {
          path: 'sponsors',
          lazy: guarded(() => import('@/features/sponsors/components/sponsors-screen.tsx')),
        },
        {
          path: 'sponsors/:id/report',
          lazy: guarded(() => import('@/features/sponsors/components/sponsor-report-screen.tsx')),
        },
        {
          path: 'wallboards',
          lazy: guarded(() => import('./routes/wallboards.tsx')),
        },
        { path: 'audit', lazy: guarded(() => import('@/features/audit/components/audit-screen.tsx')) },
        { path: 'seasons', lazy: page(() => import('@/features/seasons/components/seasons-screen.tsx')) },
        { path: 'people', lazy: guarded(() => import('@/features/people/components/people-screen.tsx')) },
        { path: 'account', lazy: guarded(() => import('./routes/account.tsx')) },
        { path: 'auth/callback', lazy: page(() => import('./routes/auth-callback.tsx')) },
        { path: 'invite', lazy: page(() => import('./routes/invite.tsx')) },
        { path: 'unsubscribe', lazy: page(() => import('./routes/unsubscribe.tsx')) },
        { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
      ],
    },
  ]);
}
