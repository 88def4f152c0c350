import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import PlayerScreen from '@/features/stats/components/player-screen.tsx';
import { ScreenHarness, type ScreenState } from './screen-harness.tsx';
import { players } from './sample-data.ts';
import {
  aliceHistory,
  aliceStats,
  newcomerStats,
  noFrameDetails,
  notFound,
  snookerFrameDetails,
} from './stats-sample-data.ts';

/** details: the frame details of the player's league (none recorded by default). */
function PlayerPage({ state, details = noFrameDetails }: { state: ScreenState; details?: object }) {
  const data: Record<string, unknown> =
    state === 'filled'
      ? {
          '/players/1': players[0],
          '/players/1/stats': { ...aliceStats, ...details },
          '/players/1/rating-history': aliceHistory,
        }
      : state === 'empty'
        ? {
            '/players/1': players[0],
            '/players/1/stats': { ...newcomerStats, ...noFrameDetails },
            '/players/1/rating-history': { team: null, ratings: [], recentFrames: [] },
          }
        : {};
  const errors: Record<string, Error> = state === 'error' ? { '/players/1': notFound } : {};
  return (
    <ScreenHarness data={data} errors={errors} route="/players/1" auth={{}}>
      <Routes>
        <Route path="/players/:id" element={<PlayerScreen />} />
      </Routes>
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Player', component: PlayerPage } satisfies Meta<typeof PlayerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
/** A snooker league records breaks and frame points: the page adds them. */
export const FilledSnooker: Story = { args: { state: 'filled', details: snookerFrameDetails } };
export const Error: Story = { args: { state: 'error' } };
