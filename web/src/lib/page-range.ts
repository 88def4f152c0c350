/** "1–50 of 120", or "0 of 0" for an empty page: which rows of a list a page shows. */
export function pageRange(offset: number, shown: number, total: number): string {
  if (shown === 0) return `0 of ${total}`;
  return `${offset + 1}–${offset + shown} of ${total}`;
}
