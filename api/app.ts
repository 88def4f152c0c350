// The /api contract as one Hono app (web-standard Request -> Response), mounted by the embedded
// host (server/main.ts) and served by the Supabase Edge Function (supabase/functions/api).
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { authMiddleware } from './auth.ts';
import { bodyLimits } from './body-limits.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { siteCors } from './cors.ts';
import { ApiError, errorBody, handleError } from './errors.ts';
import { idempotency } from './idempotency.ts';
import { ApiRoutes, routes } from './declare.ts';
import { contract } from './openapi.ts';
import { cachedReads } from './read-cache.ts';
import { divisionCalendarRoutes, teamCalendarRoutes } from './routes/calendar.ts';
import { cupPlay } from './routes/cup-play.ts';
import { cups } from './routes/cups.ts';
import { divisions } from './routes/divisions.ts';
import { fixtures } from './routes/fixtures.ts';
import { breaks, frameBreaks, leagueHighBreaks } from './routes/breaks.ts';
import { fixtureFrames, frames } from './routes/frames.ts';
import { confirmations } from './routes/confirmations.ts';
import { fixtureResult } from './routes/fixture-result.ts';
import { forfeits } from './routes/forfeits.ts';
import { impressions } from './routes/impressions.ts';
import { invitations } from './routes/invitations.ts';
import { headToHead, leaderboards } from './routes/leaderboards.ts';
import { home } from './routes/home.ts';
import { leagues } from './routes/leagues.ts';
import { organisations } from './routes/organisations.ts';
import { live } from './routes/live.ts';
import { players } from './routes/players.ts';
import { notificationSettings, unsubscribe } from './routes/notifications.ts';
import { rollover, seasons } from './routes/seasons.ts';
import { publicSite } from './routes/public-site.ts';
import { reports } from './routes/reports.ts';
import { screenFleet } from './routes/screen-fleet.ts';
import { screenSchedules } from './routes/screen-schedules.ts';
import { screens } from './routes/screens.ts';
import { sponsors } from './routes/sponsors.ts';
import { audit } from './routes/audit.ts';
import { standings } from './routes/standings.ts';
import { playerHistoryRoutes, playerStatsRoutes, teamStatsRoutes } from './routes/stats.ts';
import { teams } from './routes/teams.ts';
import { imports } from './routes/imports.ts';
import { transfers, transferWindows } from './routes/transfers.ts';
import { userRoles } from './routes/user-roles.ts';
import { users } from './routes/users.ts';
import { me } from './routes/me.ts';
import { venues } from './routes/venues.ts';
import { wallboards } from './routes/wallboards.ts';

export type { ApiDeps } from './context.ts';

/** Every route, declared with its schemas; openapi.json is generated from these declarations. */
function declaredRoutes() {
  const api = routes()
    .route('/organisations', organisations)
    .route('/user-roles', userRoles)
    .route('/leagues', leagues)
    .route('/divisions', divisions)
    .route('/teams', teams)
    .route('/imports', imports)
    .route('/players', players)
    .route('/transfers', transfers)
    .route('/transfer-windows', transferWindows)
    .route('/venues', venues)
    .route('/fixtures', fixtures)
    .route('/fixtures', fixtureFrames)
    .route('/fixtures', forfeits)
    .route('/fixtures', confirmations)
    .route('/fixtures', fixtureResult)
    .route('/frames', frames)
    .route('/frames', frameBreaks)
    .route('/breaks', breaks)
    .route('/leagues', leagueHighBreaks)
    .route('/standings', standings)
    .route('/cups', cups)
    .route('/cups', cupPlay)
    .route('/sponsors', sponsors)
    .route('/wallboards', wallboards)
    .route('/impressions', impressions)
    .route('/live', live)
    .route('/screens', screens)
    .route('/screens', screenFleet)
    .route('/screens', screenSchedules)
    .route('/audit', audit)
    .route('/reports', reports)
    .route('/users', users)
    .route('/me', me)
    .route('/home', home)
    .route('/invitations', invitations)
    .route('/players', playerStatsRoutes)
    .route('/players', playerHistoryRoutes)
    .route('/teams', teamStatsRoutes)
    .route('/leaderboards', leaderboards)
    .route('/head-to-head', headToHead)
    .route('/leagues', rollover)
    .route('/seasons', seasons)
    .route('/me', notificationSettings)
    .route('/unsubscribe', unsubscribe)
    .route('/teams', teamCalendarRoutes)
    .route('/divisions', divisionCalendarRoutes)
    .route('/public', publicSite);
  let document: unknown;
  const described = new ApiRoutes().endpoint(
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This description of the API (OpenAPI 3.1)',
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
        },
      },
    },
    (c) => {
      document ??= contract(api);
      return c.json(document);
    },
  );
  return api.route('/', described);
}

/** The resources whose anonymous GETs are the same for every visitor (api/read-cache.ts); the rest
 *  (live, me, users, audit, reports, invitations, screens, home, ...) are personal or streamed. */
const PUBLIC_READS = new Set([
  'organisations',
  'leagues',
  'seasons',
  'divisions',
  'teams',
  'players',
  'venues',
  'fixtures',
  'frames',
  'standings',
  'cups',
  'sponsors',
  'wallboards',
  'leaderboards',
  'head-to-head',
  'public',
]);

export function createApi(deps: ApiDeps) {
  const app = new OpenAPIHono<ApiEnv>().basePath('/api');
  app.onError(handleError);
  app.notFound((c) =>
    c.json(errorBody(new ApiError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`)), 404),
  );

  // Outermost: a hit costs no CORS, auth or database work; an allowed origin is part of the key.
  const origins = new Set(deps.corsOrigins ?? []);
  app.use(
    '*',
    cachedReads({
      db: deps.db,
      maxBytes: deps.readCacheBytes,
      cacheable: (path) => PUBLIC_READS.has(path.split('/')[2] ?? ''),
      corsOrigin: (request) => {
        const origin = request.headers.get('origin') ?? '';
        return origins.has(origin) ? origin : '';
      },
      screens: {
        shares: (path) => /^\/api\/wallboards\/\d+\/feed$/.test(path),
        fetch: (request) => app.fetch(request),
      },
    }),
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
  return app.route('/', declaredRoutes());
}

/** The whole /api with its declared inputs and outputs, for a typed client (hono/client's hc). */
export type AppType = ReturnType<typeof createApi>;
