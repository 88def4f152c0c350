// The printable sheets: a division's fixture list and a match's score sheet (A4, print CSS).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import PrintFixturesScreen from '@/features/print/components/print-fixtures-screen.tsx';
import ScoreSheetScreen from '@/features/print/components/score-sheet-screen.tsx';
import { ScreenHarness } from './screen-harness.tsx';
import { divisions, fixtures, frames, leagues, players, teams, venues } from './sample-data.ts';

const names = { '/teams': teams, '/venues': venues, '/players': players, '/leagues': leagues };

function Sheet({ sheet }: { sheet: 'fixtures' | 'score-sheet' }) {
  const data =
    sheet === 'fixtures'
      ? { ...names, '/divisions/1': divisions[0], '/fixtures?divisionId=1': fixtures }
      : { ...names, '/fixtures/1': fixtures[0], '/fixtures/1/frames': frames };
  return (
    <ScreenHarness
      data={data}
      route={sheet === 'fixtures' ? '/print/divisions/1/fixtures' : '/print/fixtures/1/score-sheet'}
    >
      <Routes>
        <Route path="/print/divisions/:id/fixtures" element={<PrintFixturesScreen />} />
        <Route path="/print/fixtures/:id/score-sheet" element={<ScoreSheetScreen />} />
      </Routes>
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Print', component: Sheet } satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fixtures: Story = { args: { sheet: 'fixtures' } };
export const ScoreSheet: Story = { args: { sheet: 'score-sheet' } };
