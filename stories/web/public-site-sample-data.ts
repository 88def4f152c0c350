// Fixed data for the public site's stories: the Winter League's Premier division after one night.
import type {
  PublicCupPage,
  PublicDivisionPage,
  PublicFixture,
  PublicFixturePage,
  PublicLeaguePage,
  PublicPlayerPage,
  PublicStanding,
  PublicTeamPage,
} from '@core/schemas/public-site.ts';
import type { SiteData } from '../../web/public-site/src/public-site.tsx';
import { cupBracket } from '../cup-sample-data.ts';

const league = { id: 1, name: 'Winter League', season: '2026/27' };
const red = { id: 1, name: 'Red Lions' };
const blue = { id: 2, name: 'Blue Cues' };
const standings: PublicStanding[] = [
  {
    position: 1,
    teamId: 1,
    teamName: 'Red Lions',
    played: 1,
    won: 1,
    drawn: 0,
    lost: 0,
    framesFor: 5,
    framesAgainst: 2,
    points: 3,
    form: ['W'],
  },
  {
    position: 2,
    teamId: 2,
    teamName: 'Blue Cues',
    played: 1,
    won: 0,
    drawn: 0,
    lost: 1,
    framesFor: 2,
    framesAgainst: 5,
    points: 0,
    form: ['L'],
  },
];
const fixture = (
  id: number,
  home: typeof red,
  away: typeof red,
  kickoffAt: string,
  status: PublicFixture['status'],
  homeScore: number,
  awayScore: number,
): PublicFixture => ({
  id,
  divisionId: 1,
  divisionName: 'Premier',
  kickoffAt,
  status,
  home,
  away,
  venueName: 'The Crown',
  forfeit: null,
  homeScore,
  awayScore,
});
const played = fixture(1, red, blue, '2027-01-07T19:30:00Z', 'final', 5, 2);
const next = fixture(2, blue, red, '2027-01-14T19:30:00Z', 'scheduled', 0, 0);
const settings = { timeZone: 'Europe/London', apiUrl: '/api', siteUrl: '' };

const leaguePage: PublicLeaguePage = {
  kind: 'league',
  league,
  divisions: [{ id: 1, name: 'Premier', standings }],
  latestResults: [played],
  nextFixtures: [next],
  cups: [{ id: 1, name: 'League Cup' }],
};
const divisionPage: PublicDivisionPage = {
  kind: 'division',
  league,
  division: { id: 1, name: 'Premier', standings },
  weeks: [
    { weekOf: '2027-01-04', fixtures: [played] },
    { weekOf: '2027-01-11', fixtures: [next] },
  ],
};
const teamPage: PublicTeamPage = {
  kind: 'team',
  league,
  team: red,
  divisions: [{ id: 1, name: 'Premier' }],
  roster: [
    { id: 1, name: 'Ann Lee' },
    { id: 3, name: 'Cat Cole' },
  ],
  fixtures: [next],
  results: [played],
  stats: {
    teamId: 1,
    matchesPlayed: 1,
    won: 1,
    drawn: 0,
    lost: 0,
    framesFor: 5,
    framesAgainst: 2,
    home: { played: 1, won: 1, drawn: 0, lost: 0 },
    away: { played: 0, won: 0, drawn: 0, lost: 0 },
    form: ['W'],
    cleanSweeps: 0,
    biggestWin: null,
  },
};
const playerPage: PublicPlayerPage = {
  kind: 'player',
  league,
  player: { id: 1, name: 'Ann Lee' },
  team: red,
  stats: {
    playerId: 1,
    framesPlayed: 2,
    framesWon: 2,
    framesLost: 0,
    winPct: 100,
    matchesPlayed: 1,
    form: ['W', 'W'],
    streak: 'W2',
    home: { played: 2, won: 2 },
    away: { played: 0, won: 0 },
    rating: 511.4,
    ratingFrames: 2,
    provisional: true,
  },
  recentFrames: [{ fixtureId: 1, kickoffAt: '2027-01-07T19:30:00Z', opponent: 'Bob Ray', won: true }],
};
const fixturePage: PublicFixturePage = {
  kind: 'fixture',
  league,
  division: { id: 1, name: 'Premier' },
  fixture: { ...played, status: 'in_play', homeScore: 1, awayScore: 1 },
  frames: [
    {
      frameNo: 1,
      homePlayer: { id: 1, name: 'Ann Lee' },
      awayPlayer: { id: 2, name: 'Bob Ray' },
      winner: 'home',
    },
    {
      frameNo: 2,
      homePlayer: { id: 3, name: 'Cat Cole' },
      awayPlayer: { id: 4, name: 'Dan Dale' },
      winner: 'away',
    },
    { frameNo: 3, homePlayer: null, awayPlayer: null, winner: 'na' },
  ],
};

const cupPage: PublicCupPage = { kind: 'cup', league, bracket: cupBracket };

export const sitePages: Record<string, SiteData> = {
  League: { page: leaguePage, settings },
  Division: { page: divisionPage, settings },
  Team: { page: teamPage, settings },
  Player: { page: playerPage, settings },
  Fixture: { page: fixturePage, settings },
  Cup: { page: cupPage, settings },
  NotFound: { page: null, settings },
};
