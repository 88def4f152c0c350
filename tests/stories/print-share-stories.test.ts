// The printable sheets' stories, and the links to them, to calendar feeds and to embed snippets on the
// admin screens: what an organiser sees (no network, no browser).
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as divisions from '../../stories/web/divisions.stories.tsx';
import * as fixtures from '../../stories/web/fixtures.stories.tsx';
import * as print from '../../stories/web/print.stories.tsx';
import * as teams from '../../stories/web/teams.stories.tsx';
import { MIN_FRAME_LINES } from '../../web/src/features/print/components/score-sheet-screen.tsx';

type StoryModule = { default: { component: ComponentType<never> } } & Record<string, unknown>;

function render(name: string, mod: unknown = print): string {
  const m = mod as StoryModule;
  const story = m[name] as { args: Record<string, unknown> };
  return renderToString(createElement(m.default.component, story.args as never))
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&');
}

describe('print stories', () => {
  it("lists a division's fixtures under their dates, with teams and venues", () => {
    const html = render('Fixtures');
    for (const text of [
      'Premier fixtures',
      'Winter League · 2026/27',
      '>Time<',
      '>Home<',
      '>Away<',
      '>Venue<',
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/<td>Red Lions<\/td><td>Cue Ballers<\/td><td>The Crown<\/td>/);
    expect(html).toContain('>Print<');
  });

  it('gives a score sheet: teams, venue, one line per frame with players and winner, blank lines, signatures', () => {
    const html = render('ScoreSheet');
    for (const text of [
      'Score Sheet',
      'Red Lions v Cue Ballers',
      'The Crown, 1 High Street, Leeds',
      'Score: 2 - 1',
    ])
      expect(html).toContain(text);
    expect(html).toContain('<td>1</td><td>Alice Archer</td><td>Bob Brown</td><td>Red Lions</td>');
    expect(html).toContain('<td>2</td><td>Cara Cole</td><td>Dan Dale</td><td>Cue Ballers</td>');
    expect(html.match(/<tr class="h-8">/g)).toHaveLength(MIN_FRAME_LINES);
    expect(html).toContain('Red Lions captain');
    expect(html).toContain('Cue Ballers captain');
  });
});

describe('links on the admin screens', () => {
  it('gives each division a webcal link to its calendar and an embed snippet of its table', () => {
    const html = render('Filled', divisions);
    expect(html).toContain(
      'href="webcal://localhost/api/divisions/1/calendar.ics" aria-label="Add Premier to Calendar"',
    );
    expect(html).toContain('aria-label="Embed Premier table"');
  });

  it('gives each team a webcal link to its calendar and an embed snippet of its fixtures', () => {
    const html = render('Filled', teams);
    expect(html).toContain(
      'href="webcal://localhost/api/teams/1/calendar.ics" aria-label="Add Red Lions to Calendar"',
    );
    expect(html).toContain('aria-label="Embed Red Lions fixtures"');
  });

  it('gives each fixture its score sheet', () => {
    const html = render('Filled', fixtures);
    expect(html).toMatch(
      /<a aria-label="Print Score Sheet for Red Lions vs Cue Ballers"[^>]*href="\/print\/fixtures\/1\/score-sheet"/,
    );
  });
});
