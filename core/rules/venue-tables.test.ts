import { describe, expect, it } from 'vitest';
import { generatedTable, nextTableNumbers, venueSlug } from './venue-tables.ts';

describe("a venue's tables from a number", () => {
  it('names each table and generates its code and URL slug from the venue', () => {
    expect(generatedTable('The Red Lion', 1)).toEqual({
      label: 'Table 1',
      uniqueCode: 'THE-RED-LION-1',
      urlSlug: 'the-red-lion-1',
    });
    expect(generatedTable('Café Noir & Co.', 12, '-2')).toEqual({
      label: 'Table 12',
      uniqueCode: 'CAFE-NOIR-CO-12-2',
      urlSlug: 'cafe-noir-co-12-2',
    });
    expect(venueSlug('!!!')).toBe('venue');
    const long = generatedTable('x'.repeat(300), 50, '-99');
    expect(long.uniqueCode.length).toBeLessThanOrEqual(50);
    expect(long.urlSlug.length).toBeLessThanOrEqual(100);
  });

  it('numbers new tables after the highest "Table n" or the count', () => {
    expect(nextTableNumbers([], 3)).toEqual([1, 2, 3]);
    expect(nextTableNumbers(['Table 1', 'Table 4'], 2)).toEqual([5, 6]);
    expect(nextTableNumbers(['Snooker', 'Pool'], 1)).toEqual([3]);
  });
});
