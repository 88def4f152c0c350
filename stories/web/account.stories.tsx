// /account (every signed-in user) in its states, and the home page's "My team" and "My next match"
// cards, with fixed data and the auth calls stubbed.
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import AccountScreen from '@/features/account/components/account-screen.tsx';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card.tsx';
import { MyCardsView } from '@/features/account/components/my-cards.tsx';
import { meQuery } from '@/features/account/api/get-me.ts';
import { ChangePasswordCard } from '@/features/auth/components/change-password-card.tsx';
import { SignOutEverywhereCard } from '@/features/auth/components/sign-out-everywhere-card.tsx';
import { forbidden, player, ScreenHarness } from './screen-harness.tsx';
import { me } from './sample-data.ts';

type State = 'loading' | 'filled' | 'error' | 'delete' | 'home' | 'home-no-match';

const done = async () => ({ error: null });

/** /me is keyed by the signed-in user, so it is seeded here rather than by path. */
function SeedMe({ state, children }: { state: State; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    const { queryKey } = meQuery(player.user?.id);
    if (state === 'error')
      client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: forbidden });
    else if (state !== 'loading') client.setQueryData(queryKey, me);
  });
  return children;
}

function Account({ state }: { state: State }) {
  return (
    <ScreenHarness data={{}} auth={player}>
      <SeedMe state={state}>
        {(state === 'loading' || state === 'filled' || state === 'error') && (
          <AccountScreen>
            <ChangePasswordCard update={done} />
            <SignOutEverywhereCard signOut={done} />
          </AccountScreen>
        )}
        {state === 'delete' && (
          <div className="mx-auto max-w-xl p-6">
            <DeleteAccountCard email={me.email} initiallyOpen />
          </div>
        )}
        {state === 'home' && (
          <div className="mx-auto max-w-6xl px-4">
            <MyCardsView me={me} />
          </div>
        )}
        {state === 'home-no-match' && (
          <div className="mx-auto max-w-6xl px-4">
            <MyCardsView me={{ ...me, nextMatch: null }} />
          </div>
        )}
      </SeedMe>
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Account', component: Account } satisfies Meta<typeof Account>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
/** Profile, password, sessions, data and deletion. */
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
/** Delete is enabled only once the e-mail address is typed. */
export const DeleteDialog: Story = { args: { state: 'delete' } };
/** The home page's cards for a user linked to a player record. */
export const HomeCards: Story = { args: { state: 'home' } };
export const HomeCardsNoMatch: Story = { args: { state: 'home-no-match' } };
