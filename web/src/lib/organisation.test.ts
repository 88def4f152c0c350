import { describe, expect, it } from 'vitest';
import { currentOrganisation, scoped, searchWithOrg } from './organisation.ts';

const city = { slug: 'city-league' };
const county = { slug: 'county-cup' };

describe('the organisation shown', () => {
  it('is the one the address names when it is theirs', () => {
    expect(currentOrganisation([city, county], 'county-cup', 'city-league')).toBe(county);
  });

  it('is the last one chosen when the address names none, or one not theirs', () => {
    expect(currentOrganisation([city, county], null, 'county-cup')).toBe(county);
    expect(currentOrganisation([city, county], 'someone-else', 'county-cup')).toBe(county);
  });

  it('is their first otherwise, and none for someone in no organisation', () => {
    expect(currentOrganisation([city, county], null, null)).toBe(city);
    expect(currentOrganisation([], 'city-league', 'city-league')).toBeUndefined();
  });
});

describe('the organisation in the address', () => {
  it('is added beside the other parameters', () => {
    expect(searchWithOrg('?divisionId=3', 'city-league')).toBe('?divisionId=3&org=city-league');
    expect(searchWithOrg('', 'city-league')).toBe('?org=city-league');
  });

  it('replaces another organisation, and is left alone when it already says so', () => {
    expect(searchWithOrg('?org=county-cup&q=ann', 'city-league')).toBe('?org=city-league&q=ann');
    expect(searchWithOrg('?q=ann&org=city-league', 'city-league')).toBeNull();
  });
});

describe("a list's query", () => {
  it("keeps one organisation's rows when one is shown, and asks for all otherwise", () => {
    expect(scoped(7)).toEqual({ organisationId: '7' });
    expect(scoped(undefined)).toEqual({});
  });
});
