// Supabase Auth's stand-in in the rehearsal of a Supabase project (tests/support/supabase-rehearsal.ts):
// the host's own GoTrue-compatible /auth/v1 (server/auth/), alone in a process of its own, against
// the project's database, signing with the project's JWT secret and sending its e-mails by SMTP.
// Configured as the host is (server/env.ts): PORT, DATABASE_URL, JWT_SECRET, SITE_URL, SMTP_URL.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { openPostgres } from '../../api/db/postgres.ts';
import { authApp } from '../../server/auth/index.ts';
import { clientAddressMiddleware, trustedProxies } from '../../server/client-address.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';

const env = parseEnv();
if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
const db = openPostgres(env.DATABASE_URL, { max: 4 });
const keys = await createKeys(env.JWT_SECRET);
const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
const app = new Hono();
app.use(clientAddressMiddleware(trustedProxies(env.TRUSTED_PROXIES)));
app.route('/auth/v1', authApp({ db, env, keys, mailer }));
serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' });
// Ends with its parent (the test runner), as tests/support/host.ts's hosts do.
process.stdin.on('end', () => process.exit(0)).resume();
