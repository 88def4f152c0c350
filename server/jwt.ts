// HS256 tokens as Supabase issues them: user access tokens, and the long-lived anon and
// service_role keys.
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Claims } from '../api/db/port.ts';

const TEN_YEARS = 10 * 365 * 24 * 3600;

export interface Keys {
  anonKey: string;
  serviceRoleKey: string;
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  /** Verifies signature and expiry; throws on a bad or expired token. */
  verify(token: string): Promise<Claims>;
}

export async function createKeys(secret: string): Promise<Keys> {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: JWTPayload, expiresIn: number) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(key);
  };
  // Keys are derived from the secret, so every host sharing JWT_SECRET hands out the same ones.
  const apiKey = (role: 'anon' | 'service_role') =>
    new SignJWT({ iss: 'supabase', ref: 'cueboard', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(1_790_000_000)
      .setExpirationTime(1_790_000_000 + TEN_YEARS)
      .sign(key);
  return {
    anonKey: await apiKey('anon'),
    serviceRoleKey: await apiKey('service_role'),
    sign,
    async verify(token) {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const role = payload.role;
      if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
        throw new Error('The token carries no known role');
      }
      return { ...payload, role } as Claims;
    },
  };
}
