// The caller's address, as whoever runs this app worked it out (the embedded host from the socket
// and TRUSTED_PROXIES, the Edge Function from Supabase's proxy) and passed in the fetch env. The
// app never reads X-Forwarded-For itself: anyone can send that header.
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  const env = c.env as { clientAddress?: unknown } | undefined;
  return typeof env?.clientAddress === 'string' && env.clientAddress !== '' ? env.clientAddress : 'unknown';
}
