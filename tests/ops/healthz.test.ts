// GET /healthz (server/health.ts): what a process manager or uptime check is told about the database,
// on both engines, through the host app as server/main.ts wires it. A real PostgreSQL outage under a
// running host is in tests/reliability/postgres-restart.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { healthRoutes } from '../../server/health.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { engines, freshDb } from '../support/engines.ts';

describe.each(engines)('GET /healthz on %s', (engine) => {
  let db: Db;
  let dataDir: string;
  let probe: (method?: string) => Promise<Response>;
  // `select 1` queries running right now, and the most ever running at once.
  let running = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    db = await freshDb(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-health-'));
    const counted: Db = {
      ...db,
      query: async (sql, params) => {
        if (sql !== 'select 1') return db.query(sql, params);
        mostAtOnce = Math.max(mostAtOnce, ++running);
        try {
          // Every probe sent together reaches the route before this query can answer.
          await new Promise((resolve) => setImmediate(resolve));
          return await db.query(sql, params);
        } finally {
          running--;
        }
      },
    };
    const env = parseEnv({ DATA_DIR: dataDir, SITE_URL: 'http://league.test' });
    const keys = await createKeys(env.JWT_SECRET);
    const mailer = createMailer({ db, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
    const app = createHostApp({
      db: counted,
      env,
      keys,
      mailer,
      logger: pino({ level: 'silent' }),
      root: dataDir,
    });
    probe = async (method = 'GET') => app.fetch(new Request('http://league.test/healthz', { method }));
  });

  afterAll(async () => {
    await db.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 200 {"database":"ok"} to anyone, never to be cached, while the database answers', async () => {
    const res = await probe();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('{"database":"ok"}');
    expect((await probe('HEAD')).status).toBe(200);
  });

  it('runs one `select 1` at a time, however many probes arrive together', async () => {
    mostAtOnce = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe()));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(mostAtOnce).toBe(1);
    // Nothing is kept: the next probe asks the database again.
    await probe();
    expect(mostAtOnce).toBe(1);
    expect(running).toBe(0);
  });

  it('answers 503 when the database does not answer in time, and 200 once it does', async () => {
    // Every connection busy in an open transaction: a new query waits for one.
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: 10 }, () => db.transaction(() => busy));
    const res = await healthRoutes(db, 300).request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ database: 'unavailable' });
    release();
    await Promise.all(held);
    expect((await healthRoutes(db, 300).request('/healthz')).status).toBe(200);
  });

  it('answers 503 {"database":"unavailable"} once the database is gone', async () => {
    await db.close();
    const res = await probe();
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('{"database":"unavailable"}');
  });
});
