import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from './env.ts';

let client: SupabaseClient | undefined;

export function initSupabase(config: RuntimeConfig): SupabaseClient {
  client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { flowType: 'implicit', persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  return client;
}

export function supabase(): SupabaseClient {
  if (!client) throw new Error('Supabase client used before /config.json was loaded');
  return client;
}

export function authRedirectUrl(): string {
  return `${window.location.origin}/auth/callback`;
}
