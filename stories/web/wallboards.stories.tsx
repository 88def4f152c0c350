import type { Meta, StoryObj } from '@storybook/react-vite';
import WallboardsScreen from '@/features/wallboards/components/wallboards-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { wallboards } from './sample-data.ts';

function Wallboards({ state }: { state: ScreenState }) {
  return (
    <ScreenHarness {...stateData(state, '/wallboards', wallboards)}>
      <WallboardsScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Wallboards', component: Wallboards } satisfies Meta<typeof Wallboards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
