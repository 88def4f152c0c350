import type { Meta, StoryObj } from '@storybook/react-vite';
import SponsorsScreen from '@/features/sponsors/components/sponsors-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { sponsors } from './sample-data.ts';

function Sponsors({ state }: { state: ScreenState }) {
  return (
    <ScreenHarness {...stateData(state, '/sponsors', sponsors)}>
      <SponsorsScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Sponsors', component: Sponsors } satisfies Meta<typeof Sponsors>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
