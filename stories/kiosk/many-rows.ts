// "Too many rows": more fixtures, teams and matches than any screen holds, with long names, so the
// stories show the boards paging (kiosk/src/display/use-pages.ts) and cutting names with an ellipsis.
import type { DisplayFixture, FeedStanding } from '../../kiosk/src/display/feed.ts';
import { fixtures, topPlayersLongNames } from './sample-feeds.ts';

const LONG = 'Snooker & Pool Social Club Second Team';
export const teamName = (i: number) => (i % 3 === 0 ? `Team ${i} ${LONG}` : `Team ${i}`);

const at = (addDays: number, h: number) => {
  const d = new Date();
  d.setDate(d.getDate() + addDays);
  d.setHours(h, 0, 0, 0);
  return d.toISOString();
};

/** 40 fixtures over five days; the live ones are in play with up to nine frames. */
export const manyFixtures = (status: DisplayFixture['status']): DisplayFixture[] =>
  Array.from({ length: 40 }, (_, i) => ({
    ...fixtures[0],
    id: 100 + i,
    status,
    kickoffAt: at(1 + Math.floor(i / 8), 18 + (i % 4)),
    homeTeamName: teamName(2 * i + 1),
    awayTeamName: teamName(2 * i + 2),
    venueName: i % 2 ? 'The Crown and Anchor Snooker Centre' : 'The Crown',
    frames: status === 'in_play' ? fixtures[0].frames.concat(fixtures[1].frames).slice(0, 1 + (i % 9)) : [],
  }));

/** 20 teams, the table's order. */
export const manyStandings: FeedStanding[] = Array.from({ length: 20 }, (_, i) => ({
  teamId: 100 + i,
  teamName: teamName(i + 1),
  played: 19,
  won: 19 - i,
  drawn: 0,
  lost: i,
  framesFor: 95 - 3 * i,
  framesAgainst: 20 + 3 * i,
  points: 3 * (19 - i),
  position: i + 1,
}));

export const manyTopPlayers = topPlayersLongNames;
