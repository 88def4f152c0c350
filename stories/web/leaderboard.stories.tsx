import type { Meta, StoryObj } from '@storybook/react-vite';
import LeaderboardScreen from '@/features/stats/components/leaderboard-screen.tsx';
import { ScreenHarness, forbidden, type ScreenState } from './screen-harness.tsx';
import { leagues, teams } from './sample-data.ts';
import { leaderboardRows } from './stats-sample-data.ts';

const key = '/leaderboards?metric=rating';

function Leaderboard({ state }: { state: ScreenState }) {
  const data: Record<string, unknown> = { '/leagues': leagues, '/teams': teams };
  if (state === 'filled') data[key] = { rows: leaderboardRows };
  if (state === 'empty') data[key] = { rows: [] };
  return (
    <ScreenHarness data={data} errors={state === 'error' ? { [key]: forbidden } : {}} auth={{}}>
      <LeaderboardScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Leaderboard', component: Leaderboard } satisfies Meta<typeof Leaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
