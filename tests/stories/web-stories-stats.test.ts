// The statistics, league settings and public site stories show what a user reads in each state,
// as web-stories.test.ts does for the league screens.
import { describe, expect, it } from 'vitest';
import * as leaderboard from '../../stories/web/leaderboard.stories.tsx';
import * as leagueSettings from '../../stories/web/league-settings.stories.tsx';
import * as playerPage from '../../stories/web/player-page.stories.tsx';
import * as publicSite from '../../stories/web/public-site.stories.tsx';
import * as teamPage from '../../stories/web/team-page.stories.tsx';
import { expectStoryTexts, renderStory as render, skeletons } from './render-story.ts';

const denied = 'Only organisers can see this list';

const cases: [string, unknown, Record<string, string[]>][] = [
  [
    'player page',
    playerPage,
    {
      Filled: [
        'Alice Archer',
        'Red Lions',
        'Provisional',
        'role="img" aria-label="Rating over 3 rated frames: from 516 to 513, highest 532, lowest 513"',
        'Frames played',
        '75%',
        '3 won of 3',
        'L1',
        'aria-label="Form, newest first"',
        'Recent frames',
        'Bob Brown',
        'Lost',
        'Won',
      ],
      FilledSnooker: [
        'Frames played',
        'data-testid="stat-High break">112<',
        'data-testid="stat-Centuries">2<',
        'data-testid="stat-Frame points for">684<',
        'data-testid="stat-Frame points against">402<',
      ],
      Empty: ['Alice Archer', 'No team', 'No rated frames yet.', 'No frames played yet.'],
      Error: ['Player not found'],
    },
  ],
  [
    'league settings',
    leagueSettings,
    {
      Filled: [
        'Winter League Settings',
        'Points for a Win',
        'Forfeit Frames (blank: frames per match)',
        'Tie-breakers after points, in order',
        'Tie-breaker 4',
        'Save Settings',
        'Premier',
        'Red Lions',
      ],
      Error: ['League not found'],
      AsPlayer: ["Only organisers can change a league's settings.", 'Red Lions'],
    },
  ],
  [
    'team page',
    teamPage,
    {
      Filled: [
        'Red Lions',
        'Won-Drawn-Lost',
        '2-0-1',
        'Frames against',
        'Clean sweeps',
        'Biggest win: 5-0 at home to Cue Ballers',
        'aria-label="Last five matches, newest first"',
        'Alice Archer',
        'Cara Cole',
        '75%',
        '498',
      ],
      FilledPool: [
        'Clean sweeps',
        'data-testid="stat-Dishes">3<',
        'data-testid="stat-Golden breaks">1<',
        'data-testid="stat-Whitewashes">2<',
      ],
      Empty: ['Biggest win: none yet', 'No players on this team.'],
      Error: ['Team not found'],
    },
  ],
  [
    'public site',
    publicSite,
    {
      League: [
        'Winter League — 2026/27',
        'Premier table',
        'Red Lions',
        'Latest results',
        '5 - 2 Final',
        'Next fixtures',
      ],
      Division: [
        'Week of 4 Jan 2027',
        'Week of 11 Jan 2027',
        'Thu 7 Jan 2027, 19:30 · The Crown',
        'data-slot="page-actions"',
        'Add to Calendar',
        'Embed code',
      ],
      Team: ['Roster', 'Ann Lee', 'Cat Cole', 'Clean sweeps', 'Home W-D-L'],
      Player: ['Rating', '511 (provisional)', 'Thu 7 Jan 2027 v Bob Ray', 'Won'],
      Fixture: ['Red Lions v Blue Cues', '1 - 1', 'In play', 'Dan Dale', 'Not decided'],
      Cup: ['Winter Cup', 'Quarter-finals', 'Semi-finals', 'Final', 'Bye', 'Winner'],
      NotFound: ['Page not found'],
    },
  ],
  [
    'leaderboard',
    leaderboard,
    {
      Filled: [
        'Leaderboard',
        'All leagues',
        'Winter League',
        'Rank by',
        'Min frames',
        'Cara Cole',
        '612',
        '70%',
        'Provisional',
      ],
      Empty: ['No players have played enough frames here yet.'],
      Error: [denied],
    },
  ],
];

describe('statistics, settings and public site stories', () => {
  it.each(cases)('%s: every state shows its spec texts', (_, mod, expected) =>
    expectStoryTexts(mod, expected),
  );

  it('shows a league in the default format no frame details, and only the recorded ones otherwise', () => {
    const details = /High break|Centuries|Dishes|Golden breaks|Whitewashes|Frame points/;
    for (const [mod, story] of [
      [playerPage, 'Filled'],
      [playerPage, 'Empty'],
      [teamPage, 'Filled'],
      [teamPage, 'Empty'],
    ] as const)
      expect(render(mod, story), story).not.toMatch(details);
    expect(render(playerPage, 'FilledSnooker')).not.toMatch(/Dishes|Golden breaks|Whitewashes/);
    expect(render(teamPage, 'FilledPool')).not.toMatch(/High break|Centuries|Frame points/);
  });

  it('loading shows placeholders: 3 on the player and team pages, 5 rows on the leaderboard', () => {
    expect(skeletons(render(playerPage, 'Loading'))).toBe(3);
    expect(skeletons(render(teamPage, 'Loading'))).toBe(3);
    expect(skeletons(render(leaderboard, 'Loading'))).toBe(5);
  });
});
