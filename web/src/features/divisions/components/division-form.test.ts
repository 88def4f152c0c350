import { describe, expect, it } from 'vitest';
import { divisionCreateSchema } from '@core/schemas/division.ts';
import { issuesToErrors } from '@/lib/form.ts';
import { nextSortOrder, readSortOrder } from './division-form-dialog.tsx';

describe('division form', () => {
  it('reads sort order as a whole number, falling back to 0', () => {
    expect(readSortOrder('3')).toBe(3);
    expect(readSortOrder('')).toBe(0);
    expect(readSortOrder('abc')).toBe(0);
    expect(readSortOrder('2.7')).toBe(2);
  });

  it("puts a new division below the league's others: 1 for the first, then the highest plus 1", () => {
    expect(nextSortOrder([])).toBe(1);
    expect(nextSortOrder([{ sortOrder: 1 }])).toBe(2);
    expect(nextSortOrder([{ sortOrder: 0 }, { sortOrder: 3 }])).toBe(4);
  });

  it('needs a name, shown next to the field', () => {
    const result = divisionCreateSchema.safeParse({ leagueId: 1, name: '  ', sortOrder: readSortOrder('x') });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error!.issues)).toEqual({ name: 'Name is required' });
  });

  it('takes the chosen league', () => {
    expect(divisionCreateSchema.parse({ leagueId: 4, name: 'Premier', sortOrder: 0 })).toEqual({
      leagueId: 4,
      name: 'Premier',
      sortOrder: 0,
    });
  });
});
