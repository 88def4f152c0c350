// Splitting a list into pages that fit the screen, from the positions of its items measured while
// all of them were laid out (use-pages.ts). Pure, so the rule is unit-tested (paging.test.ts).

/** How long a page shows before the next one (every paged board, and the bracket's rounds). */
export const PAGE_MS = 10_000;

/** An item's box, relative to the top of the paged area; `head` marks a group heading. */
export interface ItemBox {
  top: number;
  bottom: number;
  head?: boolean;
}

/**
 * The index each page starts at. Whatever sits above the first item (a table's header row) is
 * repeated on every page; a page that starts inside a group repeats the group's heading, and a
 * heading is never left alone at the bottom of a page. An item taller than a page gets a page alone.
 */
export function paginate(items: ItemBox[], height: number): number[] {
  const starts = [0];
  if (items.length === 0) return starts;
  const limit = height - items[0].top + 0.5;
  const head = items.findIndex((it) => it.head);
  const headSpan = head >= 0 && head + 1 < items.length ? items[head + 1].top - items[head].top : 0;
  let origin = items[0].top;
  let extra = 0;
  for (let i = 1; i < items.length; i++) {
    const it = items[i];
    const bottom = it.head && i + 1 < items.length ? items[i + 1].bottom : it.bottom;
    if (bottom - origin + extra <= limit) continue;
    starts.push(i);
    origin = it.top;
    extra = it.head || head < 0 || head > i ? 0 : headSpan;
  }
  return starts;
}
