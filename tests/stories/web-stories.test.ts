// Every web screen story renders with its fixed data (no network, no browser) and shows the spec's
// texts for its loading, empty, filled and error states. Accounts' screens: web-stories-accounts;
// statistics, settings and the public site: web-stories-stats.
import { describe, expect, it } from 'vitest';
import * as cups from '../../stories/web/cups.stories.tsx';
import * as divisions from '../../stories/web/divisions.stories.tsx';
import * as fixtures from '../../stories/web/fixtures.stories.tsx';
import * as leagues from '../../stories/web/leagues.stories.tsx';
import * as players from '../../stories/web/players.stories.tsx';
import * as shell from '../../stories/web/shell.stories.tsx';
import * as screens from '../../stories/web/screens.stories.tsx';
import * as sponsors from '../../stories/web/sponsors.stories.tsx';
import * as sponsorReport from '../../stories/web/sponsor-report.stories.tsx';
import * as teams from '../../stories/web/teams.stories.tsx';
import * as transfers from '../../stories/web/transfers.stories.tsx';
import * as venues from '../../stories/web/venues.stories.tsx';
import * as wallboards from '../../stories/web/wallboards.stories.tsx';
import { expectStoryTexts, renderStory as render, skeletons } from './render-story.ts';

const denied = 'Only organisers can see this list';

const cases: [string, unknown, Record<string, string[]>][] = [
  [
    'cups',
    cups,
    {
      Empty: ['No cups yet. Create a cup to run a knockout beside the league.'],
      Filled: ['Winter Cup', 'Team cup', 'drawn', 'Singles Plate', 'not drawn yet', 'View Bracket'],
      Error: [denied],
      AsPlayer: ['Only organisers can create and draw cups.'],
      Bracket: [
        'Winter Cup',
        'Quarter-finals',
        'Semi-finals',
        'Final',
        'best of 7',
        'Red Lions',
        'Bye',
        'Walkover',
        '1/3',
        'Winner of R2 M2',
        'seed “winter”',
      ],
      BracketOrganiser: ['Enter a team', 'Add Entry', 'Seed from', 'Draw Again', '7 entries'],
      NotDrawn: ['This cup has not been drawn yet.', 'Draw'],
    },
  ],
  [
    'leagues',
    leagues,
    {
      Empty: ['No leagues yet. Create your first league to get started.'],
      Filled: ['Winter League', '2026/27', 'View Divisions', 'md:grid-cols-2 lg:grid-cols-3'],
      Error: [denied],
      AsPlayer: ['Only organisers can create, edit or delete leagues.'],
    },
  ],
  [
    'divisions',
    divisions,
    {
      NoLeague: ['Select League', 'Please select a league to view and manage divisions.'],
      Empty: ['No divisions yet. Create your first division to get started.'],
      Filled: ['Division Name', 'Sort Order', 'Premier', 'Division One', 'Teams'],
    },
  ],
  [
    'teams',
    teams,
    {
      Empty: ['No teams yet. Create your first team to get started.'],
      Filled: [
        'Red Lions',
        'Captain: Rita Lyons',
        'View Roster',
        'Pocket Rockets',
        'Captain: No display name',
      ],
      Error: [denied],
      OfDivision: ['Division: Premier', 'Red Lions', 'Cue Ballers', 'Remove from Division'],
    },
  ],
  [
    'players',
    players,
    {
      Empty: ['No players yet. Create your first player to get started.'],
      Filled: ['Nickname', 'Account', 'Alice Archer', 'Ace', 'Bobby B'],
      Error: [denied],
    },
  ],
  [
    'fixtures',
    fixtures,
    {
      Empty: ['No fixtures found. Create your first fixture to get started.'],
      Filled: ['Home Team', 'Score', 'Away Team', '>Time<', 'Red Lions', 'The Crown', 'Start Match', 'Final'],
      AwaitingConfirmation: ['Awaiting confirmation', 'Disputed', 'Reason: Frame 3 was ours', '>Settle…<'],
      Error: [denied],
    },
  ],
  [
    'venues',
    venues,
    {
      Empty: ['No venues yet. Create your first venue to get started.'],
      Filled: ['The Crown', '1 High Street, Leeds', 'View Tables'],
      Error: [denied],
    },
  ],
  [
    'sponsors',
    sponsors,
    {
      Filled: [
        'Acme Cues',
        'Active',
        'Weight: 5',
        'Video',
        'cues',
        'https://acme.example.com/',
        'Scheduled',
        'Inactive',
      ],
      Error: [denied],
    },
  ],
  [
    'screens (the fleet)',
    screens,
    {
      Empty: ['No screens paired yet. Open /kiosk/ on a TV and enter the code it shows.'],
      Filled: [
        'Online',
        'Bar TV · Acme Cues',
        'Chrome 128 on Linux',
        '1920x1080',
        'Offline since Nov 23, 2026',
        '3840x2160',
        'Never seen',
        'Last Reload',
        'Identify',
        'Reload',
      ],
      Error: [denied],
    },
  ],
  [
    'sponsor report',
    sponsorReport,
    {
      Empty: ['Proof of play: Acme Cues', 'No impressions recorded for this sponsor on these days.'],
      Filled: [
        'From 2026-11-01 to 2026-11-07; days in Europe/London.',
        '138',
        '1,377.5',
        'the most, 96, on 2026-11-05',
        'Bar loop',
        'Match night',
        'Bar TV',
        'A browser or a removed screen',
        'Download CSV',
        'Print',
      ],
      Error: [denied],
    },
  ],
  [
    'wallboards',
    wallboards,
    {
      Filled: ['Bar TV', 'League Table', 'Public', 'View Wallboard', 'Copy URL', 'Manage Sponsors'],
      Error: [denied],
    },
  ],
  [
    'transfers',
    transfers,
    { Filled: ['Transfer Requests', 'Transfer Windows', 'by Rita Lyons', 'Approved by Olive Organiser'] },
  ],
];

describe('web screen stories', () => {
  it.each(cases)('%s: every state shows its spec texts', (_, mod, expected) =>
    expectStoryTexts(mod, expected),
  );

  it('loading shows 3 placeholder cards, and 4 rows on Players', () => {
    for (const mod of [leagues, teams, venues, sponsors, wallboards])
      expect(skeletons(render(mod, 'Loading'))).toBe(3);
    expect(skeletons(render(players, 'Loading'))).toBe(4);
    expect(skeletons(render(sponsorReport, 'Loading'))).toBe(3);
  });

  it("names a team's captain by display name, never by user id", () => {
    expect(render(teams, 'Filled')).not.toContain('7d0c1a52-1a4e-4a8e-9a53-6f1c2f0a9b11');
  });

  it("names a player's account by display name, never by user id, even to an organiser", () => {
    expect(render(players, 'Filled')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
  });

  it('shows fixture statuses as labels, never the enum spelling', () => {
    expect(render(fixtures, 'Filled')).not.toMatch(/>(scheduled|in_play|final|postponed|void)</);
  });

  it('offers start match only for scheduled fixtures', () => {
    expect(render(fixtures, 'Filled').match(/>Start Match</g)).toHaveLength(1);
  });

  it('hides Manage Sponsors on boards that are not of type sponsors', () => {
    expect(render(wallboards, 'Filled').match(/>Manage Sponsors</g)).toHaveLength(1);
  });

  it('shows the shell texts', () => {
    const home = render(shell, 'HomeSignedOut');
    for (const text of [
      'Welcome to Cueboard',
      'Go to Leagues',
      'Go to Teams',
      'Go to Fixtures',
      'Go to Wallboards',
      'Sign In',
    ])
      expect(home).toContain(text);
    expect(render(shell, 'HomeSignedIn')).toContain('organiser@example.com');
    expect(render(shell, 'PageNotFound')).toContain('404 Page Not Found');
    expect(render(shell, 'GuardSignedOut')).toContain('Please sign in to access this page');
    expect(render(shell, 'GuardLoading')).toContain('role="status"');
  });
});
