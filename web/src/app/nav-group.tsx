// A group of the main navigation behind one button: the WAI-ARIA disclosure navigation pattern (a
// button with aria-expanded controlling a list of ordinary links), so the links stay links for
// assistive technology. Arrow keys move between the links, Escape closes and gives focus back to the
// button, and focus or a click leaving the group closes it. On a wide screen the list drops down
// under its button; in the phone's menu it opens in place.
import { useId, useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn.ts';
import type { NavItem } from './nav-items.ts';

export const navItemClass =
  'rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

export const isCurrent = (pathname: string, to: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

export function NavGroup({
  label,
  items,
  open,
  onOpenChange,
  onNavigate,
}: {
  label: string;
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const links = () => [...(list.current?.querySelectorAll<HTMLElement>('a') ?? [])];
  const current = items.some((i) => isCurrent(pathname, i.to));

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    onOpenChange(true);
    // The list is rendered (hidden) while closed, so its first link can take focus once shown.
    requestAnimationFrame(() => links()[0]?.focus());
  };
  const onListKey = (e: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') to(at + 1);
    else if (e.key === 'ArrowUp') to(at - 1);
    else if (e.key === 'Home') to(0);
    else if (e.key === 'End') to(all.length - 1);
    else if (e.key === 'Escape') {
      onOpenChange(false);
      button.current?.focus();
    } else return;
    e.preventDefault();
  };

  return (
    <li
      className="relative flex flex-col xl:block"
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className={cn(navItemClass, 'flex items-center gap-1 text-left', current && 'bg-green-800')}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKey}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <ul
        ref={list}
        id={id}
        hidden={!open}
        onKeyDown={onListKey}
        className="mt-1 ml-4 flex flex-col gap-1 xl:absolute xl:top-full xl:left-0 xl:z-50 xl:ml-0 xl:min-w-44 xl:rounded-md xl:bg-green-900 xl:p-1 xl:shadow-lg"
      >
        {items.map((i) => (
          <li key={i.to} className="flex">
            <NavLink to={i.to} className={navLinkClass} onClick={onNavigate}>
              {i.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A link of the bar or of a group; the current screen's is marked (NavLink sets aria-current). */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(navItemClass, 'w-full', isActive && 'bg-green-800');
