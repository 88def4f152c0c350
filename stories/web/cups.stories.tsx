import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import CupScreen from '@/features/cups/components/cup-screen.tsx';
import CupsScreen from '@/features/cups/components/cups-screen.tsx';
import { cupBracket } from '../cup-sample-data.ts';
import { ScreenHarness, organiser, player, stateData, type ScreenState } from './screen-harness.tsx';
import { teams } from './sample-data.ts';

function Cups({ state, asPlayer = false }: { state: ScreenState; asPlayer?: boolean }) {
  const { data, errors } = stateData(state, '/cups', [
    cupBracket.cup,
    { ...cupBracket.cup, id: 9, name: 'Singles Plate', kind: 'singles', drawnAt: null },
  ]);
  return (
    <ScreenHarness data={data} errors={errors} auth={asPlayer ? player : organiser}>
      <CupsScreen />
    </ScreenHarness>
  );
}

function Cup({ drawn, asOrganiser }: { drawn: boolean; asOrganiser: boolean }) {
  const bracket = drawn
    ? cupBracket
    : { ...cupBracket, cup: { ...cupBracket.cup, drawnAt: null }, matches: [], rounds: 0 };
  return (
    <ScreenHarness
      data={{ '/cups/8/bracket': bracket, '/teams': teams }}
      route="/cups/8"
      auth={asOrganiser ? organiser : {}}
    >
      <Routes>
        <Route path="/cups/:id" element={<CupScreen />} />
      </Routes>
    </ScreenHarness>
  );
}

/** The cups list in its states, or one cup's screen (`bracket`). */
function CupScreens(props: {
  state: ScreenState;
  asPlayer?: boolean;
  bracket?: { drawn: boolean; asOrganiser: boolean };
}) {
  return props.bracket ? <Cup {...props.bracket} /> : <Cups state={props.state} asPlayer={props.asPlayer} />;
}

const meta = { title: 'Web/Screens/Cups', component: CupScreens } satisfies Meta<typeof CupScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
export const AsPlayer: Story = { args: { state: 'filled', asPlayer: true } };
export const Bracket: Story = { args: { state: 'filled', bracket: { drawn: true, asOrganiser: false } } };
export const BracketOrganiser: Story = {
  args: { state: 'filled', bracket: { drawn: true, asOrganiser: true } },
};
export const NotDrawn: Story = { args: { state: 'filled', bracket: { drawn: false, asOrganiser: true } } };
