// The address a request came from, as the host determined it (it alone knows the socket and which
// proxies to believe) and passes in the app's env as `clientAddress`. Without it (the Edge Function,
// tests calling app.request) every caller shares 'unknown'.
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  const given = (c.env as { clientAddress?: unknown } | undefined)?.clientAddress;
  return typeof given === 'string' && given !== '' ? given : 'unknown';
}
