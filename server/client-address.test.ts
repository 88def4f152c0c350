import { describe, expect, it } from 'vitest';
import { proxyEntryProblem, resolveClientAddress, trustedProxies } from './client-address.ts';

describe('the client address', () => {
  const none = trustedProxies([]);
  const local = trustedProxies(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);

  it('is the socket when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });

  it('walks X-Forwarded-For from the right past trusted proxies (IPv4, IPv6, CIDRs)', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', local)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', local)).toBe(
      '198.51.100.1',
    );
    expect(resolveClientAddress('::1', '2001:DB8::5, fd00::7', local)).toBe('2001:db8::5');
    expect(resolveClientAddress('127.0.0.1', '[2001:db8::5]:4711', local)).toBe('2001:db8::5');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1:4711', local)).toBe('198.51.100.1');
    // Only trusted hops all the way: the leftmost one is as far as we can see.
    expect(resolveClientAddress('127.0.0.1', '10.0.0.5', local)).toBe('10.0.0.5');
    // No header, or garbage from the client: the last address we could vouch for.
    expect(resolveClientAddress('127.0.0.1', undefined, local)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', 'not-an-address', local)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', 'x, 10.0.0.5', local)).toBe('10.0.0.5');
  });

  it('accepts addresses and CIDRs as TRUSTED_PROXIES entries and names the bad ones', () => {
    for (const ok of ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0', '::ffff:10.0.0.1'])
      expect(proxyEntryProblem(ok)).toBeUndefined();
    expect(proxyEntryProblem('proxy.local')).toBe('"proxy.local" is not an IP address or CIDR');
    expect(proxyEntryProblem('10.0.0.0/33')).toBe('"10.0.0.0/33" has a prefix length outside 0-32');
    expect(proxyEntryProblem('::/129')).toBe('"::/129" has a prefix length outside 0-128');
    expect(proxyEntryProblem('10.0.0.0/8/1')).toBe('"10.0.0.0/8/1" is not an IP address or CIDR');
  });
});
