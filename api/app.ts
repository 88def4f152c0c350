// The /api contract as one Hono app (web-standard Request -> Response), mounted by the embedded
// host (server/main.ts) and served by the Supabase Edge Function (supabase/functions/api).
import { Hono } from 'hono';
import { authMiddleware } from './auth.ts';
import { bodyLimits } from './body-limits.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { siteCors } from './cors.ts';
import { ApiError, errorBody, handleError } from './errors.ts';
import { idempotency } from './idempotency.ts';
import { openApiDocument } from './openapi.ts';
import { divisions } from './routes/divisions.ts';
import { fixtures, frames } from './routes/fixtures.ts';
import { impressions } from './routes/impressions.ts';
import { leagues } from './routes/leagues.ts';
import { live } from './routes/live.ts';
import { players } from './routes/players.ts';
import { screens } from './routes/screens.ts';
import { sponsors } from './routes/sponsors.ts';
import { standings } from './routes/standings.ts';
import { teams } from './routes/teams.ts';
import { transfers, transferWindows } from './routes/transfers.ts';
import { userRoles } from './routes/user-roles.ts';
import { venues } from './routes/venues.ts';
import { wallboards } from './routes/wallboards.ts';

export type { ApiDeps } from './context.ts';

export function createApi(deps: ApiDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>().basePath('/api');
  app.onError(handleError);
  app.notFound((c) =>
    c.json(errorBody(new ApiError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`)), 404),
  );

  app.use(
    '*',
    siteCors({
      origins: deps.corsOrigins ?? [],
      allowHeaders: [
        'authorization',
        'content-type',
        'idempotency-key',
        'x-screen-token',
        'apikey',
        'x-client-info',
      ],
      exposeHeaders: ['Idempotent-Replayed', 'Retry-After'],
    }),
  );
  app.use('*', bodyLimits);
  app.use('*', authMiddleware(deps));
  app.use('*', idempotency);

  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  app.route('/user-roles', userRoles);
  app.route('/leagues', leagues);
  app.route('/divisions', divisions);
  app.route('/teams', teams);
  app.route('/players', players);
  app.route('/transfers', transfers);
  app.route('/transfer-windows', transferWindows);
  app.route('/venues', venues);
  app.route('/fixtures', fixtures);
  app.route('/frames', frames);
  app.route('/standings', standings);
  app.route('/sponsors', sponsors);
  app.route('/wallboards', wallboards);
  app.route('/impressions', impressions);
  app.route('/live', live);
  // Screen pairing (KIOSK engineer's api/routes/screens.ts).
  app.route('/screens', screens);
  return app;
}
