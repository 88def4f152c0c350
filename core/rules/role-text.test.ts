import { describe, expect, it } from 'vitest';
import { roleText } from './role-text.ts';

describe('roleText', () => {
  it('names the role and, when there is one, the team', () => {
    expect(roleText('captain', 'Red Lions')).toBe('captain of Red Lions');
    expect(roleText('player', 'Red Lions')).toBe('a player for Red Lions');
    expect(roleText('player', null)).toBe('a player');
    expect(roleText('organiser', null)).toBe('an organiser');
  });
});
