// Reading the host's local mailbox (/mail/messages.json) and signing users up through it with
// the real supabase-js, as a person would.
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function mailbox(url: string): Promise<Mail[]> {
  const res = await fetch(`${url}/mail/messages.json`);
  if (!res.ok) throw new Error(`GET /mail/messages.json answered ${res.status}`);
  return res.json() as Promise<Mail[]>;
}

/** The newest message to `to`, waiting for it to arrive. */
export async function latestMail(url: string, to: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailbox(url)).find((m) => m.to.toLowerCase() === to.toLowerCase());
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The confirmation link ({SITE_URL}/auth/callback?token_hash=…&type=signup) of the newest mail. */
export async function confirmationLink(url: string, to: string): Promise<string> {
  const { text } = await latestMail(url, to);
  const link = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`The newest mail to ${to} has no confirmation link:\n${text}`);
  return link;
}

/** A Map-backed storage, so a Node client keeps its session (and PKCE verifier) like a browser. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Realtime is not used; Node 20 has no WebSocket, and supabase-js insists on one at creation. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not available in these tests');
  }
}

/** A supabase-js client for the host, configured from its /config.json. */
export async function supabaseFor(
  url: string,
  flowType: 'implicit' | 'pkce' = 'implicit',
): Promise<SupabaseClient> {
  const config = (await (await fetch(`${url}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType,
    },
    realtime: { transport: NoWebSocket as never },
  });
}

/**
 * Signs up, follows the confirmation e-mail (verifyOtp with its token_hash) and returns the signed-in
 * client. `data` is the sign-up metadata (a `display_name` there becomes the profile's display name).
 */
export async function signUpConfirmed(
  url: string,
  email: string,
  password: string,
  data?: Record<string, string>,
): Promise<{ client: SupabaseClient; session: Session; user: User }> {
  const client = await supabaseFor(url);
  const signUp = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${url}/auth/callback`, data },
  });
  if (signUp.error) throw signUp.error;
  const link = new URL(await confirmationLink(url, email));
  const verified = await client.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash')!,
    type: 'signup',
  });
  if (verified.error) throw verified.error;
  const { session, user } = verified.data;
  if (!session || !user) throw new Error('verifyOtp returned no session');
  return { client, session, user };
}
