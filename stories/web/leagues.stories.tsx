import type { Meta, StoryObj } from '@storybook/react-vite';
import LeaguesScreen from '@/features/leagues/components/leagues-screen.tsx';
import { player, ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { leagues } from './sample-data.ts';

function Leagues({ state, asPlayer = false }: { state: ScreenState; asPlayer?: boolean }) {
  return (
    <ScreenHarness {...stateData(state, '/leagues', leagues)} auth={asPlayer ? player : undefined}>
      <LeaguesScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Leagues', component: Leagues } satisfies Meta<typeof Leagues>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
export const AsPlayer: Story = { args: { state: 'filled', asPlayer: true } };
