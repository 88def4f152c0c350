import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PastSeason, RolloverPlan } from '@core/schemas/rollover.ts';
import { SeasonPlan } from '@/features/leagues/components/season-plan.tsx';
import SeasonsScreen from '@/features/seasons/components/seasons-screen.tsx';
import { ScreenHarness, stateData, type ScreenState } from './screen-harness.tsx';

const row = (position: number, teamName: string, won: number, lost: number, points: number) => ({
  position,
  teamName,
  played: won + lost,
  won,
  drawn: 0,
  lost,
  framesFor: won * 3,
  framesAgainst: lost * 3,
  points,
});

const seasons: PastSeason[] = [
  {
    historyId: 2,
    leagueId: 1,
    name: 'Winter League',
    season: '2026/27',
    takenAt: '2027-05-01T20:00:00Z',
    divisions: [
      {
        name: 'Premier',
        champion: 'Red Lions',
        table: [row(1, 'Red Lions', 9, 1, 40), row(2, 'Blue Cues', 1, 9, 8)],
      },
      { name: 'Division One', champion: null, table: [] },
    ],
  },
];

const team = (
  teamId: number,
  teamName: string,
  from: string,
  position: number,
  movement: 'up' | 'down' | 'stays',
) => ({
  teamId,
  teamName,
  fromDivisionId: from === 'Premier' ? 1 : 2,
  fromDivisionName: from,
  position,
  movement,
});

const plan: RolloverPlan = {
  season: '2027/28',
  unfinishedFixtures: 2,
  unfinished: [
    {
      fixtureId: 7,
      divisionName: 'Premier',
      homeTeamName: 'Red Lions',
      awayTeamName: 'Blue Cues',
      kickoffAt: '2027-04-01T19:30:00.000Z',
      status: 'in_play',
    },
    {
      fixtureId: 8,
      divisionName: 'Division One',
      homeTeamName: 'Green Baize',
      awayTeamName: 'Cue Ballers',
      kickoffAt: '2027-04-08T19:30:00.000Z',
      status: 'scheduled',
    },
  ],
  divisions: [
    {
      name: 'Premier',
      sortOrder: 0,
      fromDivisionId: 1,
      movesHeld: false,
      teams: [team(1, 'Red Lions', 'Premier', 1, 'stays'), team(3, 'Green Baize', 'Division One', 1, 'up')],
    },
    {
      name: 'Division One',
      sortOrder: 1,
      fromDivisionId: 2,
      movesHeld: false,
      teams: [team(2, 'Blue Cues', 'Premier', 2, 'down'), team(4, 'Cue Ballers', 'Division One', 2, 'stays')],
    },
  ],
};

function Seasons({ state }: { state: ScreenState | 'plan' }) {
  if (state === 'plan') return <SeasonPlan plan={plan} />;
  const { data, errors } = stateData(state, '/seasons', seasons);
  return (
    <ScreenHarness data={data} errors={errors}>
      <SeasonsScreen />
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Past Seasons', component: Seasons } satisfies Meta<typeof Seasons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
/** The Start Next Season dialog's preview. */
export const NextSeasonPlan: Story = { args: { state: 'plan' } };
