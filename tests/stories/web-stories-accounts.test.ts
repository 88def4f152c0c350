// The account screens' stories (People, Account, password reset, invitations) show what a user
// reads in each state, as web-stories.test.ts does for the league screens.
import { describe, expect, it } from 'vitest';
import { INVITATION_LINK_DEAD } from '@core/schemas/account.ts';
import * as account from '../../stories/web/account.stories.tsx';
import * as invitations from '../../stories/web/invitations.stories.tsx';
import * as passwordReset from '../../stories/web/password-reset.stories.tsx';
import * as people from '../../stories/web/people.stories.tsx';
import { expectStoryTexts, renderStory as render, skeletons } from './render-story.ts';

const denied = 'Only organisers can see this list';

const cases: [string, unknown, Record<string, string[]>][] = [
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
      ChoosePasswordAfterContest: [
        'Choose a password',
        'It was signed up more than once with different passwords',
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
];

describe('account screen stories', () => {
  it.each(cases)('%s: every state shows its spec texts', (_, mod, expected) =>
    expectStoryTexts(mod, expected),
  );

  it('loading shows 4 rows on People and 3 cards on Account', () => {
    expect(skeletons(render(people, 'Loading'))).toBe(4);
    expect(skeletons(render(account, 'Loading'))).toBe(3);
  });

  it('pages people: Previous disabled on the first page, Next only while more remain', () => {
    const button = (html: string, label: string) =>
      new RegExp(`<button[^>]*disabled=""[^>]*>${label}</button>`).test(html);
    expect(button(render(people, 'List'), 'Previous')).toBe(true);
    expect(button(render(people, 'List'), 'Next')).toBe(true);
    expect(button(render(people, 'ManyPages'), 'Next')).toBe(false);
  });
});
