// Passwords as Supabase Auth stores them: bcrypt hashes, cost 10 unless AUTH_PASSWORD_HASH_COST
// (server/env.ts) says otherwise; a stored hash is checked at its own cost. Test hosts use bcrypt's
// quickest cost, 4, as Supabase Auth's own suites do (crypto.QuickHashCost): a sign-up there costs a
// millisecond instead of 60 ms of a busy core (docs/testing.md).
import bcrypt from 'bcryptjs';

export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether the password matches the stored hash. With no hash it is compared against a dummy hash of
   * the same cost, so an unknown e-mail or a missing password takes as long as a wrong password.
   */
  matches(password: string, stored: string | null | undefined): Promise<boolean>;
}

const byCost = new Map<number, Passwords>();

export function passwords(cost: number): Passwords {
  let found = byCost.get(cost);
  if (!found) {
    const dummy = bcrypt.hashSync('cueboard-not-a-password', cost);
    found = {
      hash: (password) => bcrypt.hash(password, cost),
      matches: async (password, stored) => (await bcrypt.compare(password, stored || dummy)) && !!stored,
    };
    byCost.set(cost, found);
  }
  return found;
}
