import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import TeamScreen from '@/features/stats/components/team-screen.tsx';
import { ScreenHarness, type ScreenState } from './screen-harness.tsx';
import { players, teams } from './sample-data.ts';
import {
  aliceStats,
  emptyTeamStats,
  noFrameDetails,
  poolFrameDetails,
  redRoster,
  redStats,
} from './stats-sample-data.ts';
import { HttpError } from '@/lib/api.ts';

const missing = new HttpError(404, { message: 'Team not found', code: 'not_found' });

/** details: the frame details of the team's league (none recorded by default). */
function TeamPage({ state, details = noFrameDetails }: { state: ScreenState; details?: object }) {
  const base = { '/teams/1': teams[0], '/teams': teams, '/players': players };
  const data: Record<string, unknown> =
    state === 'filled'
      ? {
          ...base,
          '/teams/1/stats': { ...redStats, ...details },
          '/teams/1/players': redRoster,
          '/players/1/stats': aliceStats,
          '/players/3/stats': { ...aliceStats, playerId: 3, winPct: 50, rating: 498.1 },
        }
      : state === 'empty'
        ? { ...base, '/teams/1/stats': { ...emptyTeamStats, ...noFrameDetails }, '/teams/1/players': [] }
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
/** A pool league records dishes, golden breaks and whitewashes: the page adds them. */
export const FilledPool: Story = { args: { state: 'filled', details: poolFrameDetails } };
export const Error: Story = { args: { state: 'error' } };
