// The wallboard's theme on the display's root: a class for light, the accent as a CSS custom property
// (theme.css). What a theme may hold, and its defaults, is core's rule (core/rules/wallboard-theme.ts).
import type { CSSProperties } from 'react';
import { displayTheme, type DisplayTheme } from '@core/rules/wallboard-theme.ts';
import type { Feed } from './feed.ts';
import './theme.css';

export function themeOf(feed: Feed | null): DisplayTheme | null {
  return feed ? displayTheme(feed.wallboard.theme, feed.wallboard.type) : null;
}

/** The root's class, data attributes and style for a theme; none while the feed loads (dark). */
export function themeRoot(theme: DisplayTheme | null) {
  return {
    className: theme?.mode === 'light' ? 'cb-wall cb-light' : 'cb-wall',
    'data-theme': theme?.mode,
    'data-accent': theme?.accent ?? undefined,
    style: theme?.accent ? ({ '--cb-accent': theme.accent } as CSSProperties) : undefined,
  };
}
