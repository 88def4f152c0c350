// The /api contract as a Supabase Edge Function named `api`: the same Hono app the embedded host
// mounts. Supabase routes /functions/v1/api/* here with the path starting at /api, which is the
// app's basePath. The database is reached directly (SUPABASE_DB_URL), and every request still runs
// as its caller (RLS) through asUser; tokens are checked with the project's JWT secret or JWKS.
import { createApi } from '../../../api/app.ts';
import { openPostgres } from '../../../api/db/postgres.ts';
import { createJwtVerifier } from '../../../api/jwt.ts';
import { supabaseAccounts } from './accounts.ts';
import { storageImageStore } from './storage-images.ts';

const env = (name: string) => Deno.env.get(name) || undefined;

const dbUrl = env('SUPABASE_DB_URL');
if (!dbUrl) throw new Error('SUPABASE_DB_URL is not set');
const supabaseUrl = env('SUPABASE_URL');
const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY');
const siteUrl = env('SITE_URL')?.replace(/\/+$/, '');

const app = createApi({
  db: openPostgres(dbUrl, { max: Number(env('API_DB_POOL_MAX') ?? 5) }),
  verifyJwt: createJwtVerifier({
    secret: env('SUPABASE_JWT_SECRET') ?? env('JWT_SECRET'),
    jwksUrl: supabaseUrl ? `${supabaseUrl}/auth/v1/.well-known/jwks.json` : undefined,
  }),
  // The web app's origin (a static host) calls this function across origins.
  corsOrigins: (env('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  // Report days and screen schedules follow TIME_ZONE (an IANA name), UTC by default.
  timeZone: env('TIME_ZONE') ?? 'UTC',
  // Supabase's gateway cuts a stream by itself; set to rehearse that cut sooner (tests).
  liveMaxStreamSeconds: Number(env('LIVE_MAX_STREAM_SECONDS') ?? 0) || undefined,
  // Anyone signed in may create an organisation (a hosted service); off: only the deployment owner.
  selfServiceOrganisations: env('ORGANISATION_SELF_SERVICE') === 'true',
  // Uploaded sponsor images go to Storage (the sponsor-images bucket); without the key, uploads answer 501.
  images: supabaseUrl && serviceRoleKey ? storageImageStore({ supabaseUrl, serviceRoleKey }) : undefined,
  // Invitations need the service role key (accounts) and SITE_URL (links); without them they answer 503.
  accounts:
    supabaseUrl && serviceRoleKey && siteUrl
      ? supabaseAccounts({
          supabaseUrl,
          serviceRoleKey,
          siteUrl,
          smtpUrl: env('SMTP_URL'),
          smtpFrom: env('SMTP_FROM') ?? 'Cueboard <noreply@cueboard.local>',
        })
      : undefined,
});

const port = env('PORT');
// Requests reach the function only through Supabase's own edge proxy, which puts the client's
// address first in X-Forwarded-For; that proxy is the one trusted hop here. Run locally (PORT),
// with no proxy in front, the socket's address is the client's.
const serve = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) =>
  app.fetch(request, {
    clientAddress: port
      ? info.remoteAddr.hostname
      : request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || info.remoteAddr.hostname,
  });

if (port) Deno.serve({ port: Number(port), hostname: env('HOST') ?? '127.0.0.1' }, serve);
else Deno.serve(serve);
