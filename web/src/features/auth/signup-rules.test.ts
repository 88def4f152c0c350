import { describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_TEXT, loginFailureText, signUpProblem } from './signup-rules.ts';

describe('sign-up validation', () => {
  it('checks the confirmation first, even when the password is also too short', () => {
    expect(signUpProblem('abc', 'abd')).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure your passwords match',
    });
  });
  it('refuses a password under 6 characters', () => {
    expect(signUpProblem('abcde', 'abcde')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters',
    });
  });
  it('accepts 6 matching characters', () => {
    expect(signUpProblem('abcdef', 'abcdef')).toBeNull();
  });
  it("refuses more than 72 bytes with the server's message, and accepts 72", () => {
    expect(signUpProblem('a'.repeat(73), 'a'.repeat(73))).toEqual({
      title: 'Password too long',
      description: 'Password cannot be longer than 72 characters',
    });
    expect(signUpProblem('é'.repeat(37), 'é'.repeat(37))).toMatchObject({ title: 'Password too long' });
    expect(signUpProblem('a'.repeat(72), 'a'.repeat(72))).toBeNull();
  });
});

describe("'Login Failed' text", () => {
  it('explains an unconfirmed e-mail', () => {
    expect(loginFailureText({ message: 'Email not confirmed', status: 403 })).toBe(CONFIRM_EMAIL_TEXT);
  });
  it('uses the confirmation hint for any 400', () => {
    expect(loginFailureText({ message: 'Invalid login credentials', status: 400 })).toBe(CONFIRM_EMAIL_TEXT);
  });
  it("shows the provider's message otherwise", () => {
    expect(loginFailureText({ message: 'Too many requests', status: 429 })).toBe('Too many requests');
  });
});
