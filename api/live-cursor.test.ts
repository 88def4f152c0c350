import { describe, expect, it } from 'vitest';
import { advance, cursorAt, formatCursor, parseCursor, WINDOW } from './live-cursor.ts';

describe('live cursor', () => {
  it('remembers the ids below the highest that were not heard yet, until they are', () => {
    const cursor = cursorAt(10, [8, 9, 10]);
    expect(formatCursor(cursor)).toBe('10-1.2.3.4.5.6.7');
    const quiet = cursorAt(3, [1, 2, 3]);
    expect(formatCursor(quiet)).toBe('3');
    advance(quiet, 6); // 4 and 5 commit later
    expect(formatCursor(quiet)).toBe('6-4.5');
    advance(quiet, 5);
    expect(formatCursor(quiet)).toBe('6-4');
    advance(quiet, 6 + WINDOW); // too far behind now: given up
    expect(formatCursor(quiet)).toBe(
      `${6 + WINDOW}-${Array.from({ length: WINDOW - 1 }, (_, i) => i + 7).join('.')}`,
    );
  });

  it('reads back what it wrote, and nothing else', () => {
    expect(parseCursor('6-4.5')).toEqual({ max: 6, holes: new Set([4, 5]) });
    expect(parseCursor('42')).toEqual({ max: 42, holes: new Set() });
    for (const garbage of ['', 'nonsense', '6-7', `${WINDOW + 10}-1`, '-1', '1e9', '6-4.']) {
      expect(parseCursor(garbage)).toBeNull();
    }
  });
});
