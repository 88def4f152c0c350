// Where a redirect_to may send a browser (GoTrue's SITE_URL + URI_ALLOW_LIST): only http(s) URLs,
// on SITE_URL's origin or an AUTH_REDIRECT_ALLOW_LIST origin ("https://*.example.com" allows its
// subdomains); while SITE_URL is not set, also on the host the request itself came to. Anything
// else, or nothing, gets SITE_URL.
import type { Context } from 'hono';
import { allowListEntries } from '../env.ts';
import type { AuthDeps } from './deps.ts';

const HTTP = new Set(['http:', 'https:']);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Does `target` fall under the allow-list entry (an origin, optionally with a *. host)? */
function matches(entry: string, target: URL): boolean {
  const allowed = parse(entry);
  if (!allowed || !HTTP.has(allowed.protocol)) return false;
  if (allowed.protocol !== target.protocol || allowed.port !== target.port) return false;
  if (allowed.hostname.startsWith('*.')) {
    const suffix = allowed.hostname.slice(1); // ".example.com"
    return target.hostname.endsWith(suffix) && target.hostname.length > suffix.length;
  }
  return allowed.hostname === target.hostname;
}

/** The redirect_to to use: `wanted` when it is allowed, else SITE_URL. */
export function allowedRedirect(deps: AuthDeps, c: Context, wanted: string | undefined): string {
  const { env } = deps;
  const target = wanted ? parse(wanted) : undefined;
  if (!target || !HTTP.has(target.protocol) || target.username || target.password) return env.SITE_URL;
  if (target.origin === new URL(env.SITE_URL).origin) return target.toString();
  if (allowListEntries(env.AUTH_REDIRECT_ALLOW_LIST).some((entry) => matches(entry, target))) {
    return target.toString();
  }
  // Without SITE_URL the host serves whatever name it is reached by (see /config.json).
  if (!env.SITE_URL_SET && target.host === new URL(c.req.url).host) return target.toString();
  return env.SITE_URL;
}

/** The request's redirect_to query parameter, checked. */
export const redirectTarget = (deps: AuthDeps, c: Context) =>
  allowedRedirect(deps, c, c.req.query('redirect_to'));
