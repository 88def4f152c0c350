// What a fresh TV shows while it waits to be paired.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PairingView } from '../../kiosk/src/pairing/pairing-screen.tsx';

const meta = {
  title: 'Kiosk/Pairing',
  component: PairingView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PairingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = { args: { code: 'BCDFGHJK' } };
export const Loading: Story = { args: { code: null } };
export const Offline: Story = { args: { code: 'BCDFGHJK', offline: true } };
