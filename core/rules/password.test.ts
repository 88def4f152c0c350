import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_BYTES, passwordBytes, passwordTooLong } from './password.ts';

describe('password length', () => {
  it('counts UTF-8 bytes, as bcrypt reads them', () => {
    expect(passwordBytes('abc')).toBe(3);
    expect(passwordBytes('é')).toBe(2);
    expect(passwordBytes('🎱')).toBe(4);
  });
  it('allows exactly 72 bytes and refuses one more', () => {
    expect(passwordTooLong('a'.repeat(PASSWORD_MAX_BYTES))).toBe(false);
    expect(passwordTooLong('a'.repeat(PASSWORD_MAX_BYTES + 1))).toBe(true);
    // 37 two-byte letters are 74 bytes, though only 37 characters.
    expect(passwordTooLong('é'.repeat(37))).toBe(true);
    expect(passwordTooLong('é'.repeat(36))).toBe(false);
  });
});
