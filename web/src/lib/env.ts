// The browser's configuration comes from the host at run time, so one build serves any deployment.
// Checked by hand rather than with zod: this runs before first render, where every kilobyte counts.
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl?: string;
}

export async function loadConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  const body = (await res.json()) as Record<string, unknown>;
  const missing = ['supabaseUrl', 'supabaseAnonKey'].filter((k) => typeof body[k] !== 'string' || !body[k]);
  if (missing.length) throw new Error(`Invalid /config.json: missing ${missing.join(', ')}`);
  return {
    supabaseUrl: String(body.supabaseUrl),
    supabaseAnonKey: String(body.supabaseAnonKey),
    apiUrl: typeof body.apiUrl === 'string' ? body.apiUrl : undefined,
  };
}
