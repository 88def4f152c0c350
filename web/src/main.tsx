import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { config as zodConfig } from 'zod';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { accessToken, endedSession } from './lib/auth.tsx';
import { configureApi } from './lib/api.ts';
import { loadConfig } from './lib/env.ts';
import { initSupabase } from './lib/supabase.ts';
import './index.css';

// zod's JIT probes `new Function`, which the Content-Security-Policy (rightly) forbids; the probe
// would log a CSP violation on every page that validates. Interpreted validation is fast enough.
zodConfig({ jitless: true });

const root = createRoot(document.getElementById('root')!);

loadConfig()
  .then((config) => {
    const client = initSupabase(config);
    configureApi({
      apiUrl: config.apiUrl,
      token: accessToken,
      onSessionEnded: (message) => endedSession(client, message),
    });
    root.render(
      <StrictMode>
        <AppProviders client={client} anonKey={config.supabaseAnonKey}>
          <RouterProvider router={createRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(
      <main className="p-8">
        <h1 className="text-2xl font-bold">Cueboard could not start</h1>
        <p className="mt-2">{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  });
