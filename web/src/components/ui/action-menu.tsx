// A row's secondary actions behind one button (the WAI-ARIA menu button pattern): arrow keys, Home and
// End move between items, Escape or Tab closes and gives focus back, a click outside closes. The menu
// is fixed-positioned from its button (following it on scroll), so a table's scroll box does not clip
// it. Its items are always rendered (hidden while closed), so server-rendered stories still list them.
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/lib/cn.ts';
import { buttonVariants } from './button.tsx';

/** Under the button, right-aligned with it; above it when the window has no room below. */
function placeFrom(button: HTMLElement): CSSProperties {
  const r = button.getBoundingClientRect();
  const below = window.innerHeight - r.bottom > 320;
  return {
    position: 'fixed',
    right: Math.max(8, window.innerWidth - r.right),
    ...(below ? { top: r.bottom + 4 } : { bottom: window.innerHeight - r.top + 4 }),
  };
}

const Close = createContext<(refocus?: boolean) => void>(() => {});
const itemClass =
  'block w-full rounded px-3 py-2 text-left text-sm hover:bg-muted focus:bg-muted focus:outline-none';

export function ActionMenu({
  label,
  children,
  text = 'More',
}: {
  /** The button's accessible name, e.g. "More actions for Red Lions vs Blue Cues". */
  label: string;
  text?: string;
  children: ReactNode;
}) {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus = true) => {
    setPlace(null);
    if (refocus) button.current?.focus();
  };

  const open = () => setPlace(placeFrom(button.current!));

  useEffect(() => {
    if (!place) return;
    items()[0]?.focus({ preventScroll: true });
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // A scroll (the page, or the table's own box) moves the button: the menu follows it.
    const follow = () => button.current && setPlace(placeFrom(button.current));
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [place]);

  const onKeyDown = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={place !== null}
        aria-controls={id}
        className={buttonVariants({ size: 'sm', variant: 'outline' })}
        onClick={() => (place ? close(false) : open())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !place) {
            e.preventDefault();
            open();
          }
        }}
      >
        {text} <span aria-hidden="true">▾</span>
      </button>
      <div
        ref={menu}
        id={id}
        role="menu"
        aria-label={label}
        hidden={place === null}
        style={place ?? undefined}
        className="z-50 min-w-44 rounded-md border border-border bg-white p-1 shadow-lg"
        onKeyDown={onKeyDown}
      >
        <Close.Provider value={close}>{children}</Close.Provider>
      </div>
    </>
  );
}

/** An action of the menu: runs, then the menu closes. */
export function ActionMenuItem({
  className,
  onSelect,
  destructive,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick'> & { onSelect: () => void; destructive?: boolean }) {
  const close = useContext(Close);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={cn(itemClass, destructive && 'text-red-800', className)}
      onClick={() => {
        close(false);
        onSelect();
      }}
      {...props}
    />
  );
}

/** A link of the menu (another page). */
export function ActionMenuLink({ className, ...props }: LinkProps) {
  return <Link {...props} role="menuitem" tabIndex={-1} className={cn(itemClass, className)} />;
}
