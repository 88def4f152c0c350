// The client's address, the one answer every rate limit and log uses. X-Forwarded-For is believed
// only from TRUSTED_PROXIES, walked from the right (the hops we can vouch for), so a client cannot
// pick its own rate-limit bucket by sending the header itself.
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the host for every request (clientAddressMiddleware). */
    clientAddress: string;
  }
}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is its IPv4 address. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1] : address).toLowerCase();
}

/** Why a TRUSTED_PROXIES entry is not an address or CIDR, or undefined when it is one. */
export function proxyEntryProblem(entry: string): string | undefined {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(normalizeAddress(address ?? ''));
  if (!family || rest.length) return `"${entry}" is not an IP address or CIDR`;
  if (bits === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(bits) || Number(bits) > max) return `"${entry}" has a prefix length outside 0-${max}`;
  return undefined;
}

export type ProxyMatcher = (address: string) => boolean;

/** The trusted proxies as a matcher; entries are validated by the env schema beforehand. */
export function trustedProxies(entries: readonly string[]): ProxyMatcher {
  const list = new BlockList();
  for (const entry of entries) {
    const [raw, bits] = entry.split('/');
    const address = normalizeAddress(raw!);
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const normal = normalizeAddress(address);
    const family = isIP(normal);
    return family !== 0 && list.check(normal, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** The TCP peer's address ('unknown' in app.request() without a socket). */
export function socketAddress(c: Context): string {
  try {
    return normalizeAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** A forwarded hop as proxies write it: bare, [v6]:port or v4:port. */
function hop(entry: string): string {
  const value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return normalizeAddress(bracketed[1]!);
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  return normalizeAddress(v4WithPort ? v4WithPort[1]! : value);
}

/**
 * The standard algorithm: start at the socket; while the current hop is a trusted proxy, step to
 * the address it says it got the request from (right to left). A hop that is not an address stops
 * the walk at the proxy that wrote it.
 */
export function resolveClientAddress(
  socket: string,
  forwardedFor: string | undefined,
  trusted: ProxyMatcher,
): string {
  let current = normalizeAddress(socket);
  const hops = (forwardedFor ?? '').split(',').filter((h) => h.trim() !== '');
  while (trusted(current) && hops.length) {
    const next = hop(hops.pop()!);
    if (!isIP(next)) break;
    current = next;
  }
  return current;
}

/** True when a proxy says it forwarded this request (the header names every proxy we know sends). */
export function isForwarded(c: Context): boolean {
  return ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => c.req.header(name) !== undefined);
}

/** Host middleware: works the client address out once; read it with c.get('clientAddress'). */
export function clientAddressMiddleware(trusted: ProxyMatcher): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientAddress', resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

/** The client address the host worked out, or the socket's when no middleware ran (no proxy trusted). */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? socketAddress(c);
}
