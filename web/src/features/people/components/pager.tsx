import { Button } from '@/components/ui/button.tsx';
import { pageRange } from '../labels.ts';

/** Previous / Next over a server-paged list, with "1–50 of N" between them. */
export function Pager({
  offset,
  shown,
  total,
  pageSize,
  onOffset,
}: {
  offset: number;
  shown: number;
  total: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
      <Button
        size="sm"
        variant="outline"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {pageRange(offset, shown, total)}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={offset + shown >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        Next
      </Button>
    </nav>
  );
}
