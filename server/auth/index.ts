// /auth/v1: the subset of the Supabase Auth (GoTrue) HTTP API that supabase-js v2 uses.
import { Hono } from 'hono';
import { limitBody } from '../../api/body-limits.ts';
import { siteCors } from '../../api/cors.ts';
import { corsOrigins } from '../env.ts';
import { authLogger, checkQuery, type AuthDeps } from './deps.ts';
import { API_VERSION, AuthError, errorResponse } from './errors.ts';
import { recoveryRoutes } from './recovery.ts';
import { signupRoutes } from './signup.ts';
import { tokenRoutes } from './token.ts';
import { userRoutes } from './user.ts';
import { verifyRoutes } from './verify.ts';

export type { AuthDeps } from './deps.ts';

const AUTH_BODY_LIMIT = 1024 * 1024;

export function authApp(deps: AuthDeps): Hono {
  const app = new Hono();
  // Supabase Auth answers any origin; this one keeps to the site and CORS_ORIGINS, as /api does.
  app.use(
    siteCors({
      origins: corsOrigins(deps.env),
      allowHeaders: ['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-type'],
      exposeHeaders: ['X-Supabase-Api-Version'],
    }),
  );
  // Every /auth/v1 body is a small JSON object; nothing bigger is read.
  app.use(
    limitBody(AUTH_BODY_LIMIT, (c) =>
      errorResponse(c, new AuthError(413, 'request_too_large', 'The request body must be at most 1 MB')),
    ),
  );
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });
  // Bodies are checked as they are read (jsonBody); the query string here, for every route.
  app.use(async (c, next) => {
    checkQuery(c);
    await next();
  });

  app.route('/', signupRoutes(deps));
  app.route('/', recoveryRoutes(deps));
  app.route('/', tokenRoutes(deps));
  app.route('/', verifyRoutes(deps));
  app.route('/', userRoutes(deps) as unknown as Hono);

  app.get('/health', (c) =>
    c.json({ version: 'cueboard', name: 'GoTrue', description: 'Cueboard embedded auth' }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.notFound((c) => errorResponse(c, new AuthError(404, 'not_found', 'Not Found')));
  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    authLogger(deps).error({ err: error, method: c.req.method, path: c.req.path }, 'auth: unexpected error');
    return errorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
  });
  return app;
}
