import type { Meta, StoryObj } from '@storybook/react-vite';
import VenuesScreen from '@/features/venues/components/venues-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { venues } from './sample-data.ts';

function Venues({ state }: { state: ScreenState }) {
  return (
    <ScreenHarness {...stateData(state, '/venues', venues)}>
      <VenuesScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Venues', component: Venues } satisfies Meta<typeof Venues>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
