// The Supabase Edge Function entry (supabase/functions/api/index.ts) under Deno, against a migrated
// database on the test PostgreSQL server: the same app answers the same routes, and its live stream,
// cut after a second (LIVE_MAX_STREAM_SECONDS, as Supabase's gateway cuts it), resumes from the log.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SignJWT } from 'jose';
import type { Db } from '../../api/db/port.ts';
import { openPostgres } from '../../api/db/postgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createDatabase, freePort } from '../support/postgres-server.ts';
import { open } from './live-stream.ts';

const secret = 'edge-function-test-secret-0123456789abcdef';

describe('Supabase Edge Function entry under Deno', () => {
  let db: Db;
  let proc: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    const url = await createDatabase(inject('pgServerUrl'), `edge_${randomUUID().replaceAll('-', '')}`);
    db = openPostgres(url);
    await migrate(db);
    const port = await freePort();
    base = `http://127.0.0.1:${port}/api`;
    // node_modules supplies the npm: packages, so the test needs no registry.
    proc = spawn(
      'node_modules/.bin/deno',
      [
        'run',
        '-A',
        '--node-modules-dir=manual',
        '--config',
        'supabase/functions/api/deno.json',
        'supabase/functions/api/index.ts',
      ],
      {
        env: {
          ...process.env,
          SUPABASE_DB_URL: url,
          SUPABASE_JWT_SECRET: secret,
          PORT: String(port),
          LIVE_MAX_STREAM_SECONDS: '1',
        },
        stdio: 'pipe',
      },
    );
    proc.stdout?.on('data', (d) => (output += d));
    proc.stderr?.on('data', (d) => (output += d));
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`${base}/openapi.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (proc.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the edge function did not start:\n${output}`);
  }, 180_000);

  afterAll(async () => {
    if (proc && proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    }
    await db?.close();
  });

  it('serves anonymous reads, authenticated writes and JSON errors', async () => {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ('edge@example.com', now()) returning id::text as id`,
    );
    const token = await new SignJWT({ sub: user.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(secret));

    expect(await (await fetch(`${base}/leagues`)).json()).toEqual([]);
    const anon = await fetch(`${base}/leagues`, {
      method: 'POST',
      body: JSON.stringify({ name: 'E', season: '1' }),
    });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ code: 'not_authenticated', message: 'Not authenticated' });

    const created = await fetch(`${base}/leagues`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Edge League', season: '2027' }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Edge League', createdBy: user.id });
    expect(await (await fetch(`${base}/leagues`)).json()).toMatchObject([{ name: 'Edge League' }]);

    const missing = await fetch(`${base}/no-such-route`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('not_found');
  });

  it('resumes the live stream after the cut with exactly the events missed, and resets a garbage id', async () => {
    const edge = {
      app: { request: (path: string, init?: RequestInit) => fetch(`${base}${path.slice(4)}`, init) },
    };
    const sponsor = async (name: string) =>
      (
        await db.query<{ id: number }>(
          `insert into public.sponsors (name, image_url) values ($1, 'https://cdn.example.com/a.png') returning id::int as id`,
          [name],
        )
      )[0].id;
    const first = await open(edge, '?topics=sponsors');
    const ids = [await sponsor('Before the cut')];
    await first.ended;
    ids.push(await sponsor('While away'), await sponsor('Also while away'));
    const resumed = await open(edge, '?topics=sponsors', undefined, { lastEventId: first.lastId() });
    await expect.poll(() => first.events.length + resumed.events.length).toBe(3);
    expect([...first.events, ...resumed.events]).toEqual(
      ids.map((sponsorId) => ({ type: 'sponsors.insert', sponsorId })),
    );
    await resumed.ended; // cut again, as each run is

    const garbage = await open(edge, '?topics=sponsors', undefined, { lastEventId: 'nonsense' });
    await expect.poll(() => garbage.named).toEqual(['reset']);
    await garbage.close();
  });
});
