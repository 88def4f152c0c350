// The embedded host in-process (app.fetch, no server) with invitations wired as server/main.ts wires
// them, on a fresh database of either engine: /api, /auth/v1 for the real supabase-js, and the
// local mailbox. Each call can come from its own client address.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pino from 'pino';
import { createApi } from '../../api/app.ts';
import { hostAccounts } from '../../server/accounts.ts';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { freshDb, type Engine } from '../support/engines.ts';
import { QUICK_HASH_COST } from '../support/host.ts';
import { memoryStorage, type Mail } from '../support/mailbox.ts';

/** Realtime is not used; Node 20 has no WebSocket, and supabase-js insists on one at creation. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not available in these tests');
  }
}

export const SITE_URL = 'http://league.test';

export async function invitationHost(engine: Engine) {
  const db = await freshDb(engine);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-invite-'));
  const env = parseEnv({
    DATA_DIR: dataDir,
    SITE_URL,
    AUTH_SIGNIN_PER_IP: '10000',
    AUTH_SIGNIN_PER_EMAIL: '10000',
    AUTH_PASSWORD_HASH_COST: QUICK_HASH_COST,
  });
  const keys = await createKeys(env.JWT_SECRET);
  const mailer = createMailer({ db, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
  const accounts = hostAccounts(db, mailer, env.SITE_URL, env.AUTH_PASSWORD_HASH_COST);
  const api = createApi({ db, verifyJwt: keys.verify, accounts });
  const app = createHostApp({ db, env, keys, mailer, logger: pino({ level: 'silent' }), api, root: dataDir });

  const fetchFrom =
    (address = '127.0.0.1') =>
    async (input: RequestInfo | URL, init?: RequestInit) =>
      app.fetch(new Request(input, init), {
        incoming: { socket: { remoteAddress: address, remotePort: 50000 } },
      });

  /** supabase-js against this host, as the web app uses it. */
  const supabase = () =>
    createClient(SITE_URL, keys.anonKey, {
      auth: {
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      global: { fetch: fetchFrom() },
      realtime: { transport: NoWebSocket as never },
    });

  /** A JSON /api call, signed in with `token` when given, from `from` (a client address). */
  async function call(
    method: string,
    route: string,
    opts: { token?: string; body?: unknown; from?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetchFrom(opts.from)(`${SITE_URL}/api${route}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** A confirmed account with a password, signed in: its access token. */
  async function account(email: string, password = 'secret-password') {
    const id = (await accounts.createConfirmedUser(email, password))!;
    const { data, error } = await supabase().auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { id, email, token: data.session.access_token };
  }

  const mails = async (to: string): Promise<Mail[]> => {
    const res = await fetchFrom()(`${SITE_URL}/mail/messages.json`);
    return ((await res.json()) as Mail[]).filter((m) => m.to === to);
  };

  /** The link and token of the newest invitation e-mail to `to` (sent before the API answers). */
  async function invitationToken(to: string): Promise<{ link: string; token: string; mail: Mail }> {
    const [mail] = await mails(to);
    const link = /https?:\/\/\S+\/invite#token=\S+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`No invitation e-mail to ${to}`);
    return { link, token: link.split('#token=')[1], mail };
  }

  const close = async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { db, app, keys, supabase, call, account, mails, invitationToken, close };
}

export type InvitationHost = Awaited<ReturnType<typeof invitationHost>>;

/** The one answer for a dead link. */
export const dead = {
  code: 'invitation_invalid',
  message: 'This invitation link has expired or has already been used.',
};

let n = 0;
/** A fresh address per call, so tests never meet each other's invitations. */
export const address = (name: string) => `${name}-${++n}-${Date.now().toString(36)}@example.com`;

/** An organiser, a captain of Red Lions (with Annie Fox on its roster), Blue Cues and a player. */
export async function invitationLeague(h: InvitationHost) {
  const organiser = await h.account('organiser@example.com');
  const captain = await h.account(address('captain'));
  const player = await h.account(address('player'));
  const t = organiser.token;
  const post = async (path: string, body: unknown) =>
    (await h.call('POST', path, { token: t, body })).body as { id: number };
  const lions = await post('/teams', { name: 'Red Lions', captainUserId: captain.id });
  const cues = await post('/teams', { name: 'Blue Cues' });
  const annie = await post('/players', { fullName: 'Annie Fox' });
  await post(`/teams/${lions.id}/players`, { playerId: annie.id });
  return { organiser, captain, player, lions, cues, annie };
}

export type InvitationLeague = Awaited<ReturnType<typeof invitationLeague>>;
