// /people (organisers): the account list in its states, searched and paged on the server, and its
// Grant role and Link player dialogs, with fixed data and no network.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account } from '@core/schemas/account.ts';
import { usersQuery } from '@/features/people/api/get-users.ts';
import { GrantRoleDialog } from '@/features/people/components/grant-role-dialog.tsx';
import { LinkPlayerDialog } from '@/features/people/components/link-player-dialog.tsx';
import PeopleScreen, { PAGE_SIZE } from '@/features/people/components/people-screen.tsx';
import { forbidden, player, ScreenHarness } from './screen-harness.tsx';
import { accounts, players, teams } from './sample-data.ts';

type State = 'loading' | 'list' | 'many' | 'empty-search' | 'error' | 'as-player' | 'grant' | 'link';

const keyOf = (q?: string) => String(usersQuery({ q, limit: PAGE_SIZE, offset: 0 }).queryKey[0]);
const others = { '/teams': teams, '/players': players };

function data(state: State): Record<string, unknown> {
  if (state === 'list' || state === 'grant' || state === 'link')
    return { ...others, [keyOf()]: { items: accounts, total: accounts.length } };
  if (state === 'many') return { ...others, [keyOf()]: { items: accounts, total: 5000 } };
  if (state === 'empty-search') return { ...others, [keyOf('zebedee')]: { items: [], total: 0 } };
  return others;
}

function People({ state }: { state: State }) {
  const dialogAccount = accounts[2] as Account;
  return (
    <ScreenHarness
      data={data(state)}
      errors={state === 'error' ? { [keyOf()]: forbidden } : {}}
      auth={state === 'as-player' ? player : undefined}
    >
      <PeopleScreen initialSearch={state === 'empty-search' ? 'zebedee' : ''} />
      {state === 'grant' && <GrantRoleDialog account={dialogAccount} onClose={() => {}} />}
      {state === 'link' && <LinkPlayerDialog account={dialogAccount} onClose={() => {}} />}
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/People', component: People } satisfies Meta<typeof People>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
/** Confirmed and unconfirmed accounts, their roles (each with a remove control) and linked players. */
export const List: Story = { args: { state: 'list' } };
/** The first of many pages: Next is enabled. */
export const ManyPages: Story = { args: { state: 'many' } };
export const EmptySearch: Story = { args: { state: 'empty-search' } };
export const Error: Story = { args: { state: 'error' } };
/** Anyone else sees why the list is not there. */
export const AsPlayer: Story = { args: { state: 'as-player' } };
export const GrantRole: Story = { args: { state: 'grant' } };
export const LinkPlayer: Story = { args: { state: 'link' } };
