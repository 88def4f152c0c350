import type { Meta, StoryObj } from '@storybook/react-vite';
import TeamsScreen from '@/features/teams/components/teams-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { divisions, divisionTeams, teams } from './sample-data.ts';

function Teams({ state, divisionId = 0 }: { state: ScreenState; divisionId?: number }) {
  const seeded = stateData(state, '/teams', teams, {
    '/divisions': divisions,
    [`/divisions/${divisionId}/teams`]: divisionTeams.filter((d) => d.divisionId === divisionId),
  });
  return (
    <ScreenHarness {...seeded} route={divisionId ? `/teams?divisionId=${divisionId}` : '/teams'}>
      <TeamsScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Teams', component: Teams } satisfies Meta<typeof Teams>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
export const OfDivision: Story = { args: { state: 'filled', divisionId: 1 } };
