// The frame of a paged list: the area that is measured and the page indicator under it. The
// indicator keeps its line when there is one page, so a list that starts paging does not shrink.
import type { ReactNode } from 'react';
import type { Pages } from './use-pages.ts';
import './paging.css';

export const pageLabel = (page: number, pages: number) => `Page ${page + 1} of ${pages}`;

export function Paged({ pages, children }: { pages: Pages; children: ReactNode }) {
  const many = pages.pages > 1;
  return (
    <div className="cb-paged" data-page={pages.page + 1} data-pages={pages.pages}>
      <div className="cb-page-view" ref={pages.ref}>
        {children}
      </div>
      <div
        className={many ? 'cb-pager' : 'cb-pager cb-pager-one'}
        data-testid="page-indicator"
        aria-hidden={!many}
      >
        {pageLabel(pages.page, pages.pages)}
        <span className="cb-dots">
          {Array.from({ length: pages.pages }, (_, i) => (
            <span key={i} className={i === pages.page ? 'cb-dot cb-dot-on' : 'cb-dot'} />
          ))}
        </span>
      </div>
    </div>
  );
}
