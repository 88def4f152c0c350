import type { Meta, StoryObj } from '@storybook/react-vite';
import DivisionsScreen from '@/features/divisions/components/divisions-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { divisions, leagues } from './sample-data.ts';

function Divisions({ state, leagueId = 1 }: { state: ScreenState; leagueId?: number }) {
  const path = `/divisions?leagueId=${leagueId}`;
  const seeded = stateData(
    state,
    path,
    divisions.filter((d) => d.leagueId === leagueId),
    { '/leagues': leagues },
  );
  return (
    <ScreenHarness {...seeded} route={leagueId ? path : '/divisions'}>
      <DivisionsScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Divisions', component: Divisions } satisfies Meta<typeof Divisions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoLeague: Story = { args: { state: 'filled', leagueId: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
