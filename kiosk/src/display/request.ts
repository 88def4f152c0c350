// The display's transport (no query library in the TV bundle): core's typed client with the right
// credentials; a refused call is core's HttpError, as in web and the CLI.
import { createClient, type Client } from '@core/client/client.ts';

export interface Credentials {
  /** A signed-in user's access token (web). */
  token?: string;
  /** A paired screen's token (kiosk). */
  screenToken?: string;
}

export function clientFor(apiUrl: string, creds: Credentials = {}): Client {
  return createClient({ baseUrl: apiUrl, getToken: () => creds.token, screenToken: () => creds.screenToken });
}

/** A TV must never show a cached answer. */
export const noStore = { init: { cache: 'no-store' } } as const;
