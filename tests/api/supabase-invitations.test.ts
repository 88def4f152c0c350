// Invitations on a Supabase project: the Edge Function's accounts adapter (supabase/functions/api/
// accounts.ts) under the same API, against a stand-in for Supabase Auth's admin API (POST and DELETE
// /auth/v1/admin/users with the service role key, writing auth.users as Supabase would) and a real
// SMTP server. Without SMTP_URL the invitation is refused with 503 and nothing is kept.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import type { Db } from '../../api/db/port.ts';
import { supabaseAccounts } from '../../supabase/functions/api/accounts.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, verifyJwt, type TestUser } from './support.ts';

const serviceRoleKey = 'service-role-key-for-tests';
const siteUrl = 'https://league.example';

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
};

/** Supabase Auth's admin users API, as far as invitations use it, over the test database. */
function supabaseAuth(db: Db, seen: { method: string; path: string; body: Record<string, unknown> }[]) {
  return createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method!, path: req.url!, body });
    const reply = (status: number, json: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.headers.apikey !== serviceRoleKey || req.headers.authorization !== `Bearer ${serviceRoleKey}`) {
      return reply(401, {
        code: 401,
        error_code: 'no_authorization',
        msg: 'This endpoint requires a valid Bearer token',
      });
    }
    if (req.method === 'POST' && req.url === '/auth/v1/admin/users') {
      const [user] = await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at)
         values ($1, 'hash', case when $2 then now() end) on conflict do nothing returning id::text as id`,
        [body.email, body.email_confirm === true],
      );
      if (!user)
        return reply(422, {
          code: 422,
          error_code: 'email_exists',
          msg: 'A user with this email address has already been registered',
        });
      return reply(200, { id: user.id, email: body.email });
    }
    const id = /^\/auth\/v1\/admin\/users\/([0-9a-f-]+)$/.exec(req.url!)?.[1];
    if (req.method === 'DELETE' && id) {
      await db.query('delete from auth.users where id = $1::uuid', [id]);
      return reply(200, {});
    }
    reply(404, { code: 404, msg: 'Not found' });
  });
}

describe.each(engines)('invitations through Supabase Auth and SMTP (%s)', (engine) => {
  let db: Db;
  let auth: Server;
  let smtp: SMTPServer;
  let organiser: TestUser;
  const seen: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const inbox: { to: string[]; raw: string }[] = [];
  let supabaseUrl: string;
  let smtpUrl: string;

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db, 'organiser@example.com');
    auth = supabaseAuth(db, seen);
    await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
    supabaseUrl = `http://127.0.0.1:${(auth.address() as AddressInfo).port}`;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => auth?.close(() => resolve()));
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await db?.close();
  });

  const apiWith = (smtp?: string) =>
    createApi({
      db,
      verifyJwt,
      accounts: supabaseAccounts({
        supabaseUrl,
        serviceRoleKey,
        siteUrl,
        smtpUrl: smtp,
        smtpFrom: 'League <league@example.com>',
      }),
    });
  const post = async (app: ReturnType<typeof createApi>, path: string, body: unknown, token?: string) => {
    const res = await app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('creates a confirmed account through the admin API, mails the link over SMTP, and grants the role', async () => {
    const app = apiWith(smtpUrl);
    const created = await post(
      app,
      '/invitations',
      { email: 'dora@example.com', role: 'organiser' },
      organiser.token,
    );
    expect(created).toMatchObject({ status: 201, body: { status: 'pending' } });
    await expect.poll(() => inbox.filter((m) => m.to.includes('dora@example.com')).length).toBe(1);
    const raw = inbox
      .find((m) => m.to.includes('dora@example.com'))!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(raw).toContain("Subject: You're invited to Cueboard");
    const token = new RegExp(`${siteUrl}/invite#token=([A-Za-z0-9_-]{43})`).exec(raw)![1];

    expect(await post(app, '/invitations/accept', { token, password: 'dora-secret' })).toMatchObject({
      status: 200,
    });
    expect(seen.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/auth/v1/admin/users',
        body: { email: 'dora@example.com', password: 'dora-secret', email_confirm: true },
      },
    ]);
    const [row] = await db.query<{ confirmed: boolean; role: string }>(
      `select u.email_confirmed_at is not null as confirmed, r.role::text as role
       from auth.users u join public.user_roles r on r.user_id = u.id where u.email = 'dora@example.com'`,
    );
    expect(row).toEqual({ confirmed: true, role: 'organiser' });
    expect(await post(app, '/invitations/accept', { token, password: 'dora-secret' })).toMatchObject({
      status: 404,
    });
  });

  it('answers 503 without SMTP_URL and keeps no invitation, nor any trace in the audit log', async () => {
    const before = await db.query('select id from public.invitations');
    const audited = await db.query(`select id from public.audit_log where table_name = 'invitations'`);
    expect(
      await post(
        apiWith(undefined),
        '/invitations',
        { email: 'eve@example.com', role: 'player' },
        organiser.token,
      ),
    ).toEqual({
      status: 503,
      body: {
        code: 'service_unavailable',
        message: 'Invitations cannot be e-mailed: set the SMTP_URL secret of the api function',
      },
    });
    expect(await db.query('select id from public.invitations')).toEqual(before);
    expect(await db.query(`select id from public.audit_log where table_name = 'invitations'`)).toEqual(
      audited,
    );
  });

  it('refuses a resend without SMTP_URL before replacing the link, so the link already sent still works', async () => {
    const created = await post(
      apiWith(smtpUrl),
      '/invitations',
      { email: 'fay@example.com', role: 'player' },
      organiser.token,
    );
    expect(created.status).toBe(201);
    await expect.poll(() => inbox.filter((m) => m.to.includes('fay@example.com')).length).toBe(1);
    const raw = inbox
      .find((m) => m.to.includes('fay@example.com'))!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = new RegExp(`${siteUrl}/invite#token=([A-Za-z0-9_-]{43})`).exec(raw)![1];

    const resent = await post(
      apiWith(undefined),
      `/invitations/${created.body.id}/resend`,
      {},
      organiser.token,
    );
    expect(resent).toEqual({
      status: 503,
      body: {
        code: 'service_unavailable',
        message: 'Invitations cannot be e-mailed: set the SMTP_URL secret of the api function',
      },
    });
    expect(await post(apiWith(smtpUrl), '/invitations/lookup', { token })).toMatchObject({
      status: 200,
      body: { email: 'fay@example.com', role: 'player' },
    });
  });
});
