import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Screen } from '@core/schemas/screen.ts';
import { PairedScreens } from '@/features/screens/components/paired-screens.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';
import { wallboards } from './sample-data.ts';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36';
const base = { userAgent: chrome, appVersion: '2026-11-23', createdAt: '2026-11-01T18:00:00Z' };

/** The fleet: one TV online showing a sponsor, one gone offline, one never switched on. */
export const fleet: Screen[] = [
  {
    ...base,
    id: 1,
    organisationId: 1,
    name: 'Bar TV',
    wallboardId: 1,
    wallboardName: 'Bar TV',
    lastSeenAt: '2026-11-23T19:00:00Z',
    online: true,
    offlineSince: null,
    resolution: '1920x1080',
    showing: {
      wallboardId: 1,
      wallboardName: 'Bar TV',
      page: 'Bar TV',
      sponsorId: 1,
      sponsorName: 'Acme Cues',
    },
    loadedAt: '2026-11-23T03:00:00Z',
  },
  {
    ...base,
    id: 2,
    organisationId: 1,
    name: 'Lounge TV',
    wallboardId: 1,
    wallboardName: 'Bar TV',
    lastSeenAt: '2026-11-23T17:42:00Z',
    online: false,
    offlineSince: '2026-11-23T17:42:00Z',
    resolution: '3840x2160',
    showing: null,
    loadedAt: '2026-11-22T03:00:00Z',
  },
  {
    ...base,
    id: 3,
    organisationId: 1,
    name: 'Cellar TV',
    wallboardId: 1,
    wallboardName: 'Bar TV',
    lastSeenAt: null,
    userAgent: null,
    appVersion: null,
    online: false,
    offlineSince: null,
    resolution: null,
    showing: null,
    loadedAt: null,
  },
];

function Screens({ state }: { state: ScreenState }) {
  return (
    <ScreenHarness {...stateData(state, '/screens', fleet, { '/wallboards': wallboards })}>
      <PairedScreens />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Fleet', component: Screens } satisfies Meta<typeof Screens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
