// The public league site, its embeds and calendar feeds on Deno (Deno Deploy beside a Supabase
// project, whose Edge Functions turn text/html into text/plain): the very handler the Node host
// mounts (server/site/handler.ts), with a Postgres Db and the built bundle read with Deno.readFile.
// docs/operations.md ("On a Supabase project") says how to deploy it.
import { openPostgres } from '../../api/db/postgres.ts';
import { createSiteHandler } from '../../server/site/handler.ts';
import { securityHeaders } from '../../server/security-headers.ts';
import { Hono } from 'hono';

const env = (name: string) => Deno.env.get(name) || undefined;

const dbUrl = env('DATABASE_URL');
if (!dbUrl) throw new Error('DATABASE_URL is not set');
const siteUrl = env('SITE_URL')?.replace(/\/+$/, '');
// The /api Edge Function (https://<ref>.supabase.co/functions/v1/api): live updates and calendar links.
const apiUrl = env('API_URL')?.replace(/\/+$/, '');

// Built by `npm run build:site` and deployed with this file; paths arrive kept inside the build.
const dist = new URL('../../web/public-site/dist/', import.meta.url);
const readFile = (relative: string) =>
  Deno.readFile(new URL(relative.split('/').map(encodeURIComponent).join('/'), dist)).catch(() => undefined);

const site = createSiteHandler({
  db: openPostgres(dbUrl, { max: Number(env('DB_POOL_MAX') ?? 5) }),
  readFile,
  siteUrl,
  apiUrl,
  timeZone: env('TIME_ZONE'),
});

// The host's headers (server/security-headers.ts); the pages' live updates may call the API's origin.
const app = new Hono();
app.use(securityHeaders({ connectOrigins: apiUrl ? [apiUrl] : [], siteUrl }));
app.all('*', (c) => site(c.req.raw));

const port = env('PORT');
if (port) Deno.serve({ port: Number(port), hostname: env('HOST') ?? '127.0.0.1' }, app.fetch);
else Deno.serve(app.fetch);
