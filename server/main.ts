// `npm start`: the embedded host. Opens the database, applies migrations, builds stale front
// ends, then serves web, kiosk, /api, /auth/v1 and the mailbox from one process. With
// NODE_ENV=production it builds nothing (it refuses to start without the builds) and prints only
// JSON lines (docs/self-hosting.md).
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApi } from '../api/app.ts';
import { hostAccounts } from './accounts.ts';
import { createHostApp } from './app.ts';
import { buildStaleFrontEnds, missingFrontEnds } from './build.ts';
import { openDatabase } from './db/open.ts';
import { makePrivateDir, ownerOnly } from './db/private-dir.ts';
import { migrate } from './db/migrate.ts';
import { corsOrigins, isProduction, parseEnv, readCacheBytes, type HostEnv } from './env.ts';
import { createKeys } from './jwt.ts';
import { createMailer } from './mail/mailer.ts';
import { lapseConfirmationsEvery } from './confirmation-lapse.ts';
import { hostLogger } from './logger.ts';
import { notificationSender } from './notifications.ts';
import { watchOfflineScreens } from './screen-alerts.ts';
import { root } from './root.ts';
import { diskImageStore } from './sponsor-images.ts';

const production = isProduction();
// What the host says about itself. In production every line is JSON, as the request log is, for
// journald and log shippers; on a laptop, sentences.
const startLog = production ? hostLogger('info') : undefined;
function fail(message: string): never {
  if (startLog) startLog.fatal(`Cueboard could not start. ${message}`);
  else console.error(`Cueboard could not start. ${message}`);
  process.exit(1);
}
const warn = (message: string) => (startLog ? startLog.warn(message) : console.warn(message));

// Before anything is written: the database and the JWT secret are for this user's eyes only.
ownerOnly();
let env: HostEnv;
try {
  env = parseEnv();
} catch (error) {
  fail((error as Error).message);
}
// Before the database is touched: a release is built where it is made, never on the server.
const missing = production ? missingFrontEnds(root) : [];
if (missing.length) {
  fail(
    `NODE_ENV=production serves the front ends as built, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: run \`npm run build\` first.`,
  );
}
if (!env.DATABASE_URL || existsSync(env.DATA_DIR)) {
  const warning = makePrivateDir(env.DATA_DIR);
  if (warning) warn(warning);
}

const logger = hostLogger(env.LOG_LEVEL);
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
  (error: Error) => fail(`The database could not be opened: ${error.message}`),
);
try {
  await migrate(db);
} catch (error) {
  await db.close().catch(() => {});
  fail((error as Error).message);
}
if (!production && !env.CUEBOARD_SKIP_BUILD) {
  await buildStaleFrontEnds(root);
}

const keys = await createKeys(env.JWT_SECRET);
const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
const api = createApi({
  db,
  verifyJwt: keys.verify,
  corsOrigins: corsOrigins(env),
  logger,
  accounts: hostAccounts(db, mailer, env.SITE_URL, env.AUTH_PASSWORD_HASH_COST),
  timeZone: env.TIME_ZONE,
  images: diskImageStore(env.DATA_DIR),
  liveMaxStreamSeconds: env.LIVE_MAX_STREAM_SECONDS || undefined,
  selfServiceOrganisations: env.ORGANISATION_SELF_SERVICE,
  readCacheBytes: readCacheBytes(env),
});
const app = createHostApp({ db, env, keys, mailer, logger, api, root });
const notifications = notificationSender({
  db,
  mailer,
  siteUrl: env.SITE_URL,
  retryMs: env.MAIL_RETRY_SECONDS * 1000,
  onError: (error) => logger.warn({ err: error }, 'notification e-mail not sent; it will be retried'),
});
const stopLapses = lapseConfirmationsEvery(db, 60_000, (error) =>
  logger.warn({ err: error }, 'lapsed result confirmations not applied; trying again in a minute'),
);
const stopAlerts = watchOfflineScreens(
  db,
  mailer,
  { siteUrl: env.SITE_URL, timeZone: env.TIME_ZONE },
  (error) => logger.error({ err: error }, 'offline screen alerts failed'),
);

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  if (startLog) startLog.info({ port: info.port, siteUrl: env.SITE_URL }, 'Cueboard is running');
  else console.log(`Cueboard is running at http://localhost:${info.port}`);
});
// Node's 5 s keep-alive races clients that reuse an idle connection just as it is closed (seen
// as "other side closed" on a busy machine); a long one, as load balancers use, makes that rare.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Whatever still holds on (a stuck connection) must not keep a stopped host alive.
  setTimeout(() => process.exit(0), 5000).unref();
  // Live streams (SSE) keep connections open; close them so the server can stop.
  const closed = new Promise((resolve) => server.close(resolve));
  if ('closeAllConnections' in server) server.closeAllConnections();
  await closed;
  notifications.stop();
  stopAlerts();
  stopLapses();
  mailer.close();
  await db.close().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// A host started by a test exits with it, even when the test process is killed.
if (process.env.CUEBOARD_EXIT_WITH_STDIN === '1')
  process.stdin.on('close', () => void shutdown('stdin closed')).resume();
