import { describe, expect, it } from 'vitest';
import { roleLabel } from './labels.ts';

const teams: Record<number, string> = { 1: 'Red Lions' };
const name = (id: number) => teams[id];

describe('people: role labels', () => {
  it('names each role with its team', () => {
    expect(roleLabel({ role: 'organiser', teamId: null }, name)).toBe('Organiser');
    expect(roleLabel({ role: 'captain', teamId: 1 }, name)).toBe('Captain of Red Lions');
    expect(roleLabel({ role: 'player', teamId: null }, name)).toBe('Player');
    expect(roleLabel({ role: 'player', teamId: 1 }, name)).toBe('Player of Red Lions');
    expect(roleLabel({ role: 'captain', teamId: 9 }, name)).toBe('Captain of team #9');
  });

  it('names the organisation of an organiser role when the deployment hosts several', () => {
    expect(roleLabel({ role: 'organiser', teamId: null, organisationName: 'Borough League' }, name)).toBe(
      'Organiser · Borough League',
    );
  });
});
