// Every wallboard display type with fixed data, plus its empty, loading and offline states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WallboardView } from '../../kiosk/src/display/wallboard-view.tsx';
import {
  feedOf,
  fixtures,
  highBreaks,
  highBreaksLongNames,
  upcomingWithOff,
  sponsors,
  standings,
  topPlayers,
  topPlayersLongNames,
  upcoming,
} from './sample-feeds.ts';
import { bigCupBracket, cupBracket } from '../cup-sample-data.ts';
import { manyFixtures, manyStandings, manyTopPlayers } from './many-rows.ts';

const meta = {
  title: 'Kiosk/Wallboard',
  component: WallboardView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WallboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LiveScores: Story = { args: { feed: feedOf('live_scores', 'Live Scores', { fixtures }) } };
export const LiveScoresEmpty: Story = { args: { feed: feedOf('live_scores', 'Live Scores') } };
export const NowPlaying: Story = {
  args: { feed: feedOf('now_playing', 'Now Playing at The Crown', { fixtures: fixtures.slice(0, 1) }) },
};
export const NowPlayingEmpty: Story = { args: { feed: feedOf('now_playing', 'Now Playing at The Crown') } };
export const LeagueTable: Story = { args: { feed: feedOf('league_table', 'Division One', { standings }) } };
export const LeagueTableWithQr: Story = {
  args: { feed: feedOf('league_table', 'Division One', { standings, publicPath: '/results/1/divisions/1' }) },
};
export const LeagueTableEmpty: Story = { args: { feed: feedOf('league_table', 'Division One') } };
export const TopPlayers: Story = { args: { feed: feedOf('top_players', 'Top Players', { topPlayers }) } };
export const TopPlayersEmpty: Story = { args: { feed: feedOf('top_players', 'Top Players') } };
export const TopPlayersLongNames: Story = {
  args: { feed: feedOf('top_players', 'Top Players', { topPlayers: topPlayersLongNames }) },
};
export const HighBreaks: Story = { args: { feed: feedOf('high_breaks', 'High Breaks', { highBreaks }) } };
export const HighBreaksEmpty: Story = { args: { feed: feedOf('high_breaks', 'High Breaks') } };
export const HighBreaksLongNames: Story = {
  args: { feed: feedOf('high_breaks', 'High Breaks', { highBreaks: highBreaksLongNames }) },
};
export const Bracket: Story = { args: { feed: feedOf('bracket', 'Winter Cup', { bracket: cupBracket }) } };
export const Bracket64: Story = {
  args: { feed: feedOf('bracket', 'Open Singles', { bracket: bigCupBracket }) },
};
export const BracketEmpty: Story = { args: { feed: feedOf('bracket', 'Winter Cup') } };
export const Fixtures: Story = { args: { feed: feedOf('fixtures', 'Coming Up', { fixtures: upcoming }) } };
export const FixturesPostponedAndVoid: Story = {
  args: { feed: feedOf('fixtures', 'Coming Up', { fixtures: upcomingWithOff }) },
};
export const FixturesEmpty: Story = { args: { feed: feedOf('fixtures', 'Coming Up') } };
export const Sponsors: Story = { args: { feed: feedOf('sponsors', 'Our Sponsors', { sponsors }) } };
export const SponsorNameOnly: Story = {
  args: { feed: feedOf('sponsors', 'Our Sponsors', { sponsors: [sponsors[1]] }) },
};
export const SponsorsEmpty: Story = { args: { feed: feedOf('sponsors', 'Our Sponsors') } };
export const Playlist: Story = {
  args: {
    feed: feedOf('playlist', 'Club Night', {}, [{ wallboardId: 2, durationSeconds: 20 }]),
    renderPlaylistItem: () => <WallboardView feed={feedOf('league_table', 'Division One', { standings })} />,
  },
};
export const PlaylistEmpty: Story = { args: { feed: feedOf('playlist', 'Club Night') } };
export const Loading: Story = { args: { feed: null } };
export const Offline: Story = {
  args: { feed: feedOf('live_scores', 'Live Scores', { fixtures }), offline: true },
};
export const OfflineLeagueTable: Story = {
  args: { feed: feedOf('league_table', 'Division One', { standings }), offline: true },
};

// Too many rows: each board pages what does not fit (a page every 10 s) and cuts long names.
export const LiveScoresTooManyRows: Story = {
  args: { feed: feedOf('live_scores', 'Live Scores', { fixtures: manyFixtures('in_play') }) },
};
export const NowPlayingTooManyRows: Story = {
  args: {
    feed: {
      ...feedOf('now_playing', 'Now Playing at The Crown', { fixtures: manyFixtures('in_play') }),
      venueName: 'The Crown',
    },
  },
};
export const LeagueTableTooManyRows: Story = {
  args: { feed: feedOf('league_table', 'Division One', { standings: manyStandings }) },
};
export const TopPlayersTooManyRows: Story = {
  args: { feed: feedOf('top_players', 'Top Players', { topPlayers: manyTopPlayers }) },
};
export const FixturesTooManyRows: Story = {
  args: { feed: feedOf('fixtures', 'Coming Up', { fixtures: manyFixtures('scheduled') }) },
};
export const PlaylistTooManyRows: Story = {
  args: {
    feed: feedOf('playlist', 'Club Night', {}, [{ wallboardId: 2, durationSeconds: 20 }]),
    renderPlaylistItem: () => (
      <WallboardView feed={feedOf('league_table', 'Division One', { standings: manyStandings })} />
    ),
  },
};
