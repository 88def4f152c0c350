// New password hashes are bcrypt at Supabase Auth's cost, 10, unless the host is told otherwise; a
// stored hash is checked at its own cost, and a missing one never matches.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { passwords } from './password.ts';

describe('passwords', () => {
  it('hashes at cost 10 by default and checks a hash of any cost', async () => {
    const cost = parseEnv({ DATA_DIR: '/nonexistent' }).AUTH_PASSWORD_HASH_COST;
    expect(cost).toBe(10);
    const stored = await passwords(cost).hash('correct horse');
    expect(stored).toMatch(/^\$2[ab]\$10\$/);
    const quick = passwords(4);
    expect(await quick.matches('correct horse', stored)).toBe(true);
    expect(await quick.matches('wrong horse', stored)).toBe(false);
    expect(await quick.matches('correct horse', undefined)).toBe(false);
    expect(await quick.matches('', null)).toBe(false);
  });

  it('refuses a cost below bcrypt minimum, naming the variable', () => {
    expect(() => parseEnv({ DATA_DIR: '/nonexistent', AUTH_PASSWORD_HASH_COST: '3' })).toThrow(
      /AUTH_PASSWORD_HASH_COST/,
    );
  });
});
