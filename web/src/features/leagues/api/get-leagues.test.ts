import { describe, expect, it } from 'vitest';
import { leaguesQuery } from './get-leagues.ts';

describe('the leagues list of the organisation shown', () => {
  it('is held while their organisations load', () => {
    expect(leaguesQuery(null).enabled).toBe(false);
    expect(leaguesQuery(undefined).enabled).toBe(true);
    expect(leaguesQuery(7).queryKey).toEqual(['/leagues?organisationId=7']);
    expect(leaguesQuery(undefined).queryKey).toEqual(['/leagues']);
  });
});
