// What the display reads of GET /api/wallboards/{id}/feed: core's payload types, narrowed to the fields
// it renders (so a story can build a feed by hand; the API's WallboardFeed is assignable to it). Types
// only: the TV bundle carries no zod.
import type { CupBracket } from '@core/schemas/cup.ts';
import type { FeedFixture, FeedFrame as ApiFrame, FeedHighBreak, FeedTopPlayer } from '@core/schemas/feed.ts';
import type { Sponsor } from '@core/schemas/sponsor.ts';
import type { Standing } from '@core/schemas/standing.ts';
import type { Wallboard } from '@core/schemas/wallboard.ts';

/** A race-to rubber's racks and race are null for a one-rack frame, and absent in an older API's feed. */
export type FeedFrame = Pick<ApiFrame, 'id' | 'frameNo' | 'winner'> &
  Partial<Pick<ApiFrame, 'homeRacks' | 'awayRacks' | 'homeRace' | 'awayRace'>>;
export type DisplayFixture = Pick<
  FeedFixture,
  'id' | 'divisionId' | 'venueId' | 'kickoffAt' | 'status' | 'homeTeamName' | 'awayTeamName' | 'venueName'
> & {
  frames: FeedFrame[];
  /** Frames won by each side, as the API's feed counts them (a live event patches them too). */
  homeScore?: number;
  awayScore?: number;
};
export type FeedStanding = Pick<
  Standing,
  | 'teamId'
  | 'teamName'
  | 'played'
  | 'won'
  | 'drawn'
  | 'lost'
  | 'framesFor'
  | 'framesAgainst'
  | 'points'
  | 'position'
>;
export type FeedSponsor = Pick<
  Sponsor,
  'id' | 'name' | 'imageUrl' | 'videoUrl' | 'weight' | 'activeFrom' | 'activeTo'
>;
export type FeedWallboard = Pick<
  Wallboard,
  'id' | 'name' | 'type' | 'venueId' | 'divisionId' | 'leagueId' | 'playlist'
> & {
  /** Accent, light or dark, sponsor strip (core/rules/wallboard-theme.ts); absent in an older API's feed. */
  theme?: Wallboard['theme'];
  /** Whether an unpaired display's sponsor impressions count (impressions.ts); absent: they do not. */
  countUnpairedImpressions?: boolean;
};

export interface Feed {
  wallboard: FeedWallboard;
  fixtures: DisplayFixture[];
  standings: FeedStanding[];
  sponsors: FeedSponsor[];
  /** Absent in an older API's feed. */
  topPlayers?: FeedTopPlayer[];
  /** high_breaks wallboards; absent in an older API's feed. */
  highBreaks?: FeedHighBreak[];
  /** With the wallboard's showQr: the public page its QR code opens (absent in an older API's feed). */
  publicPath?: string | null;
  /** bracket wallboards: the league's latest drawn cup; absent in an older API's feed. */
  bracket?: CupBracket | null;
  /** The header's names and clock zone (header.tsx); absent in an older API's feed. */
  leagueName?: string | null;
  venueName?: string | null;
  timeZone?: string;
}
