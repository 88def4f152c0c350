// The themed wallboard stories render with their fixed data: the light class and the accent on the
// display's root, the sponsor strip on score boards only, the sponsor's name card. A broken image
// turns into the name card only in a browser: tests/e2e/kiosk-sponsor-media.spec.ts proves that.
import { describe, expect, it } from 'vitest';
import * as themed from '../../stories/kiosk/wallboard-theme.stories.tsx';
import { expectStoryTexts, renderStory } from './render-story.ts';

const expected: Record<string, string[]> = {
  LightScores: [
    'class="cb-wall cb-light"',
    'data-accent="#c2410c"',
    '--cb-accent:#c2410c',
    'Red Lions',
    'LIVE',
  ],
  LightOffline: ['cb-light', 'Offline - showing last update', 'Red Lions'],
  LightLeagueTable: ['class="cb-wall cb-light"', 'data-theme="light"', 'Division One', '>Pts<'],
  AccentLeagueTable: ['class="cb-wall"', 'data-theme="dark"', 'data-accent="#22c55e"', 'Black Ball Club'],
  LightHighBreaks: ['class="cb-wall cb-light"', 'High Breaks', 'Ronnie Sullivan', 'century'],
  AccentHighBreaks: ['data-accent="#22c55e"', 'High Breaks', 'Ding Junhui'],
  SponsorStrip: ['data-testid="sponsor-strip"', 'alt="Acme Cues"', 'Red Lions', 'data-theme="dark"'],
  SponsorStripLight: ['cb-light', 'data-testid="sponsor-strip"', 'alt="Acme Cues"', 'Cue Ballers'],
  SponsorStripNotOnFixtures: ['Coming Up'],
  SponsorMediaMissing: ['data-testid="sponsor-slide"', 'alt="Broken Cues"'],
  SponsorNameCard: ['data-testid="sponsor-name-card"', 'Chalk & Co'],
};

describe('kiosk themed wallboard stories', () => {
  it('covers every story', () => {
    expect(
      Object.keys(themed)
        .filter((k) => k !== 'default')
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });
  it('shows each its texts', () => expectStoryTexts(themed, expected));
  it('shows the strip only where the theme and the type allow it', () => {
    expect(renderStory(themed, 'SponsorStripNotOnFixtures')).not.toContain('sponsor-strip');
    expect(renderStory(themed, 'LightScores')).not.toContain('sponsor-strip');
  });
  it('keeps a board without a theme as it was: dark, no accent', () => {
    const html = renderStory(themed, 'SponsorNameCard');
    expect(html).toContain('class="cb-wall"');
    expect(html).not.toContain('data-accent');
    expect(html).not.toContain('<img');
  });
});
