import { Button } from './button.tsx';

export { pageRange } from '@/lib/page-range.ts';

/**
 * Previous / Next with "Page 2 of 5" and "26–50 of 120" between them. A list paged by a cursor (the
 * audit log) knows neither its total nor its page count: it says "Page 2" and whether there is a next.
 */
export function DataPager({
  label = 'Pages',
  pageIndex,
  pageCount,
  range,
  hasNext,
  onPrevious,
  onNext,
}: {
  label?: string;
  pageIndex: number;
  pageCount?: number;
  /** "26–50 of 120", when the total is known. */
  range?: string;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      <Button size="sm" variant="outline" disabled={pageIndex === 0} onClick={onPrevious}>
        Previous
      </Button>
      <span className="text-sm font-medium" aria-live="polite" data-testid="page-of">
        {pageCount === undefined
          ? `Page ${pageIndex + 1}`
          : `Page ${pageIndex + 1} of ${Math.max(1, pageCount)}`}
      </span>
      <Button size="sm" variant="outline" disabled={!hasNext} onClick={onNext}>
        Next
      </Button>
      {range && <span className="text-sm text-muted-foreground">{range}</span>}
    </nav>
  );
}
