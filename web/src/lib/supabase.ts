// The browser's Supabase Auth client. Only auth is used (the data goes through /api), so this builds
// supabase-js's AuthClient alone, as createClient() would (same storage key, headers and options),
// and leaves its realtime, storage, PostgREST and functions clients out of the first screen's
// JavaScript (about 40 KB gzip).
import { AuthClient, type GoTrueClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from './env.ts';

/** What the app uses of a Supabase client: a supabase-js client from createClient() is one too. */
export interface AuthOnlyClient {
  auth: GoTrueClient;
}

let client: AuthOnlyClient | undefined;

export function initSupabase(config: RuntimeConfig): AuthOnlyClient {
  const base = new URL(config.supabaseUrl.endsWith('/') ? config.supabaseUrl : `${config.supabaseUrl}/`);
  const key = config.supabaseAnonKey;
  client = {
    auth: new AuthClient({
      url: new URL('auth/v1', base).href,
      headers: { Authorization: `Bearer ${key}`, apikey: key },
      // createClient's default key, so sessions saved before this change are still found.
      storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
      flowType: 'implicit',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    }),
  };
  return client;
}

export function supabase(): AuthOnlyClient {
  if (!client) throw new Error('Supabase client used before /config.json was loaded');
  return client;
}

export function authRedirectUrl(): string {
  return `${window.location.origin}/auth/callback`;
}
