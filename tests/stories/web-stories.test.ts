// Every web screen story renders with its fixed data (no network, no browser) and shows the spec's
// texts for its loading, empty, filled and error states.
import { describe, expect, it } from 'vitest';
import * as account from '../../stories/web/account.stories.tsx';
import { INVITATION_LINK_DEAD } from '../../core/schemas/account.ts';
import * as cups from '../../stories/web/cups.stories.tsx';
import * as divisions from '../../stories/web/divisions.stories.tsx';
import * as fixtures from '../../stories/web/fixtures.stories.tsx';
import * as invitations from '../../stories/web/invitations.stories.tsx';
import * as leaderboard from '../../stories/web/leaderboard.stories.tsx';
import * as leagues from '../../stories/web/leagues.stories.tsx';
import * as leagueSettings from '../../stories/web/league-settings.stories.tsx';
import * as passwordReset from '../../stories/web/password-reset.stories.tsx';
import * as people from '../../stories/web/people.stories.tsx';
import * as playerPage from '../../stories/web/player-page.stories.tsx';
import * as publicSite from '../../stories/web/public-site.stories.tsx';
import * as players from '../../stories/web/players.stories.tsx';
import * as shell from '../../stories/web/shell.stories.tsx';
import * as sponsors from '../../stories/web/sponsors.stories.tsx';
import * as teamPage from '../../stories/web/team-page.stories.tsx';
import * as teams from '../../stories/web/teams.stories.tsx';
import * as transfers from '../../stories/web/transfers.stories.tsx';
import * as venues from '../../stories/web/venues.stories.tsx';
import * as wallboards from '../../stories/web/wallboards.stories.tsx';
import { renderStory as render, skeletons } from './render-story.ts';

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
        '3/3',
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
      Filled: [
        'Nickname',
        'User ID',
        'Alice Archer',
        'Ace',
        'Bobby B',
        '5b1f3a1c-8a4e-4c1e-9d2b-0c9f1e2d3a4b',
      ],
      Error: [denied],
    },
  ],
  [
    'fixtures',
    fixtures,
    {
      Empty: ['No fixtures found. Create your first fixture to get started.'],
      Filled: ['Home Team', 'Away Team', 'Date & Time', 'Red Lions', 'The Crown', 'Start Match', 'final'],
      AwaitingConfirmation: ['Awaiting confirmation', 'Disputed', 'Reason: Frame 3 was ours', '>Settle<'],
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
  [
    'people',
    people,
    {
      List: [
        'Email',
        'Display name',
        'Last sign-in',
        'Linked player',
        'organiser@example.com',
        'Olive Organiser',
        '>Confirmed<',
        '>Not confirmed<',
        '>Never<',
        'Organiser',
        'Captain of Red Lions',
        'Revoke Captain of Red Lions from bob@example.com',
        '>Bob Brown<',
        'Grant role',
        'Link player',
        '1–3 of 3',
      ],
      ManyPages: ['1–3 of 5000'],
      EmptySearch: ['value="zebedee"', 'No accounts match “zebedee”.'],
      Error: [denied],
      AsPlayer: ['Only organisers can see accounts and grant or revoke roles.'],
    },
  ],
  [
    'account',
    account,
    {
      Filled: [
        'bob@example.com',
        'Bob Brown',
        'Display name',
        'Current Password',
        'Confirm New Password',
        'Change Password',
        'Sign out on all devices',
        'Download my data',
        'Delete Account',
      ],
      Error: [denied],
      HomeCards: ['My team', 'Red Lions', 'My next match', 'Red Lions vs Cue Ballers', 'The Crown'],
      HomeCardsNoMatch: ['My team', 'No match scheduled'],
    },
  ],
  [
    'password reset',
    passwordReset,
    {
      ForgotPassword: ['Enter your e-mail address', 'cleo@example.com', 'Send Reset Link', 'Cancel'],
      ChooseNewPassword: [
        'Choose a new password',
        'New Password',
        'Confirm New Password',
        'Set New Password',
      ],
    },
  ],
  [
    'invitations',
    invitations,
    {
      AcceptLoading: ['Opening your invitation...'],
      AcceptNewAccount: [
        "You're invited to Cueboard",
        'Join as captain of Red Lions.',
        'value="dora@example.com"',
        'readOnly=""',
        'New password',
        'Confirm password',
        'Accept Invitation',
      ],
      AcceptBadLink: ['Invitation Not Valid', INVITATION_LINK_DEAD, 'Return to Home'],
      AcceptHasAccount: [
        'An account already exists for dora@example.com: sign in to accept the invitation.',
        'Sign In to Accept',
      ],
      AcceptSignedIn: ['You are signed in as dora@example.com.', 'Accept Invitation'],
      PanelLoading: ['Loading invitations...'],
      PanelFilled: [
        'Invitations',
        '>Invite<',
        'dora@example.com',
        'Captain',
        'Red Lions',
        'Pending',
        'Accepted',
        'Revoked',
        'Expired',
        'Resend invitation to dora@example.com',
        'Revoke invitation to dora@example.com',
        'Resend invitation to gus@example.com',
      ],
      PanelEmpty: ['No invitations yet. Invite someone by e-mail to give them an account and a role.'],
      PanelError: [denied],
    },
  ],
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
      ],
      Team: ['Roster', 'Ann Lee', 'Cat Cole', 'Clean sweeps', 'Home W-D-L'],
      Player: ['Rating', '511 (provisional)', 'Thu 7 Jan 2027 v Bob Ray', 'Won'],
      Fixture: ['Red Lions v Blue Cues', '1 - 1', 'Live', 'Dan Dale', 'Not decided'],
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

describe('web screen stories', () => {
  it.each(cases)('%s: every state shows its spec texts', (_, mod, expected) => {
    for (const [story, texts] of Object.entries(expected)) {
      const html = render(mod, story);
      for (const text of texts) expect(html, `${story} shows ${text}`).toContain(text);
    }
  });

  it('loading shows 3 placeholder cards, and 4 rows on Players', () => {
    for (const mod of [leagues, teams, venues, sponsors, wallboards])
      expect(skeletons(render(mod, 'Loading'))).toBe(3);
    expect(skeletons(render(players, 'Loading'))).toBe(4);
    expect(skeletons(render(people, 'Loading'))).toBe(4);
    expect(skeletons(render(account, 'Loading'))).toBe(3);
    expect(skeletons(render(playerPage, 'Loading'))).toBe(3);
    expect(skeletons(render(teamPage, 'Loading'))).toBe(3);
    expect(skeletons(render(leaderboard, 'Loading'))).toBe(5);
  });

  it("names a team's captain by display name, never by user id", () => {
    expect(render(teams, 'Filled')).not.toContain('7d0c1a52-1a4e-4a8e-9a53-6f1c2f0a9b11');
  });

  it('offers start match only for scheduled fixtures', () => {
    expect(render(fixtures, 'Filled').match(/>Start Match</g)).toHaveLength(1);
  });

  it('hides Manage Sponsors on boards that are not of type sponsors', () => {
    expect(render(wallboards, 'Filled').match(/>Manage Sponsors</g)).toHaveLength(1);
  });

  it('pages people: Previous disabled on the first page, Next only while more remain', () => {
    const button = (html: string, label: string) =>
      new RegExp(`<button[^>]*disabled=""[^>]*>${label}</button>`).test(html);
    expect(button(render(people, 'List'), 'Previous')).toBe(true);
    expect(button(render(people, 'List'), 'Next')).toBe(true);
    expect(button(render(people, 'ManyPages'), 'Next')).toBe(false);
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
