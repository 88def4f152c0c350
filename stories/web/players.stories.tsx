import type { Meta, StoryObj } from '@storybook/react-vite';
import PlayersScreen from '@/features/players/components/players-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { players, teams } from './sample-data.ts';

function Players({ state }: { state: ScreenState }) {
  return (
    <ScreenHarness {...stateData(state, '/players', players, { '/teams': teams })}>
      <PlayersScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Players', component: Players } satisfies Meta<typeof Players>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
