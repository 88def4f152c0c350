import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import TeamScreen from '@/features/stats/components/team-screen.tsx';
import { ScreenHarness, type ScreenState } from './screen-harness.tsx';
import { players, teams } from './sample-data.ts';
import { aliceStats, emptyTeamStats, redRoster, redStats } from './stats-sample-data.ts';
import { HttpError } from '@/lib/api.ts';

const missing = new HttpError(404, { message: 'Team not found', code: 'not_found' });

function TeamPage({ state }: { state: ScreenState }) {
  const base = { '/teams/1': teams[0], '/teams': teams, '/players': players };
  const data: Record<string, unknown> =
    state === 'filled'
      ? {
          ...base,
          '/teams/1/stats': redStats,
          '/teams/1/players': redRoster,
          '/players/1/stats': aliceStats,
          '/players/3/stats': { ...aliceStats, playerId: 3, winPct: 50, rating: 498.1 },
        }
      : state === 'empty'
        ? { ...base, '/teams/1/stats': emptyTeamStats, '/teams/1/players': [] }
        : {};
  const errors: Record<string, Error> = state === 'error' ? { '/teams/1': missing } : {};
  return (
    <ScreenHarness data={data} errors={errors} route="/teams/1" auth={{}}>
      <Routes>
        <Route path="/teams/:id" element={<TeamScreen />} />
      </Routes>
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Team', component: TeamPage } satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
