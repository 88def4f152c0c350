import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayTheme } from '../rules/wallboard-theme.ts';
import { wallboardCreateSchema, wallboardUpdateSchema } from './wallboard.ts';

const fields = (input: unknown) => {
  const result = wallboardUpdateSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};
const issues = (theme: unknown) => {
  const result = wallboardUpdateSchema.safeParse({ theme });
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('wallboard theme', () => {
  it('takes an accent colour, dark or light, and the sponsor strip, each optional', () => {
    const theme = { accent: '#1E90ff', mode: 'light', sponsorStrip: true };
    expect(wallboardUpdateSchema.parse({ theme }).theme).toEqual(theme);
    expect(wallboardUpdateSchema.parse({ theme: {} }).theme).toEqual({});
    expect(wallboardCreateSchema.parse({ name: 'Ads', type: 'sponsors' }).theme).toEqual({});
  });

  it('refuses a colour that is not #rrggbb, naming the field', () => {
    for (const accent of ['red', '#fff', '#12345g', 'url(x)', '#1e90ff;color:red', 7]) {
      expect(issues({ accent })).toEqual([
        { path: 'theme.accent', message: 'Accent Colour must be a colour like #1e90ff' },
      ]);
    }
  });

  it('refuses another mode, a strip that is not a boolean, and keys it does not know', () => {
    expect(issues({ mode: 'blue' })).toEqual([
      { path: 'theme.mode', message: 'Theme must be dark or light' },
    ]);
    expect(issues({ sponsorStrip: 'yes' })).toEqual([
      { path: 'theme.sponsorStrip', message: 'Sponsor Strip must be true or false' },
    ]);
    expect(fields({ theme: { accent: '#000000', font: 'Comic Sans' } }).theme).toEqual([
      'Theme has no setting "font"',
    ]);
    expect(fields({ theme: 'dark' }).theme).toEqual(['Theme must be an object']);
  });
});

describe('the theme a display applies', () => {
  it('is dark with no accent and no strip by default, whatever the row holds', () => {
    const dark = { accent: null, mode: 'dark', sponsorStrip: false };
    for (const stored of [
      undefined,
      null,
      {},
      'light',
      { accent: 'red', mode: 'blue', sponsorStrip: 'yes' },
    ]) {
      expect(displayTheme(stored, 'live_scores')).toEqual(dark);
    }
  });

  it('shows the strip on score boards only', () => {
    const theme = { accent: '#AA0000', mode: 'light', sponsorStrip: true };
    expect(displayTheme(theme, 'live_scores')).toEqual({
      accent: '#aa0000',
      mode: 'light',
      sponsorStrip: true,
    });
    expect(displayTheme(theme, 'now_playing').sponsorStrip).toBe(true);
    for (const type of [
      'fixtures',
      'league_table',
      'sponsors',
      'top_players',
      'bracket',
      'playlist',
      'high_breaks',
    ] as const) {
      expect(displayTheme(theme, type).sponsorStrip).toBe(false);
    }
  });
});
