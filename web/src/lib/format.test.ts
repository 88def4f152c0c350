import fc from 'fast-check';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDateTime, fromLocalInput, toLocalInput } from './format.ts';

// Years 1000-9999: the app's dates (kick-offs, audit rows) are nowhere near the edges of either.
const dates = fc.date({
  min: new Date('1000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('dates as the app shows them', () => {
  it("writes 'MMM dd, yyyy HH:mm' and datetime-local values exactly as date-fns does", () => {
    fc.assert(
      fc.property(dates, (d) => {
        expect(formatDateTime(d)).toBe(format(d, 'MMM dd, yyyy HH:mm'));
        expect(formatDateTime(d.toISOString())).toBe(format(d, 'MMM dd, yyyy HH:mm'));
        expect(toLocalInput(d)).toBe(format(d, "yyyy-MM-dd'T'HH:mm"));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows a dash for no date or a bad one, and round-trips a local input', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(toLocalInput(undefined)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(fromLocalInput('2027-01-07T19:30'))).toBe('2027-01-07T19:30');
  });
});
