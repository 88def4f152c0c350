// wallboards.theme as the API accepts it: every key optional, unknown keys refused (core/rules/wallboard-theme.ts
// holds the values a display understands).
import { z } from 'zod';
import { ACCENT_PATTERN, wallboardThemeModes } from '../rules/wallboard-theme.ts';

const themeFields = {
  accent: z
    .string({ error: 'Accent Colour must be a colour like #1e90ff' })
    .regex(ACCENT_PATTERN, 'Accent Colour must be a colour like #1e90ff')
    .optional(),
  mode: z.enum(wallboardThemeModes, { error: 'Theme must be dark or light' }).optional(),
  sponsorStrip: z.boolean({ error: 'Sponsor Strip must be true or false' }).optional(),
};

/** A create or update: a key the displays would ignore is refused, so a typo is not saved silently. */
export const wallboardThemeSchema = z.strictObject(themeFields, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `Theme has no setting ${issue.keys.map((k) => `"${k}"`).join(', ')}`
      : 'Theme must be an object',
});
export type WallboardTheme = z.infer<typeof wallboardThemeSchema>;

/** A stored theme as read back: what the schema knows (rows written before it may hold other keys). */
export const storedWallboardThemeSchema = z.object(themeFields);
