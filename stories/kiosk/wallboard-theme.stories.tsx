// Wallboards with a theme (accent colour, light), the score boards' sponsor strip, and sponsor media
// that fails: in the browser a broken image gives way to the sponsor's name card.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WallboardTheme } from '../../core/schemas/wallboard-theme.ts';
import type { Feed } from '../../kiosk/src/display/feed.ts';
import { WallboardView } from '../../kiosk/src/display/wallboard-view.tsx';
import { feedOf, fixtures, highBreaks, sponsors, standings } from './sample-feeds.ts';

const meta = {
  title: 'Kiosk/Wallboard Theme',
  component: WallboardView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WallboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const themed = (feed: Feed, theme: WallboardTheme): Feed => ({
  ...feed,
  wallboard: { ...feed.wallboard, theme },
});
const scores = feedOf('live_scores', 'Live Scores', { fixtures, sponsors });

export const LightScores: Story = { args: { feed: themed(scores, { mode: 'light', accent: '#c2410c' }) } };
export const LightOffline: Story = { args: { feed: themed(scores, { mode: 'light' }), offline: true } };
export const LightLeagueTable: Story = {
  args: { feed: themed(feedOf('league_table', 'Division One', { standings }), { mode: 'light' }) },
};
export const AccentLeagueTable: Story = {
  args: { feed: themed(feedOf('league_table', 'Division One', { standings }), { accent: '#22c55e' }) },
};
export const LightHighBreaks: Story = {
  args: { feed: themed(feedOf('high_breaks', 'High Breaks', { highBreaks }), { mode: 'light' }) },
};
export const AccentHighBreaks: Story = {
  args: { feed: themed(feedOf('high_breaks', 'High Breaks', { highBreaks }), { accent: '#22c55e' }) },
};
export const SponsorStrip: Story = { args: { feed: themed(scores, { sponsorStrip: true }) } };
export const SponsorStripLight: Story = {
  args: {
    feed: themed(
      feedOf('now_playing', 'Now Playing at The Crown', { fixtures: fixtures.slice(0, 1), sponsors }),
      {
        mode: 'light',
        accent: '#1d4ed8',
        sponsorStrip: true,
      },
    ),
  },
};
/** The strip is for score boards: a fixtures board with the setting shows none. */
export const SponsorStripNotOnFixtures: Story = {
  args: { feed: themed(feedOf('fixtures', 'Coming Up', { sponsors }), { sponsorStrip: true }) },
};
/** In the browser the image fails to load and the sponsor's name shows instead (no broken-image icon). */
export const SponsorMediaMissing: Story = {
  args: {
    feed: feedOf('sponsors', 'Our Sponsors', {
      sponsors: [{ ...sponsors[0], name: 'Broken Cues', imageUrl: 'https://media.invalid/broken-cues.png' }],
    }),
  },
};
/** A sponsor with no media at all: its name card is its advert. */
export const SponsorNameCard: Story = {
  args: { feed: feedOf('sponsors', 'Our Sponsors', { sponsors: [sponsors[1]] }) },
};
