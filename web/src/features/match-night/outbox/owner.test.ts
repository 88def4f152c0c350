import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ownedBy, userOfToken } from './owner.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const token = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);

const ann = 'a6f1c0de-0000-4000-8000-000000000001';
const bob = 'b0b0b0b0-0000-4000-8000-000000000002';

describe('whose change it is', () => {
  it('reads the user from a session token, including base64url payloads with - and _', async () => {
    // The e-mail makes the payload long enough to need both url-safe characters somewhere.
    const session = await token({ sub: ann, role: 'authenticated', email: 'ann>>>??@example.com' });
    expect(session.split('.')[1]).toMatch(/[-_]/);
    expect(userOfToken(session)).toBe(ann);
  });

  it('finds no user in the anon key, in no token, or in something that is not a token', async () => {
    expect(userOfToken(await token({ role: 'anon' }))).toBeUndefined();
    expect(userOfToken(await token({ sub: '', role: 'authenticated' }))).toBeUndefined();
    expect(userOfToken(undefined)).toBeUndefined();
    expect(userOfToken('not-a-jwt')).toBeUndefined();
    expect(userOfToken('a.%%%.c')).toBeUndefined();
  });

  it("gives a user their own changes and unclaimed older ones, never another user's", () => {
    expect(ownedBy({ userId: ann }, ann)).toBe(true);
    expect(ownedBy({ userId: ann }, bob)).toBe(false);
    expect(ownedBy({}, bob)).toBe(true);
    expect(ownedBy({}, undefined)).toBe(false);
    expect(ownedBy({ userId: ann }, undefined)).toBe(false);
  });
});
