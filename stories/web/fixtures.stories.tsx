import type { Meta, StoryObj } from '@storybook/react-vite';
import FixturesScreen from '@/features/fixtures/components/fixtures-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { divisions, fixtures, leagues, teams, venues } from './sample-data.ts';

function Fixtures({ state }: { state: ScreenState }) {
  const seeded = stateData(state, '/fixtures', fixtures, {
    '/leagues': leagues,
    '/divisions': divisions,
    '/teams': teams,
    '/venues': venues,
  });
  return (
    <ScreenHarness {...seeded}>
      <FixturesScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Fixtures', component: Fixtures } satisfies Meta<typeof Fixtures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
