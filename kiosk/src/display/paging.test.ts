import { describe, expect, it } from 'vitest';
import { paginate, type ItemBox } from './paging.ts';

/** n rows of the given height, one under the other, below a header of `lead` px. */
const rows = (n: number, height: number, lead = 0): ItemBox[] =>
  Array.from({ length: n }, (_, i) => ({ top: lead + i * height, bottom: lead + (i + 1) * height }));

describe('paginate', () => {
  it('keeps a list that fits on one page', () => {
    expect(paginate(rows(10, 50), 500)).toEqual([0]);
    expect(paginate([], 500)).toEqual([0]);
  });
  it('puts as many rows on a page as the height holds, below a repeated header', () => {
    // 40 rows of 50 px under a 60 px header in 560 px: 10 rows a page.
    expect(paginate(rows(40, 50, 60), 560)).toEqual([0, 10, 20, 30]);
    expect(paginate(rows(20, 50, 60), 559)).toEqual([0, 9, 18]);
  });
  it('breaks a grid of two cards a row between rows', () => {
    const cards = Array.from({ length: 6 }, (_, i) => ({
      top: Math.floor(i / 2) * 200,
      bottom: Math.floor(i / 2) * 200 + 190,
    }));
    expect(paginate(cards, 400)).toEqual([0, 4]);
  });
  it('repeats a group heading on a page that starts inside the group and never strands a heading', () => {
    const day = (top: number): ItemBox => ({ top, bottom: top + 40, head: true });
    // heading (40) + 5 rows (50), heading + 5 rows; 300 px a page.
    const items = [
      day(0),
      ...rows(5, 50).map((r) => shift(r, 40)),
      day(290),
      ...rows(5, 50).map((r) => shift(r, 330)),
    ];
    // Page 1: heading + 5 rows = 290; the second heading would be alone: it starts page 2.
    expect(paginate(items, 300)).toEqual([0, 6]);
    // 200 px: heading + 3 rows; the day's last 2 rows under its repeated heading; then the next day.
    expect(paginate(items, 200)).toEqual([0, 4, 6, 10]);
  });
  it('gives an item taller than the page a page of its own', () => {
    expect(
      paginate(
        [
          { top: 0, bottom: 900 },
          { top: 900, bottom: 950 },
        ],
        500,
      ),
    ).toEqual([0, 1]);
  });
});

function shift(box: ItemBox, by: number): ItemBox {
  return { ...box, top: box.top + by, bottom: box.bottom + by };
}
