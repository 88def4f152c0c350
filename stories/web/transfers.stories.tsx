import type { Meta, StoryObj } from '@storybook/react-vite';
import TransfersScreen from '@/features/transfers/components/transfers-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { leagues, players, teams, transfers } from './sample-data.ts';

function Transfers({ state }: { state: ScreenState }) {
  const seeded = stateData(state, '/transfers', transfers, {
    '/players': players,
    '/teams': teams,
    '/leagues': leagues,
  });
  return (
    <ScreenHarness {...seeded}>
      <TransfersScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Transfers', component: Transfers } satisfies Meta<typeof Transfers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
