import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { ImpressionReport } from '@core/schemas/report.ts';
import { impressionReportQuery } from '@/features/sponsors/api/get-impression-report.ts';
import SponsorReportScreen from '@/features/sponsors/components/sponsor-report-screen.tsx';
import { ScreenHarness, forbidden, type ScreenState } from './screen-harness.tsx';
import { sponsors } from './sample-data.ts';

const range = { sponsorId: 1, from: '2026-11-01', to: '2026-11-07' };
const keyOf = (groupBy: 'day' | 'wallboard' | 'screen') =>
  String(impressionReportQuery({ ...range, groupBy }).queryKey[0]);
const report = (rows: ImpressionReport['rows']): ImpressionReport => ({
  rows,
  totals: {
    impressions: rows.reduce((n, r) => n + r.impressions, 0),
    seconds: rows.reduce((n, r) => n + r.seconds, 0),
  },
  timeZone: 'Europe/London',
});
const filled = {
  [keyOf('day')]: report([
    { day: '2026-11-02', impressions: 42, seconds: 420 },
    { day: '2026-11-05', impressions: 96, seconds: 957.5 },
  ]),
  [keyOf('wallboard')]: report([
    { wallboardId: 1, name: 'Bar loop', impressions: 100, seconds: 997.5 },
    { wallboardId: 2, name: 'Match night', impressions: 38, seconds: 380 },
  ]),
  [keyOf('screen')]: report([
    { screenId: 1, name: 'Bar TV', impressions: 120, seconds: 1197.5 },
    { screenId: null, name: null, impressions: 18, seconds: 180 },
  ]),
};
const empty = Object.fromEntries(Object.keys(filled).map((k) => [k, report([])]));

function SponsorReport({ state }: { state: ScreenState }) {
  const data = { '/sponsors': sponsors, ...(state === 'filled' ? filled : state === 'empty' ? empty : {}) };
  const errors: Record<string, Error> = state === 'error' ? { [keyOf('day')]: forbidden } : {};
  return (
    <ScreenHarness data={data} errors={errors} route={`/sponsors/1/report?from=${range.from}&to=${range.to}`}>
      <Routes>
        <Route path="/sponsors/:id/report" element={<SponsorReportScreen />} />
      </Routes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Web/Screens/Sponsor report',
  component: SponsorReport,
} satisfies Meta<typeof SponsorReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
