import { describe, expect, it } from 'vitest';
import { pageRange, roleLabel } from './labels.ts';

const teams: Record<number, string> = { 1: 'Red Lions' };
const name = (id: number) => teams[id];

describe('people: role labels and page ranges', () => {
  it('names each role with its team', () => {
    expect(roleLabel({ role: 'organiser', teamId: null }, name)).toBe('Organiser');
    expect(roleLabel({ role: 'captain', teamId: 1 }, name)).toBe('Captain of Red Lions');
    expect(roleLabel({ role: 'player', teamId: null }, name)).toBe('Player');
    expect(roleLabel({ role: 'player', teamId: 1 }, name)).toBe('Player of Red Lions');
    expect(roleLabel({ role: 'captain', teamId: 9 }, name)).toBe('Captain of team #9');
  });

  it('says which rows a page shows', () => {
    expect(pageRange(0, 50, 5000)).toBe('1–50 of 5000');
    expect(pageRange(50, 50, 120)).toBe('51–100 of 120');
    expect(pageRange(100, 20, 120)).toBe('101–120 of 120');
    expect(pageRange(0, 0, 0)).toBe('0 of 0');
  });
});
