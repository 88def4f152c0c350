import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Player } from '@core/schemas/player.ts';
import { MergePlayerDialog } from '@/features/players/components/merge-player-dialog.tsx';
import PlayersScreen from '@/features/players/components/players-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { players, teams } from './sample-data.ts';

const listed = players.map((p) => ({ startRating: null, organisationId: 1, ...p })) as Player[];

function Players({ state }: { state: ScreenState | 'merge-choose' | 'merge-confirm' }) {
  const merging = state === 'merge-choose' || state === 'merge-confirm';
  return (
    <ScreenHarness {...stateData(merging ? 'filled' : state, '/players', players, { '/teams': teams })}>
      <PlayersScreen />
      {merging && (
        <MergePlayerDialog
          player={listed[3]}
          players={listed}
          defaultIntoId={state === 'merge-confirm' ? listed[0].id : undefined}
          onClose={() => {}}
        />
      )}
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Players', component: Players } satisfies Meta<typeof Players>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
/** An organiser's "Merge into…": the dialog before a target is chosen (Merge Players is disabled). */
export const MergeChoose: Story = { args: { state: 'merge-choose' } };
/** The target chosen: the confirmation says what moves and that the duplicate is deleted. */
export const MergeConfirm: Story = { args: { state: 'merge-confirm' } };
