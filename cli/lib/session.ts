// The signed-in session, kept in $XDG_CONFIG_HOME/cueboard/session.json (mode 0600) and refreshed
// through supabase-js when it is about to expire. CUEBOARD_TOKEN overrides it for scripts.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CliError } from './errors.ts';
import { readEnv } from './env.ts';

export interface Deployment {
  host: string;
  apiUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface StoredSession {
  host: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number; // seconds since epoch
  user: { id: string; email: string };
}

const REFRESH_MARGIN_S = 60;
const sessionPath = () => join(readEnv().configDir, 'session.json');

/** The CLI never uses realtime; Node 20 has no WebSocket and supabase-js insists on one at creation. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used by the CLI');
  }
}

/** supabase-js is loaded on first use: commands that never sign in start faster. */
export async function authClient(deployment: Deployment) {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(deployment.supabaseUrl, deployment.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

export async function loadSession(): Promise<StoredSession | undefined> {
  try {
    return JSON.parse(await readFile(sessionPath(), 'utf8')) as StoredSession;
  } catch {
    return undefined;
  }
}

export async function saveSession(session: StoredSession): Promise<void> {
  await mkdir(readEnv().configDir, { recursive: true, mode: 0o700 });
  await writeFile(sessionPath(), JSON.stringify(session, null, 2), { mode: 0o600 });
}

export async function clearSession(): Promise<void> {
  await rm(sessionPath(), { force: true });
}

export function toStored(
  host: string,
  s: {
    access_token: string;
    refresh_token: string;
    expires_at?: number;
    expires_in: number;
    user: { id: string; email?: string };
  },
): StoredSession {
  return {
    host,
    accessToken: s.access_token,
    refreshToken: s.refresh_token,
    expiresAt: s.expires_at ?? Math.floor(Date.now() / 1000) + s.expires_in,
    user: { id: s.user.id, email: s.user.email ?? '' },
  };
}

const notSignedIn = (host: string) =>
  new CliError(`Not signed in to ${host}`, {
    suggestion: 'Run `cueboard login` first, or set CUEBOARD_TOKEN to an access token.',
  });

/** The bearer token to use: CUEBOARD_TOKEN, else the stored session for this host (refreshed). */
export async function accessToken(deployment: Deployment): Promise<string> {
  const fromEnv = readEnv().token;
  if (fromEnv) return fromEnv;
  const session = await loadSession();
  if (!session || session.host !== deployment.host) throw notSignedIn(deployment.host);
  if (session.expiresAt - Date.now() / 1000 > REFRESH_MARGIN_S) return session.accessToken;
  const { data, error } = await (
    await authClient(deployment)
  ).auth.refreshSession({
    refresh_token: session.refreshToken,
  });
  if (error || !data.session) {
    await clearSession();
    throw new CliError('Your session has expired', { suggestion: 'Run `cueboard login` again.' });
  }
  const refreshed = toStored(deployment.host, data.session);
  await saveSession(refreshed);
  return refreshed.accessToken;
}
