import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { leagueSettingsSchema } from '@core/schemas/league.ts';
import LeagueSettingsScreen from '@/features/leagues/components/league-settings-screen.tsx';
import { HttpError } from '@/lib/api.ts';
import { player, ScreenHarness, type ScreenState } from './screen-harness.tsx';
import { divisions, leagues } from './sample-data.ts';

const league = {
  ...leagues[0],
  settings: leagueSettingsSchema.parse({ tiebreakers: ['head_to_head', 'frame_difference', 'name'] }),
};
const row = (id: number, position: number, teamName: string, points: number) => ({
  id,
  divisionId: 1,
  teamId: id,
  teamName,
  played: 2,
  won: points > 5 ? 2 : 1,
  drawn: 0,
  lost: points > 5 ? 0 : 1,
  framesFor: 6,
  framesAgainst: 4,
  points,
  position,
  updatedAt: '2026-11-01T12:00:00.000Z',
});
const standings = [row(1, 1, 'Red Lions', 12), row(2, 2, 'Blue Cues', 5)];
const missing = new HttpError(404, { message: 'League not found', code: 'not_found' });

function LeagueSettings({ state, asPlayer = false }: { state: ScreenState; asPlayer?: boolean }) {
  const data: Record<string, unknown> =
    state === 'filled'
      ? {
          '/leagues/1': league,
          '/divisions?leagueId=1': divisions.filter((d) => d.leagueId === 1),
          '/standings': standings,
        }
      : {};
  const errors: Record<string, Error> = state === 'error' ? { '/leagues/1': missing } : {};
  return (
    <ScreenHarness
      data={data}
      errors={errors}
      route="/leagues/1/settings"
      auth={asPlayer ? player : undefined}
    >
      <Routes>
        <Route path="/leagues/:id/settings" element={<LeagueSettingsScreen />} />
      </Routes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Web/Screens/League Settings',
  component: LeagueSettings,
} satisfies Meta<typeof LeagueSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
export const AsPlayer: Story = { args: { state: 'filled', asPlayer: true } };
