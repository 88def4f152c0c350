// The home page's stories (issue 24, a home for each role) show what each role reads: a captain's
// night, a player's figures, an organiser's week, a visitor's league pages; and the welcome cards.
import { describe, expect, it } from 'vitest';
import * as home from '../../stories/web/home.stories.tsx';
import { expectStoryTexts, renderStory as render, skeletons } from './render-story.ts';

const welcome = ['Welcome to Cueboard', 'Go to Leagues', 'Go to Teams', 'Go to Fixtures', 'Go to Wallboards'];

describe('web screen stories: home', () => {
  it('shows each role its own section above the welcome cards', () => {
    expectStoryTexts(home, {
      Captain: [
        'Captain of Blue Cues',
        'Next match',
        'Start Scoring',
        'href="/match-night?fixtureId=1"',
        'Results to confirm',
        'href="/fixtures/2"',
        'Confirm or dispute',
        'Open disputes',
        'Disputed: Frame 4 was ours',
        'Bob Ray · Blue Cues',
        'Latest results',
        'Red Lions 3 - 2 Blue Cues',
        'Rating and form',
        '1523',
        'My team',
        ...welcome,
      ],
      Organiser: [
        'This week',
        '12',
        'Matches to play',
        'Results awaiting confirmation',
        'Disputed or lapsed',
        'Postponed without a new date',
        'TVs offline',
        'Invitations not accepted',
        'href="/people"',
        ...welcome,
      ],
      Visitor: [
        'League tables and results',
        'Winter League 2026/27',
        'href="/results/1"',
        'Open my account',
        ...welcome,
      ],
      Error: ['Only organisers can see this list', ...welcome],
    });
  });

  it('holds the place of the sections while loading, and shows no role its sections before they load', () => {
    const html = render(home, 'Loading');
    expect(skeletons(html)).toBe(1);
    expect(html).toContain('Welcome to Cueboard');
    expect(html).not.toContain('Next match');
  });

  it("offers Start Scoring only on the match's day, and says when nothing waits", () => {
    const html = render(home, 'CaptainLater');
    expect(html).toContain('Dec 04, 2026');
    expect(html).toContain('Scoring opens on the day of the match.');
    expect(html).not.toContain('Start Scoring');
    expect(html).toContain('No result is waiting for you.');
    expect(html).toContain('No open dispute.');
  });

  it('shows a new organiser the first-run checklist, each step ticked or linking to its screen; none once all are done', () => {
    const html = render(home, 'FirstRun');
    expect(html).toContain('Getting started');
    expect(html).toContain('5 of 8 done');
    for (const [step, href] of [
      ['Create a league', '/leagues'],
      ['Add its divisions', '/divisions'],
      ['Add venues and their tables', '/venues'],
      ['Add teams', '/teams'],
      ['Add players', '/players'],
      ['Generate fixtures', '/fixtures'],
      ['Invite captains', '/people'],
      ['Pair a TV', '/wallboards'],
    ])
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${step}</a>`));
    expect(html.match(/\(done\)/g)).toHaveLength(5);
    expect(html.match(/\(to do\)/g)).toHaveLength(3);
    expect(render(home, 'Organiser')).not.toContain('Getting started');
    expect(render(home, 'Captain')).not.toContain('Getting started');
  });

  it('shows the organiser no captain or player section, and the captain no week', () => {
    expect(render(home, 'Organiser')).not.toContain('Results to confirm');
    expect(render(home, 'Captain')).not.toContain('This week');
    expect(render(home, 'Visitor')).not.toContain('This week');
  });
});
