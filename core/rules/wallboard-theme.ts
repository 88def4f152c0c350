// A wallboard's theme (wallboards.theme): accent colour, dark or light, and a sponsor strip on score
// boards. Zod-free, so the TV bundle can read a feed's theme with the same rule the API validates
// with (core/schemas/wallboard-theme.ts).
import type { WallboardType } from '../schemas/enums.ts';
import { wallboardTypeRules } from './wallboard-types.ts';

export const wallboardThemeModes = ['dark', 'light'] as const;
export type WallboardThemeMode = (typeof wallboardThemeModes)[number];

/** An accent colour is written #rrggbb (what a colour picker gives), so it is safe in a CSS property. */
export const ACCENT_PATTERN = /^#[0-9a-fA-F]{6}$/;

export interface DisplayTheme {
  /** null: the display's own colours. */
  accent: string | null;
  mode: WallboardThemeMode;
  /** On for a score board whose theme asks for it. */
  sponsorStrip: boolean;
}

/**
 * The theme as a display applies it. Anything it does not recognise (an older or hand-edited row,
 * an older API's feed without a theme) falls back to the default: dark, no accent, no strip.
 */
export function displayTheme(theme: unknown, type: WallboardType): DisplayTheme {
  const t = theme && typeof theme === 'object' ? (theme as Record<string, unknown>) : {};
  return {
    accent: typeof t.accent === 'string' && ACCENT_PATTERN.test(t.accent) ? t.accent.toLowerCase() : null,
    mode: t.mode === 'light' ? 'light' : 'dark',
    sponsorStrip: t.sponsorStrip === true && wallboardTypeRules[type].sponsorStrip,
  };
}
