import { describe, expect, it } from 'vitest';
import { switchPath } from './organisation-switcher.tsx';

describe('switching organisation', () => {
  it('stays on a list screen', () => {
    expect(switchPath('/leagues')).toBe('/leagues');
    expect(switchPath('/')).toBe('/');
  });

  it("leaves a page of one of the other organisation's rows for the home page", () => {
    expect(switchPath('/leagues/4/settings')).toBe('/');
    expect(switchPath('/cups/9')).toBe('/');
  });
});
