import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range.ts';

describe('page ranges', () => {
  it('says which rows a page shows', () => {
    expect(pageRange(0, 50, 5000)).toBe('1–50 of 5000');
    expect(pageRange(50, 50, 120)).toBe('51–100 of 120');
    expect(pageRange(100, 20, 120)).toBe('101–120 of 120');
    expect(pageRange(0, 0, 0)).toBe('0 of 0');
  });
});
