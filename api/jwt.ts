// Verifies Supabase-style access tokens: HS256 with the project's JWT secret, or the project's
// published JWKS (asymmetric signing keys). Used by the edge function; the host has its own secret.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Claims } from './db/port.ts';

export function createJwtVerifier(options: { secret?: string; jwksUrl?: string }) {
  const secret = options.secret ? new TextEncoder().encode(options.secret) : undefined;
  const jwks: JWTVerifyGetKey | undefined = options.jwksUrl
    ? createRemoteJWKSet(new URL(options.jwksUrl))
    : undefined;
  if (!secret && !jwks) throw new Error('A JWT secret or a JWKS URL is required to verify tokens');
  return async function verifyJwt(token: string): Promise<Claims> {
    const { payload } = secret
      ? await jwtVerify(token, secret, { algorithms: ['HS256'] })
      : await jwtVerify(token, jwks!);
    return payload as unknown as Claims;
  };
}
