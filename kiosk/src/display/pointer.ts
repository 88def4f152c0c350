// A TV with a mouse attached shows no pointer: it hides after POINTER_IDLE_MS without movement and
// comes back on the next move. The kiosk app and every wallboard display use it; however many are
// mounted (a playlist nests displays), the page has one listener and one timer.
import { useEffect } from 'react';
import './pointer.css';

export const POINTER_IDLE_MS = 3_000;
const HIDDEN = 'cb-no-pointer';

let users = 0;
let stop: (() => void) | null = null;

function start(doc: Document): () => void {
  const root = doc.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const moved = () => {
    root.classList.remove(HIDDEN);
    clearTimeout(timer);
    timer = setTimeout(() => root.classList.add(HIDDEN), POINTER_IDLE_MS);
  };
  moved();
  doc.addEventListener('mousemove', moved, { passive: true });
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('mousemove', moved);
    root.classList.remove(HIDDEN);
  };
}

export function useHiddenPointer(): void {
  useEffect(() => {
    if (users++ === 0) stop = start(document);
    return () => {
      if (--users > 0) return;
      stop?.();
      stop = null;
    };
  }, []);
}
