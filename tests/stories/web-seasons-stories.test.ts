// The Past Seasons screen's and the next-season preview's stories show what a user reads: champions,
// final tables, who goes up and down, and the unfinished fixtures named.
import { describe, expect, it } from 'vitest';
import * as seasons from '../../stories/web/seasons.stories.tsx';
import { renderStory, skeletons } from './render-story.ts';

describe('past seasons stories', () => {
  it('shows each finished season with its champions and final tables', () => {
    const html = renderStory(seasons, 'Filled');
    for (const text of [
      'Past Seasons',
      'Winter League 2026/27',
      'Champions: Red Lions',
      'Premier final table',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('Champions: null');
    expect(html.match(/<tr/g)).toHaveLength(4); // two headers, two teams
  });

  it('loads, is empty, or shows the error', () => {
    expect(skeletons(renderStory(seasons, 'Loading'))).toBeGreaterThan(0);
    expect(renderStory(seasons, 'Empty')).toContain(
      'No finished seasons yet. Starting the next season keeps the finished one here.',
    );
    expect(renderStory(seasons, 'Error')).toContain('Only organisers can see this list');
  });

  it('previews the next season: who goes up, who comes down, and the unfinished fixtures by name', () => {
    const html = renderStory(seasons, 'NextSeasonPlan');
    for (const text of [
      '2 fixtures of this season are unfinished:',
      'Red Lions v Blue Cues · Premier · ',
      'Green Baize v Cue Ballers · Division One · ',
      'In play',
      'Promoted from Division One (1st)',
      'Relegated from Premier (2nd)',
      'Stays (1st)',
    ])
      expect(html).toContain(text);
  });
});
