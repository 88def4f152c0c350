// The home page (/) for each role, with fixed data: a captain who plays, an organiser's week, a
// visitor's league pages, and its loading and error states.
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Home as HomeData, HomeFixture } from '@core/schemas/home.ts';
import Home from '@/app/routes/home.tsx';
import { homeQuery } from '@/features/home/api/get-home.ts';
import { forbidden, organiser, player, ScreenHarness } from './screen-harness.tsx';

type State = 'loading' | 'captain' | 'captain-later' | 'organiser' | 'first-run' | 'visitor' | 'error';

const tonight = new Date();
tonight.setHours(19, 30, 0, 0);
const fixture = (id: number, over: Partial<HomeFixture>): HomeFixture => ({
  id,
  kickoffAt: '2026-11-20T19:30:00.000Z',
  status: 'final',
  forfeit: null,
  homeTeamName: 'Red Lions',
  awayTeamName: 'Blue Cues',
  venueName: 'The Crown',
  homeScore: 3,
  awayScore: 2,
  confirmation: null,
  disputeReason: null,
  ...over,
});
const next = fixture(1, {
  kickoffAt: tonight.toISOString(),
  status: 'scheduled',
  homeScore: 0,
  awayScore: 0,
});
const leagues = [{ id: 1, name: 'Winter League', season: '2026/27' }];
const week: NonNullable<HomeData['organiser']> = {
  weekFrom: '2026-11-23T00:00:00.000Z',
  weekTo: '2026-11-30T00:00:00.000Z',
  toPlay: 12,
  awaitingConfirmation: 2,
  disputedOrLapsed: 1,
  postponed: 3,
  screensOffline: 1,
  invitationsPending: 4,
};
/** Every step of the first-run checklist done (HomeSetup, core/schemas/home.ts). */
const done: NonNullable<HomeData['setup']> = {
  league: true,
  divisions: true,
  venues: true,
  teams: true,
  players: true,
  fixtures: true,
  captains: true,
  tv: true,
};

const homes: Record<Exclude<State, 'loading' | 'error'>, HomeData> = {
  captain: {
    leagues,
    captain: {
      teams: ['Blue Cues'],
      nextMatch: next,
      toConfirm: [fixture(2, { confirmation: 'awaiting' })],
      disputes: [fixture(3, { confirmation: 'disputed', disputeReason: 'Frame 4 was ours' })],
    },
    player: {
      name: 'Bob Ray',
      teamName: 'Blue Cues',
      nextFixture: next,
      latestResults: [fixture(2, {})],
      rating: 1523.4,
      provisional: false,
      form: ['W', 'L', 'W'],
    },
    organiser: null,
    setup: null,
  },
  organiser: {
    leagues,
    captain: null,
    player: null,
    organiser: week,
    setup: done,
  },
  'first-run': {
    leagues,
    captain: null,
    player: null,
    organiser: { ...week, toPlay: 0, awaitingConfirmation: 0, disputedOrLapsed: 0, postponed: 0 },
    setup: { ...done, fixtures: false, captains: false, tv: false },
  },
  visitor: { leagues, captain: null, player: null, organiser: null, setup: null },
  'captain-later': {
    leagues,
    captain: {
      teams: ['Blue Cues'],
      nextMatch: { ...next, kickoffAt: '2026-12-04T12:00:00.000Z' },
      toConfirm: [],
      disputes: [],
    },
    player: null,
    organiser: null,
    setup: null,
  },
};

/** The home read is keyed by path and user, so it is seeded through its query options. */
function Seed({ state, userId, children }: { state: State; userId?: string; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    const { queryKey } = homeQuery(userId);
    if (state === 'error')
      client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: forbidden });
    else if (state !== 'loading') client.setQueryData(queryKey, homes[state]);
  });
  return children;
}

function HomeStory({ state }: { state: State }) {
  const auth =
    state === 'visitor'
      ? { user: null }
      : state === 'organiser' || state === 'first-run'
        ? organiser
        : player;
  return (
    <ScreenHarness data={{}} auth={{ ...auth, loading: false }}>
      <Seed state={state} userId={auth.user?.id ?? undefined}>
        <Home />
      </Seed>
    </ScreenHarness>
  );
}

const meta = { title: 'Web/Screens/Home', component: HomeStory } satisfies Meta<typeof HomeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
/** A captain who plays: tonight's match with Start Scoring, a result to confirm, a dispute, his figures. */
export const Captain: Story = { args: { state: 'captain' } };
/** The week in counts, each linking to where to act. */
/** The next match is another day: no Start Scoring yet, and nothing to answer. */
export const CaptainLater: Story = { args: { state: 'captain-later' } };
export const Organiser: Story = { args: { state: 'organiser' } };
/** A new deployment's organiser: the first-run checklist, five steps done and three to go. */
export const FirstRun: Story = { args: { state: 'first-run' } };
/** Each league's public page, and the sign-in dialog. */
export const Visitor: Story = { args: { state: 'visitor' } };
export const Error: Story = { args: { state: 'error' } };
