import type { Meta, StoryObj } from '@storybook/react-vite';
import FixturesScreen from '@/features/fixtures/components/fixtures-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { divisions, fixtures, leagues, teams, venues } from './sample-data.ts';

// Results awaiting the other captain and disputed (docs/result-confirmation.md), as an organiser sees them.
const confirming = fixtures.map((f, i) =>
  i === 1
    ? { ...f, confirmation: 'disputed', completedByTeamId: 2, disputeReason: 'Frame 3 was ours' }
    : { ...f, status: 'final', confirmation: 'awaiting', completedByTeamId: f.homeTeamId },
);

function Fixtures({ state, confirmation }: { state: ScreenState; confirmation?: boolean }) {
  const seeded = stateData(state, '/fixtures', confirmation ? confirming : fixtures, {
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
export const AwaitingConfirmation: Story = { args: { state: 'filled', confirmation: true } };
