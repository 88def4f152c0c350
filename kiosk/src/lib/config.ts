// Runtime configuration: the host hands every browser its API base in /config.json, so one build
// serves any deployment.
export interface KioskConfig {
  apiUrl: string;
}

export async function loadConfig(): Promise<KioskConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config ${res.status}`);
  const raw = (await res.json()) as { apiUrl?: string };
  const apiUrl = raw.apiUrl
    ? new URL(raw.apiUrl, location.href).href.replace(/\/+$/, '')
    : `${location.origin}/api`;
  return { apiUrl };
}
