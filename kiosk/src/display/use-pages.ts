// Paging a list that is longer than the screen: all items are laid out once (before paint), their
// boxes measured against the real height of the paged area, and only one page is rendered after
// that; a ResizeObserver measures again when the area changes size. Pages turn every PAGE_MS.
import { useEffect, useLayoutEffect, useState } from 'react';
import { paginate, PAGE_MS } from './paging.ts';

// Stories render on the server (tests/stories), where layout effects do nothing.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface Pages {
  /** The paged area's ref: a callback, as the area mounts only once the list has items. */
  ref: (view: HTMLDivElement | null) => void;
  /** The items to render: [from, to). All of them while measuring. */
  from: number;
  to: number;
  page: number;
  pages: number;
}

function measure(view: HTMLElement): number[] {
  const box = view.getBoundingClientRect();
  const items = Array.from(view.querySelectorAll<HTMLElement>('[data-page-item]'), (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top - box.top, bottom: r.bottom - box.top, head: el.dataset.pageItem === 'head' };
  });
  return paginate(items, view.clientHeight);
}

/** `shape` changes when an item's height may have changed (a card gains a line of frames). */
export function usePages(count: number, shape: unknown = null): Pages {
  const [view, ref] = useState<HTMLDivElement | null>(null);
  const [starts, setStarts] = useState<number[] | null>(null);
  const [height, setHeight] = useState(0);
  const [turn, setTurn] = useState(0);

  useIsoLayoutEffect(() => setStarts(null), [count, shape, height, view]);
  useIsoLayoutEffect(() => {
    if (starts === null && view) setStarts(measure(view));
  });
  useEffect(() => {
    if (!view || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(view.clientHeight));
    observer.observe(view);
    return () => observer.disconnect();
  }, [view]);
  const pages = starts?.length ?? 1;
  useEffect(() => {
    if (pages < 2) return undefined;
    const timer = setInterval(() => setTurn((t) => t + 1), PAGE_MS);
    return () => clearInterval(timer);
  }, [pages]);

  const page = turn % pages;
  if (!starts) return { ref, from: 0, to: count, page: 0, pages: 1 };
  return { ref, from: starts[page], to: starts[page + 1] ?? count, page, pages };
}
