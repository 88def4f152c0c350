import { describe, expect, it } from 'vitest';
import { roleLabel } from './labels.ts';

const teamName = (id: number) => (id === 7 ? 'Red Lions' : undefined);

describe('roleLabel', () => {
  it('names the organisation of an organiser role when the deployment hosts several', () => {
    expect(roleLabel({ role: 'organiser', teamId: null, organisationName: 'Borough League' }, teamName)).toBe(
      'Organiser · Borough League',
    );
  });

  it('says only "Organiser" on a deployment of one organisation', () => {
    expect(roleLabel({ role: 'organiser', teamId: null }, teamName)).toBe('Organiser');
  });

  it("names a captain's team", () => {
    expect(roleLabel({ role: 'captain', teamId: 7 }, teamName)).toBe('Captain of Red Lions');
  });
});
